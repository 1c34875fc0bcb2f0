import { and, eq, lt, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { rateLimitCounters } from '../db/schema/rate-limits.ts';
import type { CounterKey, RateLimitStore } from './rate-limit.ts';

const keyOf = (key: CounterKey) => `${key.bucket}\u0000${key.subject}`;

/**
 * Statements that touch several counters lock them in this one order (INSERT … ON CONFLICT locks
 * rows in the order of its values; the release locks them by the same order first), so two requests
 * sharing counters, such as two sign-ins from one address or two guesses at one wedding, wait for
 * each other instead of deadlocking. By bucket then subject, code unit by code unit: the order of
 * `ORDER BY bucket COLLATE "C", subject COLLATE "C"` for the ASCII these keys are made of.
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

/**
 * How many counters `countersInWindowJson` reads at most (the guess limits read three).
 */
export const COUNTERS_READ_AT_ONCE = 3;

/**
 * The counts of counters in one window, as an SQL value for a statement that reads them beside other
 * things (one round trip): a JSON array of `[bucket, subject, hits]`, or null for a counter never hit.
 * `buckets` and `subjects` are parallel text arrays (a counter is the pair at one index) of at most
 * COUNTERS_READ_AT_ONCE counters; `countsInOrder` turns the value into counts.
 *
 * Each counter is one probe of the primary key by all its columns: a plan that costs the same
 * whatever the values, so a prepared statement that reads counters keeps its generic plan. A join
 * with `unnest(buckets, subjects)` was estimated at 10 pairs without the values and at their number
 * with them, and once the table had rows PostgreSQL planned the guest's GET again on every request
 * (docs/decisions.md, "One plan for the guest's GET").
 */
export function countersInWindowJson(
  windowStart: SQLWrapper,
  buckets: SQLWrapper,
  subjects: SQLWrapper,
): SQL<unknown> {
  const probes = Array.from(
    { length: COUNTERS_READ_AT_ONCE },
    (_, index) => sql`(
      select json_build_array(c.bucket, c.subject, c.hits) from ${rateLimitCounters} c
      where c.bucket = (${buckets}::text[])[${sql.raw(String(index + 1))}]
        and c.subject = (${subjects}::text[])[${sql.raw(String(index + 1))}]
        and c.window_start = ${windowStart}::timestamptz)`,
  );
  return sql`json_build_array(${sql.join(probes, sql`, `)})`;
}

/**
 * One hit on the counter of each subject `subjects` selects (one text column), in the window that
 * starts at `windowStart`, as SQL for a statement that counts it beside other work (a
 * data-modifying CTE; the guest's answer counts its hit in the statement that writes it):
 * it returns each counter's `hits`, that hit included. One subject a statement, as `increment`.
 */
export function counterHitSql(bucket: SQLWrapper, windowStart: SQLWrapper, subjects: SQL): SQL {
  return sql`insert into ${rateLimitCounters} (bucket, subject, window_start, hits)
    select ${bucket}, hit.subject, ${windowStart}::timestamptz, 1 from (${subjects}) as hit(subject)
    on conflict (bucket, subject, window_start) do update set hits = ${rateLimitCounters}.hits + 1
    returning hits`;
}

/** The counts `countersInWindowJson` read, in the order of `keys` (0 for a counter never hit). */
export function countsInOrder(keys: readonly CounterKey[], json: unknown): number[] {
  if (keys.length > COUNTERS_READ_AT_ONCE) {
    throw new Error(`countersInWindowJson reads ${COUNTERS_READ_AT_ONCE} counters at most`);
  }
  const rows = (json as ([string, string, number] | null)[]).filter((row) => row !== null);
  const hits = new Map(rows.map(([bucket, subject, count]) => [keyOf({ bucket, subject }), count]));
  return keys.map((key) => hits.get(keyOf(key)) ?? 0);
}

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

    async decrementAll(keys, windowStart) {
      if (keys.length === 0) return;
      // A plain UPDATE … WHERE a OR b locks in the order it scans, against the insert's order:
      // 20+ deadlocks in bursts of 60 sign-ins from one address. The rows are locked in order first.
      const locked = db
        .select({
          bucket: rateLimitCounters.bucket,
          subject: rateLimitCounters.subject,
        })
        .from(rateLimitCounters)
        .where(and(eq(rateLimitCounters.windowStart, windowStart), matchesAny(keys)))
        .orderBy(
          sql`${rateLimitCounters.bucket} collate "C"`,
          sql`${rateLimitCounters.subject} collate "C"`,
        )
        .for('update');
      await db
        .update(rateLimitCounters)
        .set({ hits: sql`greatest(${rateLimitCounters.hits} - 1, 0)` })
        .where(
          and(
            eq(rateLimitCounters.windowStart, windowStart),
            sql`(${rateLimitCounters.bucket}, ${rateLimitCounters.subject}) in (${locked})`,
          ),
        );
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
