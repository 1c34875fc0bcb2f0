import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { guests } from '../db/schema/guests.ts';
import { weddings } from '../db/schema/weddings.ts';
import { createTestApp } from '../test/test-app.ts';
import { insertCouple } from '../test/wedding-fixtures.ts';
import { safeError, safeRequest } from './log-safety.ts';

const GUEST_MESSAGE = 'Los queremos mucho, Rosa Márquez';
const FOOD = 'alérgica al cacahuate';

describe('safeError', () => {
  it("keeps a failed query's SQL and its cause's SQLSTATE, never the parameters or the failing row", () => {
    const cause = Object.assign(
      new Error('new row for relation "guests" violates check constraint "x"'),
      {
        code: '23514',
        severity: 'ERROR',
        table: 'guests',
        constraint: 'x',
        detail: `Failing row contains (1, ${GUEST_MESSAGE}).`,
      },
    );
    const error = new DrizzleQueryError(
      'update "guests" set "message" = $1',
      [GUEST_MESSAGE],
      cause,
    );
    const logged = JSON.stringify(safeError(error));
    expect(logged).not.toContain(GUEST_MESSAGE);
    expect(logged).toContain('Failed query: update \\"guests\\" set \\"message\\" = $1');
    expect(logged).toContain('"code":"23514"');
    expect(logged).toContain('"constraint":"x"');
    expect(logged).toContain('"table":"guests"');
  });

  it('drops the value a data error quotes, keeping what kind of error it was', () => {
    const error = Object.assign(
      new Error(`invalid input syntax for type integer: "${GUEST_MESSAGE}"`),
      {
        code: '22P02',
        severity: 'ERROR',
      },
    );
    const safe = safeError(error);
    expect(safe.message).toBe('invalid input syntax for type integer: [redacted]');
    expect(JSON.stringify(safe)).not.toContain(GUEST_MESSAGE);
  });

  it('copies no property it does not know to be free of data', () => {
    const error = Object.assign(new Error('boom'), {
      guest: { message: GUEST_MESSAGE },
      code: 'E_X',
    });
    expect(JSON.stringify(safeError(error))).not.toContain(GUEST_MESSAGE);
    expect(safeError(error).code).toBe('E_X');
  });

  it("logs a request's path without its query's values", () => {
    const logged = safeRequest({
      method: 'GET',
      url: '/v1/public/invitations/boda?code=SECRET12&lang=es',
      host: 'api.example',
      ip: '203.0.113.9',
      socket: { remotePort: 5000 },
    } as never);
    expect(logged.url).toBe('/v1/public/invitations/boda?code=…&lang=…');
  });

  it("logs a pass's path without its token", () => {
    const token = '41.Zm9yZ2VkLXRva2VuLWZvci1sb2dz';
    for (const url of [`/v1/passes/${token}`, `/v1/passes/${token}/pdf?lang=en`]) {
      const logged = safeRequest({ method: 'GET', url } as never);
      expect(logged.url).not.toContain(token);
      expect(logged.url).toMatch(/^\/v1\/passes\/…/);
    }
  });
});

describe('the log of a failed query', () => {
  it("holds the fault but never the guest's answer that was being saved", async () => {
    const lines: string[] = [];
    const test = await createTestApp({
      env: { LOG_LEVEL: 'info' },
      logStream: { write: (line) => lines.push(line) },
    });
    try {
      const db = test.app.db;
      const couple = await insertCouple(db);
      await db
        .update(weddings)
        .set({ foodRestrictionsEnabled: true, messageEnabled: true })
        .where(eq(weddings.id, couple.weddingId));
      const [wedding] = await db
        .select({ slug: weddings.slug })
        .from(weddings)
        .where(eq(weddings.id, couple.weddingId));
      const code = `LOG${randomUUID().slice(0, 5).toUpperCase()}`;
      await db
        .insert(guests)
        .values({ weddingId: couple.weddingId, code, name: 'Rosa', maxGuestsAllowed: 2 });
      // A constraint the answer breaks: PostgreSQL then reports the whole failing row.
      await db.execute(
        sql`alter table guests add constraint short_message check (length(message) < 5)`,
      );

      const response = await test.app.inject({
        method: 'POST',
        url: `/v1/public/invitations/${wedding?.slug}/confirmation?code=${code}`,
        headers: { 'idempotency-key': randomUUID() },
        payload: {
          code,
          confirmation: true,
          confirmedGuests: 1,
          message: GUEST_MESSAGE,
          foodRestrictions: FOOD,
        },
      });

      expect(response.statusCode).toBe(500);
      const log = lines.join('\n');
      expect(log).toContain('request failed');
      expect(log).toContain('23514');
      expect(log).not.toContain(GUEST_MESSAGE);
      expect(log).not.toContain(FOOD);
      expect(log).not.toContain(code);
    } finally {
      await test.close();
    }
  });
});
