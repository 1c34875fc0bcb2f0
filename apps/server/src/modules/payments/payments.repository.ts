// The checkout's reads and writes in short transactions, none of them open while the provider works:
// the opening (wedding locked, promo code's use reserved, payment recorded as pending), then the
// settlement (a conditional update of the pending payment: the plan, or the reservation released).
import { and, asc, desc, eq, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { clients } from '../../db/schema/accounts.ts';
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
import { promoterCommission } from '@convite/rules/promo-money';
import type { PaymentMethodKind } from '@convite/rules/payment-methods';
import type { NextAction } from '../../payment-gateway/payment-gateway.ts';
import { signals, type PaymentOutcome } from '../../observability/signals.ts';

export type NewPayment = typeof payments.$inferInsert;
export type { PaymentRow };

/** What the provider said of a paid intent (what is unknown, as from a webhook, is left as stored). */
export type PaidDetails = {
  intentId: string | null;
  method?: PaymentMethodKind;
  card?: { brand: string; last4: string } | null;
  installments?: number | null;
};

/** A pending payment the provider has opened: its intent, how it is paid, what is left to do. */
export type OpenDetails = {
  intentId: string;
  method: PaymentMethodKind;
  nextAction: NextAction | null;
};

/** One of a wedding's payments, with the name of the plan it buys. */
export type WeddingPaymentRow = PaymentRow & { planName: string; planNameEng: string };

export type CheckoutStore = {
  /** The wedding, locked (SELECT … FOR UPDATE) until the transaction ends; null when missing. */
  lockWedding(weddingId: number): Promise<WeddingRow | null>;
  findPlan(planId: number): Promise<PlanRow | null>;
  /** Whether the wedding has a payment still pending (a checkout in flight or not yet reconciled). */
  hasPendingPayment(weddingId: number): Promise<boolean>;
  /**
   * Reserves one use of the code if it is usable now, in one conditional UPDATE: a concurrent use
   * waits for its row lock and then re-checks the limit against the committed count, so a code with
   * a limit of 1 is used once. The lock ends with this short transaction, before the provider is
   * called; a failed payment gives the use back. Null when the code is not usable (or does not exist).
   */
  claimPromoCode(promoCodeId: number, now: Date): Promise<PromoCodeRow | null>;
  /** The code as committed now, usable or not (to say why a claim was refused); null when missing. */
  findPromoCode(promoCodeId: number): Promise<PromoCodeRow | null>;
  insertPayment(payment: NewPayment): Promise<PaymentRow>;
};

/** What the provider said of a paid intent, as columns (what it did not say is left as stored). */
function paidColumns(paid: PaidDetails) {
  return {
    ...(paid.intentId === null ? {} : { stripePaymentIntentId: paid.intentId }),
    ...(paid.method === undefined ? {} : { method: paid.method }),
    ...(paid.card === undefined
      ? {}
      : { cardBrand: paid.card?.brand ?? null, cardLast4: paid.card?.last4 ?? null }),
    ...(paid.installments === undefined ? {} : { installments: paid.installments }),
  };
}

/** A paid payment's effects, in its transaction: the wedding's plan and the promoter's commission. */
async function grantPlan(tx: Db, row: PaymentRow, now: Date): Promise<void> {
  if (row.weddingId !== null) {
    await tx
      .update(weddings)
      .set({ invitationPlanId: row.invitationPlanId, updatedAt: now })
      .where(eq(weddings.id, row.weddingId));
  }
  if (row.promoCodeId === null) return;
  const [code] = await tx.select().from(promoCodes).where(eq(promoCodes.id, row.promoCodeId));
  if (code !== undefined && code.commission !== null && code.commission > 0) {
    await tx.insert(commissions).values({
      paymentId: row.id,
      promoCodeId: code.id,
      promoterId: code.promoterId,
      amount: promoterCommission(row.amount, code.commission),
      percentage: code.commission,
      createdAt: now,
      updatedAt: now,
    });
  }
}

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
    findPlan: (planId) => findPlan(tx, planId),
    async hasPendingPayment(weddingId) {
      const rows = await tx
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.weddingId, weddingId), eq(payments.status, 'pending')))
        .limit(1);
      return rows.length > 0;
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
  };
}

async function findPlan(db: Db, planId: number): Promise<PlanRow | null> {
  const [row] = await db
    .select()
    .from(invitationPlans)
    .where(eq(invitationPlans.id, planId))
    .limit(1);
  return row ?? null;
}

export function createPaymentsRepository(db: Db) {
  return {
    /** Runs `work` in one transaction: an error thrown inside rolls every write back. */
    inCheckoutTransaction<T>(work: (store: CheckoutStore) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(checkoutStore(tx)));
    },

    findPlan: (planId: number) => findPlan(db, planId),

    async findPayment(paymentId: number): Promise<PaymentRow | null> {
      const [row] = await db.select().from(payments).where(eq(payments.id, paymentId)).limit(1);
      return row ?? null;
    },

    /** Pending payments recorded before `createdBefore`, oldest first. */
    async pendingPayments(createdBefore: Date, limit = 100): Promise<PaymentRow[]> {
      return db
        .select()
        .from(payments)
        .where(and(eq(payments.status, 'pending'), lt(payments.createdAt, createdBefore)))
        .orderBy(asc(payments.id))
        .limit(limit);
    },

    /**
     * Records that the provider opened a pending payment (its intent, its method, the couple's next
     * step); null when it was no longer pending.
     */
    async open(paymentId: number, opened: OpenDetails): Promise<PaymentRow | null> {
      // The step's time is the database's, as `stepLeftFor` reads it: no replica's clock decides
      // when a couple's step is given up.
      const [row] = await db
        .update(payments)
        .set({
          stripePaymentIntentId: opened.intentId,
          method: opened.method,
          nextAction: opened.nextAction,
          updatedAt: sql`now()`,
        })
        .where(and(eq(payments.id, paymentId), eq(payments.status, 'pending')))
        .returning();
      return row ?? null;
    },

    /**
     * Whether the pending payment's step (set by `open`) was offered more than `ms` ago, by the
     * database's clock alone.
     */
    async stepLeftFor(paymentId: number, ms: number): Promise<boolean> {
      const [row] = await db
        .select({
          left: sql<boolean>`${payments.updatedAt} < now() - ${ms} * interval '1 millisecond'`,
        })
        .from(payments)
        .where(eq(payments.id, paymentId))
        .limit(1);
      return row?.left === true;
    },

    /** The client who owns the payment's wedding; null when there is none. */
    async ownerOf(paymentId: number): Promise<number | null> {
      const [row] = await db
        .select({ clientId: weddings.clientId })
        .from(payments)
        .innerJoin(weddings, eq(weddings.id, payments.weddingId))
        .where(eq(payments.id, paymentId))
        .limit(1);
      return row?.clientId ?? null;
    },

    async weddingOwner(weddingId: number): Promise<number | null> {
      const [row] = await db
        .select({ clientId: weddings.clientId })
        .from(weddings)
        .where(eq(weddings.id, weddingId))
        .limit(1);
      return row?.clientId ?? null;
    },

    /** Who pays: the account's name and email (an OXXO voucher or SPEI reference is issued to them). */
    async findPayer(paymentId: number): Promise<{ name: string; email: string } | null> {
      const [row] = await db
        .select({ name: clients.name, lastName: clients.lastName, email: clients.email })
        .from(payments)
        .innerJoin(weddings, eq(weddings.id, payments.weddingId))
        .innerJoin(clients, eq(clients.id, weddings.clientId))
        .where(eq(payments.id, paymentId))
        .limit(1);
      if (row === undefined) return null;
      const name = [row.name, row.lastName].filter(Boolean).join(' ').trim();
      return { name: name === '' ? row.email : name, email: row.email };
    },

    /** The wedding's payments but the failed attempts, newest first, with their plan's names. */
    async weddingPayments(weddingId: number): Promise<WeddingPaymentRow[]> {
      const rows = await db
        .select({
          payment: payments,
          planName: invitationPlans.name,
          planNameEng: invitationPlans.nameEng,
        })
        .from(payments)
        .innerJoin(invitationPlans, eq(invitationPlans.id, payments.invitationPlanId))
        .where(and(eq(payments.weddingId, weddingId), ne(payments.status, 'failed')))
        .orderBy(desc(payments.id));
      return rows.map((row) => ({
        ...row.payment,
        planName: row.planName,
        planNameEng: row.planNameEng,
      }));
    },

    /**
     * Marks a pending payment paid and gives its wedding the plan (and the promoter its commission),
     * in one transaction; null when the payment was no longer pending (already settled by the
     * answer, the webhook or reconciliation), so the plan is granted once whoever comes first.
     */
    async succeed(paymentId: number, paid: PaidDetails, now: Date): Promise<PaymentRow | null> {
      const settled = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(payments)
          .set({ status: 'succeeded', nextAction: null, updatedAt: now, ...paidColumns(paid) })
          .where(and(eq(payments.id, paymentId), eq(payments.status, 'pending')))
          .returning();
        if (row === undefined) return null;
        await grantPlan(tx, row, now);
        return row;
      });
      return counted('succeeded', settled);
    },

    /**
     * A charge the provider made for a payment already failed or cancelled (a late success), in one
     * transaction under the payment's lock, then the wedding's (the webhook's order): applied when the
     * checkout's premise still holds — the wedding is there, not deactivated by staff, still on the
     * plan the payment was priced from, and no other payment of it pending (which would charge for the
     * same plan) — so the payment is paid after all, the plan granted with its commission and the
     * code's use taken again; otherwise marked refund_due, for the caller to refund through the
     * gateway. Null when the payment is not failed, or its late charge was handled already.
     */
    async settleLateCharge(
      paymentId: number,
      paid: PaidDetails,
      now: Date,
    ): Promise<{ outcome: 'applied' | 'refund_due'; payment: PaymentRow } | null> {
      const settled = await db.transaction(async (tx) => {
        const [payment] = await tx
          .select()
          .from(payments)
          .where(eq(payments.id, paymentId))
          .for('update');
        if (payment === undefined || payment.status !== 'failed' || payment.lateCharge !== null) {
          return null;
        }
        const [wedding] =
          payment.weddingId === null
            ? []
            : await tx
                .select()
                .from(weddings)
                .where(eq(weddings.id, payment.weddingId))
                .for('update');
        const [otherPending] =
          wedding === undefined
            ? []
            : await tx
                .select({ id: payments.id })
                .from(payments)
                .where(and(eq(payments.weddingId, wedding.id), eq(payments.status, 'pending')))
                .limit(1);
        const applies =
          wedding !== undefined &&
          wedding.deactivatedAt === null &&
          wedding.invitationPlanId === payment.previousPlanId &&
          otherPending === undefined;
        const [row] = await tx
          .update(payments)
          .set({
            ...(applies ? { status: 'succeeded' as const } : {}),
            lateCharge: applies ? 'applied' : 'refund_due',
            nextAction: null,
            updatedAt: now,
            ...paidColumns(paid),
          })
          .where(eq(payments.id, paymentId))
          .returning();
        if (row === undefined) return null;
        if (applies) {
          if (row.promoCodeId !== null) {
            // Failing gave the code's use back; the money was taken with its discount after all.
            await tx
              .update(promoCodes)
              .set({ usedCount: sql`${promoCodes.usedCount} + 1`, updatedAt: now })
              .where(eq(promoCodes.id, row.promoCodeId));
          }
          await grantPlan(tx, row, now);
        }
        return { outcome: applies ? ('applied' as const) : ('refund_due' as const), payment: row };
      });
      return counted('late', settled);
    },

    /** Late charges the provider has still to refund (the refund not yet confirmed), oldest first. */
    async lateChargesToRefund(limit = 100): Promise<PaymentRow[]> {
      return db
        .select()
        .from(payments)
        .where(eq(payments.lateCharge, 'refund_due'))
        .orderBy(asc(payments.id))
        .limit(limit);
    },

    /**
     * Records that the provider refunded a late charge in full: the payment reads `refunded` (money
     * taken and given back); null when it was not waiting for that refund.
     */
    async lateChargeRefunded(paymentId: number, now: Date): Promise<PaymentRow | null> {
      const [row] = await db
        .update(payments)
        .set({
          status: 'refunded',
          lateCharge: 'refunded',
          refundedCentavos: sql`${payments.amount} * 100`,
          refundedAt: now,
          updatedAt: now,
        })
        .where(and(eq(payments.id, paymentId), eq(payments.lateCharge, 'refund_due')))
        .returning();
      return counted('refunded', row ?? null);
    },

    /**
     * Marks a pending payment failed and gives the promo code's reserved use back; null when it was
     * no longer pending.
     */
    async fail(paymentId: number, now: Date): Promise<PaymentRow | null> {
      const settled = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(payments)
          .set({ status: 'failed', nextAction: null, updatedAt: now })
          .where(and(eq(payments.id, paymentId), eq(payments.status, 'pending')))
          .returning();
        if (row === undefined) return null;
        if (row.promoCodeId !== null) {
          await tx
            .update(promoCodes)
            .set({ usedCount: sql`greatest(${promoCodes.usedCount} - 1, 0)`, updatedAt: now })
            .where(eq(promoCodes.id, row.promoCodeId));
        }
        return row;
      });
      return counted('failed', settled);
    },
  };
}

/** Counts a payment's outcome (metrics) when the change was made here, not found made before. */
function counted<T>(outcome: PaymentOutcome, result: T | null): T | null {
  if (result !== null) signals.paymentOutcome(outcome);
  return result;
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
