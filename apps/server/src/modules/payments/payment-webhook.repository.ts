// What the Stripe webhook reads and writes: the ids of the events already processed (kept in
// idempotency_keys under the scope 'stripe-event'), the payment a PaymentIntent paid for, its
// settlement, and what a refund or dispute changes (the payment, its commission, the wedding's plan).
import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  commissions,
  idempotencyKeys,
  payments,
  type CommissionRow,
  type PaymentRow,
} from '../../db/schema/payments.ts';
import { weddings } from '../../db/schema/weddings.ts';
import type { ChargeFacts, PlanStep } from './payment-reversals.ts';
import { createPaymentsRepository, type PaymentsRepository } from './payments.repository.ts';

export const STRIPE_EVENT_SCOPE = 'stripe-event';

export type RecordedPayment = { id: number; weddingId: number | null; status: string };

export type PaymentWebhookStore = {
  /**
   * Records the event as processed; false when it already was (a replay). Inside a transaction the
   * unique (scope, key) makes a concurrent delivery of the same event wait, then see it recorded.
   */
  claimEvent(eventId: string, eventType: string): Promise<boolean>;
  findPaymentByIntentId(intentId: string): Promise<RecordedPayment | null>;
  /** The payment, locked until the event's transaction ends (two events of one charge queue). */
  lockPayment(paymentId: number): Promise<PaymentRow | null>;
  updateChargeFacts(
    paymentId: number,
    facts: ChargeFacts & Pick<PaymentRow, 'status'>,
    now: Date,
  ): Promise<void>;
  findCommission(paymentId: number): Promise<CommissionRow | null>;
  /** Sets how much of the commission is reversed and why; false when it already was exactly that. */
  reverseCommission(
    paymentId: number,
    reversal: Pick<CommissionRow, 'reversedAmount' | 'reversalReason'>,
    now: Date,
  ): Promise<boolean>;
  /** The wedding's plan (the wedding locked) and every payment of it; null when it is gone. */
  lockWeddingPlan(
    weddingId: number,
  ): Promise<{ invitationPlanId: number | null; payments: PlanStep[] } | null>;
  setWeddingPlan(weddingId: number, planId: number | null, now: Date): Promise<void>;
} & Pick<PaymentsRepository, 'succeed' | 'fail' | 'settleLateCharge'>;

function store(db: Db): PaymentWebhookStore {
  // The checkout's own settlement (a savepoint inside the event's transaction).
  const { succeed, fail, settleLateCharge } = createPaymentsRepository(db);
  return {
    succeed,
    fail,
    settleLateCharge,
    async claimEvent(eventId, eventType) {
      const rows = await db
        .insert(idempotencyKeys)
        .values({
          scope: STRIPE_EVENT_SCOPE,
          key: eventId,
          requestHash: eventType,
          responseStatus: 200,
          completedAt: new Date(),
        })
        .onConflictDoNothing({ target: [idempotencyKeys.scope, idempotencyKeys.key] })
        .returning({ id: idempotencyKeys.id });
      return rows.length > 0;
    },

    async findPaymentByIntentId(intentId) {
      const [row] = await db
        .select({ id: payments.id, weddingId: payments.weddingId, status: payments.status })
        .from(payments)
        .where(eq(payments.stripePaymentIntentId, intentId))
        .limit(1);
      return row ?? null;
    },

    async lockPayment(paymentId) {
      const [row] = await db
        .select()
        .from(payments)
        .where(eq(payments.id, paymentId))
        .for('update');
      return row ?? null;
    },

    async updateChargeFacts(paymentId, facts, now) {
      await db
        .update(payments)
        .set({ ...facts, updatedAt: now })
        .where(eq(payments.id, paymentId));
    },

    async findCommission(paymentId) {
      const [row] = await db
        .select()
        .from(commissions)
        .where(eq(commissions.paymentId, paymentId))
        .limit(1);
      return row ?? null;
    },

    async reverseCommission(paymentId, reversal, now) {
      const rows = await db
        .update(commissions)
        .set({ ...reversal, reversedAt: now, updatedAt: now })
        .where(
          and(
            eq(commissions.paymentId, paymentId),
            or(
              ne(commissions.reversedAmount, reversal.reversedAmount),
              sql`${commissions.reversalReason} is distinct from ${reversal.reversalReason}`,
            ),
          ),
        )
        .returning({ id: commissions.id });
      return rows.length > 0;
    },

    async lockWeddingPlan(weddingId) {
      const [wedding] = await db
        .select({ invitationPlanId: weddings.invitationPlanId })
        .from(weddings)
        .where(eq(weddings.id, weddingId))
        .for('update');
      if (wedding === undefined) return null;
      const history = await db
        .select({
          id: payments.id,
          status: payments.status,
          invitationPlanId: payments.invitationPlanId,
          previousPlanId: payments.previousPlanId,
        })
        .from(payments)
        .where(eq(payments.weddingId, weddingId));
      return { invitationPlanId: wedding.invitationPlanId, payments: history };
    },

    async setWeddingPlan(weddingId, planId, now) {
      await db
        .update(weddings)
        .set({ invitationPlanId: planId, updatedAt: now })
        .where(eq(weddings.id, weddingId));
    },
  };
}

export type PaymentWebhookRepository = {
  /** Runs `work` in one transaction: an event is recorded only if its handling succeeds. */
  inTransaction<T>(work: (store: PaymentWebhookStore) => Promise<T>): Promise<T>;
};

export function createPaymentWebhookRepository(db: Db): PaymentWebhookRepository {
  return {
    inTransaction: (work) => db.transaction((tx) => work(store(tx))),
  };
}
