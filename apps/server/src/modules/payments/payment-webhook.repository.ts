// What the Stripe webhook reads and writes: the ids of the events already processed (kept in
// idempotency_keys under the scope 'stripe-event'), the payment a PaymentIntent paid for, and its
// settlement.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { idempotencyKeys, payments } from '../../db/schema/payments.ts';
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
} & Pick<PaymentsRepository, 'succeed' | 'fail'>;

function store(db: Db): PaymentWebhookStore {
  // The checkout's own settlement (a savepoint inside the event's transaction).
  const { succeed, fail } = createPaymentsRepository(db);
  return {
    succeed,
    fail,
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
