import { and, asc, count, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { newestFirst, readPage, type RowsPage } from '../../db/admin-pages.ts';
import type { Db } from '../../db/database.ts';
import { promoters, type PromoterRow } from '../../db/schema/accounts.ts';
import {
  commissions,
  promoCodes,
  type CommissionRow,
  type PromoCodeRow,
} from '../../db/schema/payments.ts';
import { containsText } from '../../db/text-search.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';

export type { PromoterRow };
export type PromoCodeWithCommissions = PromoCodeRow & { commissions: CommissionRow[] };

/** What an admin sets on a promo code; usedCount is never among it. */
export type PromoCodeValues = {
  code: string;
  type: 'percentage' | 'amount';
  value: number;
  commission: number | null;
  isActive: boolean;
  usageLimit: number | null;
  expiresAt: Date | null;
};

/** A unique index refused the write (the email or the code is taken, perhaps by a racing request). */
export class DuplicateError extends Error {
  constructor() {
    super('unique value already in use');
    this.name = 'DuplicateError';
  }
}

async function unique<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new DuplicateError();
    throw error;
  }
}

export function createPromotersRepository(db: Db) {
  async function withCommissions(code: PromoCodeRow): Promise<PromoCodeWithCommissions> {
    const earned = await db
      .select()
      .from(commissions)
      .where(eq(commissions.promoCodeId, code.id))
      .orderBy(asc(commissions.id));
    return { ...code, commissions: earned };
  }

  return {
    /**
     * Any promoter (not `exceptId`) with the email, deleted ones too: the unique index covers them
     * all, so a deleted promoter's email stays taken.
     */
    async emailInUse(email: string, exceptId?: number): Promise<boolean> {
      const sameEmail = eq(sql`lower(${promoters.email})`, email.toLowerCase());
      const [row] = await db
        .select({ id: promoters.id })
        .from(promoters)
        .where(exceptId === undefined ? sameEmail : and(sameEmail, ne(promoters.id, exceptId)))
        .limit(1);
      return row !== undefined;
    },

    /** One page of the promoters not deleted, newest first; the search looks in name and email. */
    async page(page: number, search?: string): Promise<RowsPage<PromoterRow>> {
      const where = and(
        isNull(promoters.deletedAt),
        containsText(search, [promoters.name, promoters.email]),
      );
      return readPage(
        page,
        () => db.select({ value: count() }).from(promoters).where(where),
        (limit, offset) =>
          db
            .select()
            .from(promoters)
            .where(where)
            .orderBy(...newestFirst(promoters))
            .limit(limit)
            .offset(offset),
      );
    },

    /** The promoter, unless missing or deleted. */
    async findPromoter(id: number): Promise<PromoterRow | null> {
      const [row] = await db
        .select()
        .from(promoters)
        .where(and(eq(promoters.id, id), isNull(promoters.deletedAt)))
        .limit(1);
      return row ?? null;
    },

    /** null when missing or deleted; throws DuplicateError when the email is taken. */
    async updatePromoter(
      id: number,
      values: { name: string; email: string; passwordHash?: string },
    ): Promise<PromoterRow | null> {
      const [row] = await unique(() =>
        db
          .update(promoters)
          .set({ ...values, email: values.email.toLowerCase() })
          .where(and(eq(promoters.id, id), isNull(promoters.deletedAt)))
          .returning(),
      );
      return row ?? null;
    },

    /**
     * Marks the promoter deleted and deactivates their codes, together; false when missing or already
     * deleted. Payments and commissions are not touched: history keeps them.
     */
    async softDeletePromoter(id: number, now: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const deleted = await tx
          .update(promoters)
          .set({ deletedAt: now })
          .where(and(eq(promoters.id, id), isNull(promoters.deletedAt)))
          .returning({ id: promoters.id });
        if (deleted.length === 0) return false;
        await tx.update(promoCodes).set({ isActive: false }).where(eq(promoCodes.promoterId, id));
        return true;
      });
    },

    /** Throws DuplicateError when the email (case-insensitively) is taken. */
    async createPromoter(input: {
      name: string;
      email: string;
      passwordHash: string;
    }): Promise<PromoterRow> {
      const [row] = await unique(() =>
        db
          .insert(promoters)
          .values({ ...input, email: input.email.toLowerCase() })
          .returning(),
      );
      if (!row) throw new Error('insert returned no promoter');
      return row;
    },

    async promoterExists(id: number): Promise<boolean> {
      const [row] = await db
        .select({ id: promoters.id })
        .from(promoters)
        .where(and(eq(promoters.id, id), isNull(promoters.deletedAt)))
        .limit(1);
      return row !== undefined;
    },

    /** Whether another code (not `exceptId`) has this code, case-insensitively. */
    async codeInUse(code: string, exceptId?: number): Promise<boolean> {
      const sameCode = eq(sql`lower(${promoCodes.code})`, code.toLowerCase());
      const [row] = await db
        .select({ id: promoCodes.id })
        .from(promoCodes)
        .where(exceptId === undefined ? sameCode : and(sameCode, ne(promoCodes.id, exceptId)))
        .limit(1);
      return row !== undefined;
    },

    /** Throws DuplicateError when the code (case-insensitively) is taken. */
    async createPromoCode(
      promoterId: number,
      values: PromoCodeValues,
    ): Promise<PromoCodeWithCommissions> {
      const [row] = await unique(() =>
        db
          .insert(promoCodes)
          .values({ ...values, promoterId })
          .returning(),
      );
      if (!row) throw new Error('insert returned no promo code');
      return { ...row, commissions: [] };
    },

    /** null when there is no such code; throws DuplicateError when the new code is taken. */
    async updatePromoCode(
      id: number,
      values: PromoCodeValues,
    ): Promise<PromoCodeWithCommissions | null> {
      // A deleted promoter's codes stay as they were left (inactive): staff no longer see them.
      const activePromoters = db
        .select({ id: promoters.id })
        .from(promoters)
        .where(isNull(promoters.deletedAt));
      const [row] = await unique(() =>
        db
          .update(promoCodes)
          .set(values)
          .where(and(eq(promoCodes.id, id), inArray(promoCodes.promoterId, activePromoters)))
          .returning(),
      );
      return row ? withCommissions(row) : null;
    },
  };
}

export type PromotersRepository = ReturnType<typeof createPromotersRepository>;
