import { and, eq, gt, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { promoCodes, type PromoCodeRow } from '../../db/schema/payments.ts';

/** A code that can be used now: active, not expired, used fewer times than its limit (if any). */
export function usablePromoCode(now: Date): SQL {
  return and(
    eq(promoCodes.isActive, true),
    or(isNull(promoCodes.expiresAt), gt(promoCodes.expiresAt, now)),
    or(isNull(promoCodes.usageLimit), lt(promoCodes.usedCount, promoCodes.usageLimit)),
  ) as SQL;
}

export function createPromoCodesRepository(db: Db) {
  return {
    /** The usable code spelled `code` in any case, or null. */
    async findUsableByCode(code: string, now: Date): Promise<PromoCodeRow | null> {
      const [row] = await db
        .select()
        .from(promoCodes)
        .where(and(sql`lower(${promoCodes.code}) = lower(${code})`, usablePromoCode(now)))
        .limit(1);
      return row ?? null;
    },

    /**
     * Counts one use of the code if it is usable now, in one conditional UPDATE: the row lock it takes
     * lasts until the caller's transaction ends, and a concurrent use waits for it and then re-checks
     * the limit against the committed count, so a code with a limit of 1 is used once. Null when the
     * code is not usable (or does not exist).
     */
    async claimUse(tx: Db, id: number, now: Date): Promise<PromoCodeRow | null> {
      const [row] = await tx
        .update(promoCodes)
        .set({ usedCount: sql`${promoCodes.usedCount} + 1`, updatedAt: now })
        .where(and(eq(promoCodes.id, id), usablePromoCode(now)))
        .returning();
      return row ?? null;
    },
  };
}

export type PromoCodesRepository = ReturnType<typeof createPromoCodesRepository>;
