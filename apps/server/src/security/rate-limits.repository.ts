import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { rateLimitCounters } from '../db/schema/rate-limits.ts';
import type { CounterKey, RateLimitStore } from './rate-limit.ts';

const keyOf = (key: CounterKey) => `${key.bucket}\u0000${key.subject}`;

/**
 * Statements that add to several counters add in this one order (INSERT … ON CONFLICT locks rows
 * in the order of its values), so two requests sharing counters, such as two guesses from one
 * address at one wedding, wait for each other instead of deadlocking.
 */
function inOneOrder(keys: readonly CounterKey[]): CounterKey[] {
  return [...keys].sort((a, b) => {
    const [left, right] = [keyOf(a), keyOf(b)];
    return left < right ? -1 : left > right ? 1 : 0;
  });
}

const matchesAny = (keys: readonly CounterKey[]) =>
  or(
    ...keys.map((key) =>
      and(eq(rateLimitCounters.bucket, key.bucket), eq(rateLimitCounters.subject, key.subject)),
    ),
  );

export function createRateLimitsRepository(db: Db): RateLimitStore {
  async function incrementAll(keys: readonly CounterKey[], windowStart: Date): Promise<number[]> {
    if (keys.length === 0) return [];
    // One statement counts and records, so concurrent requests on any replica never lose a hit.
    const rows = await db
      .insert(rateLimitCounters)
      .values(inOneOrder(keys).map((key) => ({ ...key, windowStart, hits: 1 })))
      .onConflictDoUpdate({
        target: [
          rateLimitCounters.bucket,
          rateLimitCounters.subject,
          rateLimitCounters.windowStart,
        ],
        set: { hits: sql`${rateLimitCounters.hits} + 1` },
      })
      .returning({
        bucket: rateLimitCounters.bucket,
        subject: rateLimitCounters.subject,
        hits: rateLimitCounters.hits,
      });
    const hits = new Map(rows.map((row) => [keyOf(row), row.hits]));
    return keys.map((key) => hits.get(keyOf(key)) ?? 1);
  }

  return {
    async increment(bucket, subject, windowStart) {
      const [hits = 1] = await incrementAll([{ bucket, subject }], windowStart);
      return hits;
    },

    incrementAll,

    async countAll(keys, windowStart) {
      if (keys.length === 0) return [];
      const rows = await db
        .select({
          bucket: rateLimitCounters.bucket,
          subject: rateLimitCounters.subject,
          hits: rateLimitCounters.hits,
        })
        .from(rateLimitCounters)
        .where(and(eq(rateLimitCounters.windowStart, windowStart), matchesAny(keys)));
      const hits = new Map(rows.map((row) => [keyOf(row), row.hits]));
      return keys.map((key) => hits.get(keyOf(key)) ?? 0);
    },

    async decrementAll(keys, windowStart) {
      if (keys.length === 0) return;
      await db
        .update(rateLimitCounters)
        .set({ hits: sql`greatest(${rateLimitCounters.hits} - 1, 0)` })
        .where(and(eq(rateLimitCounters.windowStart, windowStart), matchesAny(keys)));
    },

    async clear(bucket, subject) {
      await db
        .delete(rateLimitCounters)
        .where(and(eq(rateLimitCounters.bucket, bucket), eq(rateLimitCounters.subject, subject)));
    },

    async purge(before) {
      await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowStart, before));
    },
  };
}
