// Issue 32, point 2: a sign-in counts a hit on its account's and its address's counters at once and
// takes it back when the password was right. The count locked the two rows in one order and the
// release in another, so bursts from one address deadlocked on PostgreSQL (20+ "deadlock detected"
// in 60-login bursts). Counting and releasing now lock in one order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-app.ts';
import { createRateLimitsRepository } from './rate-limits.repository.ts';
import type { CounterKey, RateLimitStore } from './rate-limit.ts';

describe('the rate-limit counters under bursts', () => {
  let close: () => Promise<void>;
  let store: RateLimitStore;

  beforeAll(async () => {
    const test = await createTestDatabase();
    close = test.close;
    store = createRateLimitsRepository(test.database.db);
  });
  afterAll(async () => {
    await close?.();
  });

  it('counts and releases the same counters from 60 requests at once without a deadlock', async () => {
    const windowStart = new Date('2030-01-01T00:00:00Z');
    const address: CounterKey = { bucket: 'login-address', subject: '198.51.100.7' };
    const accounts: CounterKey[] = [
      { bucket: 'login-account', subject: 'client:ana@example.com' },
      { bucket: 'login-account', subject: 'client:luis@example.com' },
    ];
    const outcomes = await Promise.allSettled(
      Array.from({ length: 60 }, async (_, index) => {
        const account = accounts[index % accounts.length] as CounterKey;
        // Half name the counters one way round, half the other, as different callers do.
        const keys = index % 2 === 0 ? [account, address] : [address, account];
        for (let round = 0; round < 20; round += 1) {
          await store.incrementAll(keys, windowStart);
          await store.decrementAll([...keys].reverse(), windowStart);
        }
      }),
    );
    const failures = outcomes.flatMap((outcome) =>
      outcome.status === 'rejected' ? [String(outcome.reason)] : [],
    );
    expect(failures).toEqual([]);
    // Every hit was taken back: the counters stand at zero.
    expect(await store.incrementAll([address, ...accounts], windowStart)).toEqual([1, 1, 1]);
  });
});
