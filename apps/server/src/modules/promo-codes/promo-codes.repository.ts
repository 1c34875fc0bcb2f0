import { and, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { promoCodes, usablePromoCode, type PromoCodeRow } from '../../db/schema/payments.ts';

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
    /** The code spelled `code` in any case, usable or not, or null. */
    async findByCode(code: string): Promise<PromoCodeRow | null> {
      const [row] = await db
        .select()
        .from(promoCodes)
        .where(sql`lower(${promoCodes.code}) = lower(${code})`)
        .limit(1);
      return row ?? null;
    },
  };
}

export type PromoCodesRepository = ReturnType<typeof createPromoCodesRepository>;
