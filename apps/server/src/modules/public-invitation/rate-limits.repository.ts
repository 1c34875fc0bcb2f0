import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rateLimitCounters } from '../../db/schema/rate-limits.ts';
import type { RateLimitStore } from './rate-limit.ts';

export function createRateLimitsRepository(db: Db): RateLimitStore {
  return {
    async increment(bucket, subject, windowStart) {
      // One statement counts and records, so concurrent requests on any replica never lose a hit.
      const [row] = await db
        .insert(rateLimitCounters)
        .values({ bucket, subject, windowStart, hits: 1 })
        .onConflictDoUpdate({
          target: [
            rateLimitCounters.bucket,
            rateLimitCounters.subject,
            rateLimitCounters.windowStart,
          ],
          set: { hits: sql`${rateLimitCounters.hits} + 1` },
        })
        .returning({ hits: rateLimitCounters.hits });
      return row?.hits ?? 1;
    },

    async count(bucket, subject, windowStart) {
      const [row] = await db
        .select({ hits: rateLimitCounters.hits })
        .from(rateLimitCounters)
        .where(
          and(
            eq(rateLimitCounters.bucket, bucket),
            eq(rateLimitCounters.subject, subject),
            eq(rateLimitCounters.windowStart, windowStart),
          ),
        )
        .limit(1);
      return row?.hits ?? 0;
    },

    async purge(before) {
      await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowStart, before));
    },
  };
}
