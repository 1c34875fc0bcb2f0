// What a guest's answer costs the database, counted in statements: each is a round trip to
// PostgreSQL (a write and a read of the socket on both sides), which was more of an answer's cost
// than any one statement (bench/answers.bench.ts; docs/decisions.md, "Notices, the queue's pace and
// the cost of an answer"). Counted at drizzle's prepared queries, which every statement of the app's
// database goes through (begin and commit too); pg-boss's own are not the answer's.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { NodePgPreparedQuery } from 'drizzle-orm/node-postgres';
import { PglitePreparedQuery } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { guests } from '../../db/schema/guests.ts';
import { weddings } from '../../db/schema/weddings.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertCouple } from '../../test/wedding-fixtures.ts';
import { createPublicInvitationRoutes } from './public-invitation.routes.ts';

/** The statements `run` sends (spied here: the suite's settings restore spies between tests). */
async function countStatements<T>(
  run: () => Promise<T>,
): Promise<{ result: T; statements: number }> {
  let statements = 0;
  const spies = [NodePgPreparedQuery.prototype, PglitePreparedQuery.prototype].map((prepared) => {
    const execute = prepared.execute;
    return vi.spyOn(prepared, 'execute').mockImplementation(function (
      this: typeof prepared,
      ...args: Parameters<typeof execute>
    ) {
      statements += 1;
      return execute.apply(this, args);
    });
  });
  try {
    return { result: await run(), statements };
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
}

describe("a guest's answer", () => {
  let t: TestApp;
  let slug: string;
  let codes: string[];
  // A fixed clock: the once-a-minute purges of expired keys and counters run on the first answer only.
  const at = new Date('2030-01-01T12:00:10Z');

  beforeAll(async () => {
    t = await createTestApp({ modules: [createPublicInvitationRoutes({ now: () => at })] });
    const couple = await insertCouple(t.app.db);
    await t.app.db
      .update(weddings)
      .set({ trialEndsAt: new Date('2031-01-01T00:00:00Z') })
      .where(eq(weddings.id, couple.weddingId));
    const [wedding] = await t.app.db
      .select({ slug: weddings.slug })
      .from(weddings)
      .where(eq(weddings.id, couple.weddingId));
    slug = wedding?.slug ?? '';
    const rows = await t.app.db
      .insert(guests)
      .values(
        [1, 2, 3].map((n) => ({
          weddingId: couple.weddingId,
          name: `Invitado ${n}`,
          maxGuestsAllowed: 2,
          code: `S${n}${randomUUID().slice(0, 6).toUpperCase()}`,
        })),
      )
      .returning({ code: guests.code });
    codes = rows.map((row) => row.code);
  });
  afterAll(async () => {
    await t?.close();
  });

  const answer = (code: string, key: string) =>
    t.app.inject({
      method: 'POST',
      url: `/v1/public/invitations/${slug}/confirmation`,
      payload: { code, confirmation: true, confirmedGuests: 2 },
      headers: { 'idempotency-key': key },
    });

  it('is five statements: the invitation with its counters, begin, the write, the stored response, commit', async () => {
    // The first answer of the process also purges what expired, and queues the couple's notice.
    expect((await answer(codes[0] ?? '', randomUUID())).statusCode).toBe(200);

    const { result: response, statements } = await countStatements(() =>
      answer(codes[1] ?? '', randomUUID()),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json<{ guest: { confirmedGuests: number } }>().guest.confirmedGuests).toBe(2);
    expect(statements).toBeLessThanOrEqual(5);
  });

  it('replayed, is the one statement that finds its stored response', async () => {
    const key = randomUUID();
    const first = await answer(codes[2] ?? '', key);
    const { result: again, statements } = await countStatements(() => answer(codes[2] ?? '', key));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(statements).toBe(1);
  });
});
