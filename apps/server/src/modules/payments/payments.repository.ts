// The checkout's reads and writes, all inside one transaction that holds the wedding's row lock
// (and, once claimed, the promo code's) until the payment is recorded or everything rolls back.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  commissions,
  payments,
  promoCodes,
  usablePromoCode,
  type PaymentRow,
  type PromoCodeRow,
} from '../../db/schema/payments.ts';
import { invitationPlans, type PlanRow } from '../../db/schema/plans.ts';
import { weddings, type WeddingRow } from '../../db/schema/weddings.ts';

export type NewPayment = typeof payments.$inferInsert;
export type NewCommission = typeof commissions.$inferInsert;

export type CheckoutStore = {
  /** The wedding, locked (SELECT … FOR UPDATE) until the transaction ends; null when missing. */
  lockWedding(weddingId: number): Promise<WeddingRow | null>;
  findPlan(planId: number): Promise<PlanRow | null>;
  /**
   * Counts one use of the code if it is usable now, in one conditional UPDATE: the row lock it takes
   * lasts until the transaction ends, and a concurrent use waits for it and then re-checks the limit
   * against the committed count, so a code with a limit of 1 is used once. Null when the code is not
   * usable (or does not exist).
   */
  claimPromoCode(promoCodeId: number, now: Date): Promise<PromoCodeRow | null>;
  /** The code as committed now, usable or not (to say why a claim was refused); null when missing. */
  findPromoCode(promoCodeId: number): Promise<PromoCodeRow | null>;
  insertPayment(payment: NewPayment): Promise<PaymentRow>;
  setWeddingPlan(weddingId: number, planId: number, now: Date): Promise<void>;
  insertCommission(commission: NewCommission): Promise<void>;
};

function checkoutStore(tx: Db): CheckoutStore {
  return {
    async lockWedding(weddingId) {
      const [row] = await tx
        .select()
        .from(weddings)
        .where(eq(weddings.id, weddingId))
        .for('update');
      return row ?? null;
    },
    async findPlan(planId) {
      const [row] = await tx
        .select()
        .from(invitationPlans)
        .where(eq(invitationPlans.id, planId))
        .limit(1);
      return row ?? null;
    },
    async claimPromoCode(promoCodeId, now) {
      const [row] = await tx
        .update(promoCodes)
        .set({ usedCount: sql`${promoCodes.usedCount} + 1`, updatedAt: now })
        .where(and(eq(promoCodes.id, promoCodeId), usablePromoCode(now)))
        .returning();
      return row ?? null;
    },
    async findPromoCode(promoCodeId) {
      const [row] = await tx
        .select()
        .from(promoCodes)
        .where(eq(promoCodes.id, promoCodeId))
        .limit(1);
      return row ?? null;
    },
    async insertPayment(payment) {
      const [row] = await tx.insert(payments).values(payment).returning();
      if (row === undefined) throw new Error('the payment was not inserted');
      return row;
    },
    async setWeddingPlan(weddingId, planId, now) {
      await tx
        .update(weddings)
        .set({ invitationPlanId: planId, updatedAt: now })
        .where(eq(weddings.id, weddingId));
    },
    async insertCommission(commission) {
      await tx.insert(commissions).values(commission);
    },
  };
}

export function createPaymentsRepository(db: Db) {
  return {
    /** Runs `work` in one transaction: an error thrown inside rolls every write back. */
    inCheckoutTransaction<T>(work: (store: CheckoutStore) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(checkoutStore(tx)));
    },
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
