// POST /payments/webhook: Stripe's events, verified against the raw body and Stripe-Signature, each
// processed once, in one transaction with the record that it was. A payment_intent.succeeded,
// payment_failed or canceled settles the pending payment it names (metadata.paymentId, else its intent id) if
// the checkout's answer has not yet: the same conditional update as the checkout's, so the plan is
// granted once whoever comes first. A payment_intent.succeeded for a payment already failed or
// cancelled is a late charge: applied if the wedding still lacks the plan, else refunded (a job), and
// logged at warn. It logs loudly when Stripe charged a PaymentIntent we have no payment for (it
// needs a person: refund or apply). Refunds and disputes: payment-charge-events.ts.
import { serverTexts } from '@convite/i18n/server-texts';
import Stripe from 'stripe';
import { InvalidInputError, UnavailableError } from '../../domain/errors.ts';
import type { JobQueue } from '../../jobs/job-definitions.ts';
import { applyChargeEvent, CHARGE_EVENT_TYPES } from './payment-charge-events.ts';
import type { PaymentReceipts } from './payment-receipts.service.ts';
import type {
  PaymentWebhookRepository,
  PaymentWebhookStore,
} from './payment-webhook.repository.ts';

/** Stripe's own default: a signature older than five minutes is refused (replayed captures). */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export type WebhookOutcome = 'processed' | 'replay' | 'ignored';

/** What the service logs through: the request's logger, without tying the service to Fastify. */
export type WebhookLog = Record<
  'info' | 'warn' | 'error',
  (details: object, message: string) => void
>;

export type PaymentWebhookService = {
  receive(input: {
    rawBody: Buffer;
    signature: string | undefined;
    log: WebhookLog;
  }): Promise<WebhookOutcome>;
};

type IntentSummary = {
  paymentId: number | null;
  id: string;
  amount: number;
  currency: string;
  metadata: unknown;
};

function intentOf(event: Stripe.Event): IntentSummary {
  const intent = event.data.object as Partial<Stripe.PaymentIntent>;
  const paymentId = Number(intent.metadata?.paymentId ?? '');
  return {
    paymentId: Number.isInteger(paymentId) && paymentId > 0 ? paymentId : null,
    id: String(intent.id ?? ''),
    amount: Number(intent.amount ?? 0),
    currency: String(intent.currency ?? ''),
    metadata: intent.metadata ?? {},
  };
}

/** The events that settle a pending payment: paid, or refused, expired or cancelled. */
const INTENT_EVENT_TYPES: ReadonlySet<string> = new Set([
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
  'payment_intent.canceled',
]);

/** What an intent event did that must follow its commit: a receipt, or a late charge to refund. */
type Settled = { paidPaymentId: number | null; refundPaymentId: number | null };

const NOTHING_TO_FOLLOW: Settled = { paidPaymentId: null, refundPaymentId: null };

/** Settles the pending payment an intent event names (or a late charge on a failed one). */
async function settleIntent(
  store: PaymentWebhookStore,
  event: Stripe.Event,
  log: WebhookLog,
): Promise<Settled> {
  const intent = intentOf(event);
  const context = { eventId: event.id, eventType: event.type, intent };
  const payment =
    intent.paymentId === null
      ? await store.findPaymentByIntentId(intent.id)
      : { id: intent.paymentId };
  if (event.type !== 'payment_intent.succeeded') {
    // A decline the checkout's answer usually recorded already (then this changes nothing), a
    // 3-D Secure step failed, an OXXO voucher expired unpaid, or an intent cancelled.
    const settled = payment === null ? null : await store.fail(payment.id, new Date());
    log.info({ ...context, settled: settled !== null }, 'Stripe reports a failed payment');
    return NOTHING_TO_FOLLOW;
  }
  if (payment === null) {
    log.error(
      context,
      'Stripe charged a PaymentIntent with no recorded payment: apply the plan or refund it',
    );
    return NOTHING_TO_FOLLOW;
  }
  const paid = { intentId: intent.id };
  const settled = await store.succeed(payment.id, paid, new Date());
  if (settled !== null) {
    log.info({ ...context, paymentId: payment.id, settled: true }, 'Stripe payment reconciled');
    return { paidPaymentId: settled.id, refundPaymentId: null };
  }
  // Not pending: paid already (a replay of the news), or failed or cancelled — a late charge.
  const late = await store.settleLateCharge(payment.id, paid, new Date());
  if (late === null) {
    log.info({ ...context, paymentId: payment.id, settled: false }, 'Stripe payment reconciled');
    return NOTHING_TO_FOLLOW;
  }
  const details = { ...context, paymentId: payment.id, weddingId: late.payment.weddingId };
  if (late.outcome === 'applied') {
    log.warn(details, 'late charge on a failed payment: applied, the plan granted');
    return { paidPaymentId: payment.id, refundPaymentId: null };
  }
  log.warn(details, 'late charge on a failed payment: the wedding has the plan, refunding');
  return { paidPaymentId: null, refundPaymentId: payment.id };
}

export function createPaymentWebhookService(deps: {
  webhookSecret: string | null;
  repository: PaymentWebhookRepository;
  /** Emails the receipt when this event is what granted the plan. */
  receipts: PaymentReceipts;
  /** Queues the refund of a late charge (the `payment-reconcile` job refunds it). */
  jobs: JobQueue;
  /** Seconds (tests); default Stripe's five minutes. */
  toleranceSeconds?: number;
}): PaymentWebhookService {
  const tolerance = deps.toleranceSeconds ?? SIGNATURE_TOLERANCE_SECONDS;

  return {
    async receive({ rawBody, signature, log }) {
      if (deps.webhookSecret === null) {
        throw new UnavailableError(serverTexts.paymentWebhook.notConfigured);
      }
      if (signature === undefined || signature === '') {
        throw new InvalidInputError(serverTexts.paymentWebhook.missingSignature);
      }
      let event: Stripe.Event;
      try {
        event = Stripe.webhooks.constructEvent(rawBody, signature, deps.webhookSecret, tolerance);
      } catch (error) {
        // Logged by the route, one short line within its budget (webhook-refusals.ts): Stripe's
        // error carries the whole body and header.
        throw new InvalidInputError(serverTexts.paymentWebhook.badSignature, { cause: error });
      }

      const isIntentEvent = INTENT_EVENT_TYPES.has(event.type);
      if (!isIntentEvent && !CHARGE_EVENT_TYPES.has(event.type)) {
        log.info({ eventId: event.id, eventType: event.type }, 'Stripe event ignored');
        return 'ignored';
      }

      const outcome = await deps.repository.inTransaction(async (store) => {
        if (!(await store.claimEvent(event.id, event.type))) {
          log.info({ eventId: event.id, eventType: event.type }, 'Stripe event replayed: ignored');
          return { outcome: 'replay' as const, ...NOTHING_TO_FOLLOW };
        }
        if (isIntentEvent) {
          return { outcome: 'processed' as const, ...(await settleIntent(store, event, log)) };
        }
        await applyChargeEvent(store, event, log, new Date());
        return { outcome: 'processed' as const, ...NOTHING_TO_FOLLOW };
      });
      // After the commit, so the receipt job finds the payment paid, and the refund (a job with its
      // retries, through the gateway; reconciliation is its backstop) finds it refund_due.
      if (outcome.paidPaymentId !== null) await deps.receipts.paid(outcome.paidPaymentId);
      if (outcome.refundPaymentId !== null) {
        await deps.jobs.send('payment-reconcile', { paymentId: outcome.refundPaymentId });
      }
      return outcome.outcome;
    },
  };
}
