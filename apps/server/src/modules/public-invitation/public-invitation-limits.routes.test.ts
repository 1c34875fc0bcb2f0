import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
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
  answersPerGuest: { ...DEFAULTS.answersPerGuest, max: 2 },
  guesses: {
    ...DEFAULTS.guesses,
    perAddress: 3,
    holdAddressAfter: 8,
    perWedding: 12,
    holdAtWeddingAfter: 2,
  },
};

/** Where a request comes from: a peer talking to the API, or a guest forwarded by a proxy. */
type From = { remoteAddress: string } | { forwardedFor: string };

type Harness = {
  t: TestApp;
  setClock(at: Date): void;
  advance(ms: number): void;
};

/** An app whose clock the test moves; the fake clock runs in 2030, so trials must run then too. */
async function harness(
  options: { limits?: PublicInvitationLimits; env?: Record<string, string> } = {},
) {
  let clock = new Date('2030-01-01T12:00:10Z');
  const t = await createTestApp({
    env: options.env,
    modules: [createPublicInvitationRoutes({ limits: options.limits ?? limits, now: () => clock })],
  });
  return {
    t,
    setClock(at: Date) {
      clock = at;
    },
    advance(ms: number) {
      clock = new Date(clock.getTime() + ms);
    },
  } satisfies Harness;
}

async function weddingWithGuests(t: TestApp, count: number) {
  const couple = await insertCouple(t.app.db);
  await t.app.db
    .update(weddings)
    .set({ trialEndsAt: new Date('2031-01-01T00:00:00Z') })
    .where(eq(weddings.id, couple.weddingId));
  const [wedding] = await t.app.db
    .select({ slug: weddings.slug })
    .from(weddings)
    .where(eq(weddings.id, couple.weddingId));
  const rows =
    count === 0
      ? []
      : await t.app.db
          .insert(guests)
          .values(
            Array.from({ length: count }, (_, index) => ({
              weddingId: couple.weddingId,
              name: `Invitado ${index + 1}`,
              code: `G${String(index).padStart(3, '0')}${randomUUID().slice(0, 5).toUpperCase()}`,
            })),
          )
          .returning({ id: guests.id, code: guests.code });
  const code = (index: number): string => {
    const row = rows[index];
    if (row === undefined) throw new Error(`no guest ${index}`);
    return row.code;
  };
  return { weddingId: couple.weddingId, slug: wedding?.slug ?? '', guests: rows, code };
}

function origin(from: From): Pick<InjectOptions, 'remoteAddress' | 'headers'> {
  return 'remoteAddress' in from
    ? { remoteAddress: from.remoteAddress, headers: {} }
    : { headers: { 'x-forwarded-for': from.forwardedFor } };
}

function requests(t: TestApp) {
  return {
    open(slug: string, code: string | null, from: From, language = 'es') {
      const { remoteAddress, headers } = origin(from);
      return t.app.inject({
        method: 'GET',
        url: `/v1/public/invitations/${slug}${code === null ? '' : `?code=${code}`}`,
        remoteAddress,
        headers: { ...headers, 'accept-language': language },
      });
    },
    answer(slug: string, code: string, from: From, confirmation = true) {
      const { remoteAddress, headers } = origin(from);
      return t.app.inject({
        method: 'POST',
        url: `/v1/public/invitations/${slug}/confirmation`,
        remoteAddress,
        payload: { code, confirmation, confirmedGuests: confirmation ? 1 : undefined },
        headers: { ...headers, 'idempotency-key': randomUUID() },
      });
    },
  };
}

const guestOf = (response: { json<T>(): T }) => response.json<{ guest: unknown }>().guest;
let wrongCodes = 0;
/** A code of no guest (guest codes here start with G). */
const wrongCode = () => `W${String((wrongCodes += 1)).padStart(7, '0')}`;

describe('300 guests of one wedding behind one public address (the real limits)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await harness({ limits: DEFAULTS });
  });
  afterAll(async () => {
    await h?.t.close();
  });

  it('each opens their own link and answers within two minutes, a few typos on the way: every one succeeds', async () => {
    const { weddingId, slug, guests: invited } = await weddingWithGuests(h.t, 300);
    const api = requests(h.t);
    // The carrier's (or the venue's) one public address, reaching the API directly, and the
    // same address forwarded by the invitation server on loopback.
    const shared = '198.51.100.77';
    const direct: From = { remoteAddress: shared };
    const forwarded: From = { forwardedFor: shared };
    const start = new Date('2030-01-01T20:00:00Z');
    const failures: string[] = [];

    for (let batch = 0; batch < invited.length; batch += 10) {
      // Ten guests at a time, 4 s apart: 300 guests in two minutes.
      h.setClock(new Date(start.getTime() + (batch / 10) * 4_000));
      await Promise.all(
        invited.slice(batch, batch + 10).map(async (guest, offset) => {
          const index = batch + offset;
          const from = index % 2 === 0 ? direct : forwarded;
          if (index % 20 === 0) {
            // One guest in twenty mistypes their code first (15 wrong codes in all).
            const typo = await api.open(slug, wrongCode(), from);
            if (typo.statusCode !== 200 || guestOf(typo) !== null) failures.push(`typo ${index}`);
          }
          const page = await api.open(slug, guest.code, from);
          if (page.statusCode !== 200 || guestOf(page) === null) failures.push(`open ${index}`);
          const reply = await api.answer(slug, guest.code, from, index % 3 !== 0);
          if (reply.statusCode !== 200) failures.push(`answer ${index}: ${reply.statusCode}`);
        }),
      );
    }

    expect(failures).toEqual([]);
    const answered = await h.t.app.db
      .select({ confirmation: guests.confirmation })
      .from(guests)
      .where(eq(guests.weddingId, weddingId));
    expect(answered.filter((row) => row.confirmation !== null)).toHaveLength(300);
    // 900 requests and their statements: a guard against a hang, not a measure of speed (it takes
    // seconds alone, and a busy 2-core machine must not fail it).
  }, 180_000);
});

describe('the guess limits', () => {
  let h: Harness;
  let api: ReturnType<typeof requests>;
  let addresses = 0;
  const newAddress = (): From => ({ forwardedFor: `192.0.2.${(addresses += 1)}` });

  beforeAll(async () => {
    h = await harness();
    api = requests(h.t);
  });
  afterAll(async () => {
    await h?.t.close();
  });

  it("refuses an address's wrong codes past its limit while that address's guests still open and answer", async () => {
    h.advance(15 * MINUTE);
    const { slug, guests: invited } = await weddingWithGuests(h.t, 3);
    const address = newAddress();
    for (let index = 0; index < 3; index += 1) {
      const response = await api.open(slug, wrongCode(), address);
      expect(response.statusCode).toBe(200);
      expect(guestOf(response)).toBeNull();
    }
    const refused = await api.open(slug, wrongCode(), address, 'en');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: 'rate_limited',
      message: 'Too many attempts with a wrong code. Please try again later.',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await api.answer(slug, wrongCode(), address)).statusCode).toBe(429);

    // The same address's guests, with their own codes, by page and by answer.
    for (const guest of invited) {
      const page = await api.open(slug, guest.code, address);
      expect(page.statusCode).toBe(200);
      expect(guestOf(page)).toMatchObject({ name: expect.stringMatching(/^Invitado/) });
      expect((await api.answer(slug, guest.code, address)).statusCode).toBe(200);
    }
    // The invitation without a code shows, and another address's wrong code is only wrong.
    expect((await api.open(slug, null, address)).statusCode).toBe(200);
    const elsewhere = await api.open(slug, wrongCode(), newAddress());
    expect(elsewhere.statusCode).toBe(200);
    expect(guestOf(elsewhere)).toBeNull();
  });

  it('holds an address that keeps guessing: then every code from it waits for the window to end', async () => {
    h.setClock(new Date('2030-01-02T12:00:00Z'));
    const { slug, code } = await weddingWithGuests(h.t, 2);
    const guest = { code: code(0) };
    const address = newAddress();
    // Eight wrong codes are counted; the ninth is the one past the threshold.
    for (let index = 0; index < 9; index += 1) await api.open(slug, wrongCode(), address);

    h.advance(5 * MINUTE);
    const held = await api.open(slug, guest.code, address);
    expect(held.statusCode).toBe(429);
    expect(held.headers['retry-after']).toBe('600'); // the quarter hour ends at 12:15
    expect((await api.answer(slug, guest.code, address)).statusCode).toBe(429);
    // What is not a code lookup, and other addresses, go on.
    expect((await api.open(slug, null, address)).statusCode).toBe(200);
    expect(guestOf(await api.open(slug, guest.code, newAddress()))).not.toBeNull();

    h.advance(10 * MINUTE);
    expect(guestOf(await api.open(slug, guest.code, address))).not.toBeNull();
  });

  it('limits the wrong codes a wedding takes from every address together, and holds only who guessed there', async () => {
    h.setClock(new Date('2030-01-03T12:00:00Z'));
    const attacked = await weddingWithGuests(h.t, 2);
    const other = await weddingWithGuests(h.t, 1);
    // Twelve addresses, one wrong code each: the wedding's limit.
    for (let index = 0; index < 12; index += 1) {
      const response = await api.open(attacked.slug, wrongCode(), newAddress());
      expect(guestOf(response)).toBeNull();
    }
    const fresh = newAddress();
    expect((await api.open(attacked.slug, wrongCode(), fresh)).statusCode).toBe(429);
    // Guests still open the attacked wedding, from anywhere, and other weddings take wrong codes.
    expect(guestOf(await api.open(attacked.slug, attacked.code(0), fresh))).not.toBeNull();
    expect(guestOf(await api.open(attacked.slug, attacked.code(1), newAddress()))).not.toBeNull();
    expect((await api.open(other.slug, wrongCode(), fresh)).statusCode).toBe(200);

    // An address that guessed at it more than twice is held there, and only there.
    const guesser = newAddress();
    for (let index = 0; index < 3; index += 1) await api.open(attacked.slug, wrongCode(), guesser);
    expect((await api.open(attacked.slug, attacked.code(0), guesser)).statusCode).toBe(429);
    expect(guestOf(await api.open(other.slug, other.code(0), guesser))).not.toBeNull();

    h.advance(15 * MINUTE);
    expect(guestOf(await api.open(attacked.slug, attacked.code(0), guesser))).not.toBeNull();
  });

  it('counts an IPv6 subscriber by their /64, and an IPv4-mapped address as the IPv4 one', async () => {
    h.setClock(new Date('2030-01-04T12:00:00Z'));
    const { slug } = await weddingWithGuests(h.t, 1);
    for (const host of ['1', '2', 'abcd:1234', 'ffff:ffff:ffff:ffff']) {
      await api.open(slug, wrongCode(), { forwardedFor: `2001:db8:7:7::${host}` });
    }
    const sameSubscriber = await api.open(slug, wrongCode(), { forwardedFor: '2001:db8:7:7::9' });
    expect(sameSubscriber.statusCode).toBe(429);
    expect(
      (await api.open(slug, wrongCode(), { forwardedFor: '2001:db8:7:8::1' })).statusCode,
    ).toBe(200);

    for (let index = 0; index < 3; index += 1) {
      await api.open(slug, wrongCode(), { forwardedFor: '192.0.2.250' });
    }
    const mapped = await api.open(slug, wrongCode(), { forwardedFor: '::ffff:192.0.2.250' });
    expect(mapped.statusCode).toBe(429);
  });

  it('limits answers per guest, whatever the address', async () => {
    h.setClock(new Date('2030-01-05T12:00:00Z'));
    const { slug, code } = await weddingWithGuests(h.t, 2);
    const [first, second] = [{ code: code(0) }, { code: code(1) }];
    expect((await api.answer(slug, first.code, newAddress())).statusCode).toBe(200);
    expect((await api.answer(slug, first.code, newAddress(), false)).statusCode).toBe(200);
    const refused = await api.answer(slug, first.code, newAddress());
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('60');
    expect((await api.answer(slug, second.code, newAddress())).statusCode).toBe(200);

    h.advance(MINUTE);
    expect((await api.answer(slug, first.code, newAddress())).statusCode).toBe(200);
  });

  it('counts in PostgreSQL: a second app on the same database sees the same counts', async () => {
    h.setClock(new Date('2030-01-06T12:00:00Z'));
    const { slug } = await weddingWithGuests(h.t, 1);
    const address = newAddress();
    for (let index = 0; index < 3; index += 1) await api.open(slug, wrongCode(), address);
    const { buildApp } = await import('../../app.ts');
    const replica = await buildApp({
      config: h.t.config,
      database: h.t.database,
      modules: [
        createPublicInvitationRoutes({ limits, now: () => new Date('2030-01-06T12:01:00Z') }),
      ],
    });
    try {
      const response = await replica.inject({
        method: 'GET',
        url: `/v1/public/invitations/${slug}?code=${wrongCode()}`,
        headers: 'forwardedFor' in address ? { 'x-forwarded-for': address.forwardedFor } : {},
      });
      expect(response.statusCode).toBe(429);
    } finally {
      // The replica shares the database: closing it must not close the database.
      await replica.close();
    }
  });
});

describe('the client address behind proxies (TRUST_PROXY)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await harness({ env: { TRUST_PROXY: 'false' } });
  });
  afterAll(async () => {
    await h?.t.close();
  });

  it('ignores X-Forwarded-For from a peer it does not trust: every wrong code counts for the peer', async () => {
    const { slug, code } = await weddingWithGuests(h.t, 1);
    const api = requests(h.t);
    const statuses: number[] = [];
    for (let index = 0; index < 5; index += 1) {
      const response = await api.open(slug, wrongCode(), { forwardedFor: `192.0.2.${index + 1}` });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    // Still only the guesses: the guest behind that peer opens their invitation.
    const guest = await api.open(slug, code(0), { forwardedFor: '192.0.2.99' });
    expect(guestOf(guest)).not.toBeNull();
  });
});
