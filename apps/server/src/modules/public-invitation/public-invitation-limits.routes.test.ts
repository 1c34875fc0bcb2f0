import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guests } from '../../db/schema/guests.ts';
import { weddings } from '../../db/schema/weddings.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertCouple } from '../../test/wedding-fixtures.ts';
import {
  DEFAULT_PUBLIC_INVITATION_LIMITS as DEFAULTS,
  type PublicInvitationLimits,
} from './public-invitation-limits.ts';
import { createPublicInvitationRoutes } from './public-invitation.routes.ts';

const MINUTE = 60_000;

// Small limits so the tests reach them quickly; the real ones are in public-invitation-limits.ts.
const limits: PublicInvitationLimits = {
  readsPerAddress: { ...DEFAULTS.readsPerAddress, max: 5 },
  wrongCodesPerAddress: { ...DEFAULTS.wrongCodesPerAddress, max: 3 },
  answersPerCode: { ...DEFAULTS.answersPerCode, max: 2 },
  answersPerAddress: { ...DEFAULTS.answersPerAddress, max: 4 },
};

describe('the public invitation rate limits', () => {
  let t: TestApp;
  let clock = new Date('2030-01-01T12:00:10Z');
  let slug: string;
  let codes: string[];
  let addresses = 0;
  const newAddress = () => `198.51.100.${(addresses += 1)}`;

  const get = (path: string, address: string, language = 'es') =>
    t.app.inject({
      method: 'GET',
      url: `/v1/public/invitations/${path}`,
      headers: { 'x-forwarded-for': address, 'accept-language': language },
    });
  const confirm = (code: string, address: string) =>
    t.app.inject({
      method: 'POST',
      url: `/v1/public/invitations/${slug}/confirmation`,
      payload: { code, confirmation: false },
      headers: { 'x-forwarded-for': address, 'idempotency-key': randomUUID() },
    });

  beforeAll(async () => {
    t = await createTestApp({
      modules: [createPublicInvitationRoutes({ limits, now: () => clock })],
    });
    const couple = await insertCouple(t.app.db);
    // The fake clock runs in 2030: the trial must still be running then.
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
        ['A', 'B', 'C', 'D'].map((letter) => ({
          weddingId: couple.weddingId,
          name: letter,
          code: `LIMIT${letter}${randomUUID().slice(0, 4).toUpperCase()}`,
        })),
      )
      .returning({ code: guests.code });
    codes = rows.map((row) => row.code);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('limits reads per address, with Retry-After until the window ends, then lets them through', async () => {
    const address = newAddress();
    for (let index = 0; index < 5; index += 1) {
      expect((await get(slug, address)).statusCode).toBe(200);
    }
    const refused = await get(slug, address, 'en');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: 'Too many requests. Wait a moment and try again.' });
    expect(refused.headers['retry-after']).toBe('50'); // the minute's window ends at 12:01:00
    expect((await get(slug, newAddress())).statusCode).toBe(200); // another address is not held

    clock = new Date(clock.getTime() + MINUTE);
    expect((await get(slug, address)).statusCode).toBe(200);
  });

  it('after too many wrong codes, an address may not look up any code, even a right one', async () => {
    const address = newAddress();
    for (let index = 0; index < 3; index += 1) {
      const response = await get(`${slug}?code=WRONG00${index}`, address);
      expect(response.statusCode).toBe(200);
      expect(response.json<{ guest: unknown }>().guest).toBeNull();
    }
    const blocked = await get(`${slug}?code=${codes[0]}`, address);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json<{ message: string }>().message).toMatch(/código incorrecto/);
    // The invitation without a code still shows; answers are held too.
    expect((await get(slug, address)).statusCode).toBe(200);
    expect((await confirm(codes[0] ?? '', address)).statusCode).toBe(429);

    clock = new Date(clock.getTime() + 15 * MINUTE);
    expect((await get(`${slug}?code=${codes[0]}`, address)).statusCode).toBe(200);
  });

  it('limits answers per code, whatever the address', async () => {
    const code = codes[1] ?? '';
    expect((await confirm(code, newAddress())).statusCode).toBe(200);
    expect((await confirm(code, newAddress())).statusCode).toBe(200);
    const refused = await confirm(code, newAddress());
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await confirm(codes[2] ?? '', newAddress())).statusCode).toBe(200);
  });

  it('limits answers per address, whatever the code', async () => {
    clock = new Date(clock.getTime() + MINUTE);
    const address = newAddress();
    for (const code of [codes[0], codes[1], codes[2], codes[3]]) {
      expect((await confirm(code ?? '', address)).statusCode).toBe(200);
    }
    const refused = await confirm(codes[3] ?? '', address);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });

  it('counts in PostgreSQL: a second app on the same database sees the same counts', async () => {
    const address = newAddress();
    for (let index = 0; index < 5; index += 1) await get(slug, address);
    const { buildApp } = await import('../../app.ts');
    const replica = await buildApp({
      config: t.config,
      database: t.database,
      modules: [createPublicInvitationRoutes({ limits, now: () => clock })],
    });
    try {
      const response = await replica.inject({
        method: 'GET',
        url: `/v1/public/invitations/${slug}`,
        headers: { 'x-forwarded-for': address },
      });
      expect(response.statusCode).toBe(429);
    } finally {
      // The replica shares the database: closing it must not close the database.
      await replica.close();
    }
  });
});

describe('the client address behind proxies (TRUST_PROXY)', () => {
  let t: TestApp;
  let slug: string;

  beforeAll(async () => {
    t = await createTestApp({
      env: { TRUST_PROXY: 'false' },
      modules: [createPublicInvitationRoutes({ limits })],
    });
    const couple = await insertCouple(t.app.db);
    const [wedding] = await t.app.db
      .select({ slug: weddings.slug })
      .from(weddings)
      .where(eq(weddings.id, couple.weddingId));
    slug = wedding?.slug ?? '';
  });
  afterAll(async () => {
    await t?.close();
  });

  it('ignores X-Forwarded-For from a peer it does not trust: every request counts for the peer', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 6; index += 1) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/v1/public/invitations/${slug}`,
        headers: { 'x-forwarded-for': `192.0.2.${index + 1}` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
