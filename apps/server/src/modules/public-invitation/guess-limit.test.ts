import { serverTexts } from '@convite/i18n/server-texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RateLimitedError } from '../../domain/errors.ts';
import { statusOf } from '../../http/error-handler.ts';
import { createTestDatabase } from '../../test/test-app.ts';
import { addressSubject } from '../../security/rate-limit.ts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  createGuessLimiter,
  type CountedLookup,
  type GuessCounters,
  type GuessLimits,
} from './guess-limit.ts';
import {
  countersInWindowJson,
  countsInOrder,
  createRateLimitsRepository,
} from '../../security/rate-limits.repository.ts';
import type { RateLimitStore } from '../../security/rate-limit.ts';

describe('addressSubject', () => {
  it.each([
    ['198.51.100.7', '198.51.100.7'],
    ['::ffff:198.51.100.7', '198.51.100.7'],
    ['::FFFF:c633:6407', '198.51.100.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::9', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:ffff::', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['64:ff9b::198.51.100.7', '64:ff9b:0:0::/64'],
    ['not an address', 'not an address'],
  ])('counts %s as %s', (address, subject) => {
    expect(addressSubject(address)).toBe(subject);
  });
});

const limits: GuessLimits = {
  windowMs: 15 * 60_000,
  perAddress: 3,
  holdAddressAfter: 8,
  perWedding: 100,
  holdAtWeddingAfter: 5,
  message: serverTexts.publicInvitation.tooManyWrongCodes,
};

describe('the guess limiter on the counters table', () => {
  let store: RateLimitStore;
  let db: Db;
  let close: () => Promise<void>;
  let clock = new Date('2030-01-01T12:00:00Z');

  beforeAll(async () => {
    const test = await createTestDatabase();
    db = test.database.db;
    store = createRateLimitsRepository(db);
    close = test.close;
  });

  /** A lookup that finds `found` and reads the counters as the invitation's statement does. */
  const finding =
    <T>(found: T): CountedLookup<T> =>
    async ({ keys, windowStart }: GuessCounters) => {
      const [row] = await db
        .select({
          counts: countersInWindowJson(
            sql`${windowStart.toISOString()}`,
            sql`${sql.param(keys.map((key) => key.bucket))}`,
            sql`${sql.param(keys.map((key) => key.subject))}`,
          ),
        })
        .from(sql`(select 1) as one`);
      return { found, counts: countsInOrder(keys, row?.counts) };
    };
  afterAll(async () => {
    await close?.();
  });

  it('answers no more wrong codes than the limits allow, however many arrive at once', async () => {
    const limiter = createGuessLimiter(store, limits, () => clock);
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, () =>
        limiter.lookUp('203.0.113.1', 'boda-a', finding('wrong'), () => true),
      ),
    );
    // Exactly three are answered as wrong codes; then the address is held, even for a guest's code.
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(3);
    const held = await limiter
      .lookUp('203.0.113.1', 'boda-a', finding('guest'), () => false)
      .catch((error: unknown) => error);
    expect(held).toBeInstanceOf(RateLimitedError);
    expect(statusOf(held as RateLimitedError)).toBe(429);
    expect(held).toMatchObject({ retryAfterSeconds: 900 });
  });

  it("never counts a guest's code, so any number of them pass at once", async () => {
    clock = new Date('2030-01-01T13:00:00Z');
    const limiter = createGuessLimiter(store, limits, () => clock);
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, () =>
        limiter.lookUp('203.0.113.2', 'boda-a', finding('guest'), () => false),
      ),
    );
    expect(results.every((result) => result.status === 'fulfilled')).toBe(true);
    // Afterwards the address has no guess counted: its first wrong codes are only wrong.
    for (let index = 0; index < 3; index += 1) {
      await expect(
        limiter.lookUp('203.0.113.2', 'boda-a', finding('wrong'), () => true),
      ).resolves.toBe('wrong');
    }
  });

  it('counts nothing when the lookup fails, and passes the error on', async () => {
    clock = new Date('2030-01-01T14:00:00Z');
    const limiter = createGuessLimiter(store, limits, () => clock);
    const failing: CountedLookup<string> = async () => {
      throw new Error('database away');
    };
    for (let index = 0; index < 12; index += 1) {
      await expect(limiter.lookUp('203.0.113.3', 'boda-a', failing, () => true)).rejects.toThrow(
        'database away',
      );
    }
    await expect(
      limiter.lookUp('203.0.113.3', 'boda-a', finding('wrong'), () => true),
    ).resolves.toBe('wrong');
  });
});
