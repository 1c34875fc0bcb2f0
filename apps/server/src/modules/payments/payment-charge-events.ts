// Stripe's refund and dispute events on a paid payment (charge.refunded, charge.dispute.*), inside
// the webhook's transaction: the facts each event reports are merged into the payment (never
// undone by a late or repeated event), its status derived from them, its commission reversed in
// proportion, and the wedding's plan taken back when the payment stops paying for it
// (docs/decisions.md "Payments: refunds and disputes").
import { serverTexts } from '@convite/i18n/server-texts';
import { commissionAfterRefund } from '@convite/rules/promo-money';
import type Stripe from 'stripe';
import { UnavailableError } from '../../domain/errors.ts';
import type { PaymentRow } from '../../db/schema/payments.ts';
import type { PaymentWebhookStore } from './payment-webhook.repository.ts';
import {
  chargedStatus,
  disputeStatusOf,
  holdsPlan,
  laterDisputeStatus,
  planAfterLoss,
  type ChargeFacts,
  type DisputeStatus,
} from './payment-reversals.ts';

export const CHARGE_EVENT_TYPES: ReadonlySet<string> = new Set([
  'charge.refunded',
  'charge.dispute.created',
  'charge.dispute.funds_withdrawn',
  'charge.dispute.closed',
]);

type Log = Record<'info' | 'warn', (details: object, message: string) => void>;

/** What one event says about a charge: the refunded total so far, or its dispute's state. */
type ChargeReport = {
  intentId: string | null;
  /** Our payment's id from the charge's metadata (a dispute carries none). */
  paymentId: number | null;
  refund: { centavos: number; at: Date } | null;
  dispute: { id: string; status: DisputeStatus; openedAt: Date; at: Date } | null;
};

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

const secondsToDate = (seconds: number | undefined, fallback: Date): Date =>
  seconds === undefined ? fallback : new Date(seconds * 1000);

function reportOf(event: Stripe.Event): ChargeReport {
  const at = secondsToDate(event.created, new Date());
  if (event.type === 'charge.refunded') {
    const charge = event.data.object as Partial<Stripe.Charge>;
    const paymentId = Number(charge.metadata?.paymentId ?? '');
    return {
      intentId: idOf(charge.payment_intent),
      paymentId: Number.isInteger(paymentId) && paymentId > 0 ? paymentId : null,
      refund: { centavos: Number(charge.amount_refunded ?? 0), at },
      dispute: null,
    };
  }
  const dispute = event.data.object as Partial<Stripe.Dispute>;
  return {
    intentId: idOf(dispute.payment_intent),
    paymentId: null,
    refund: null,
    dispute: {
      id: String(dispute.id ?? ''),
      status: disputeStatusOf(String(dispute.status ?? '')),
      openedAt: secondsToDate(dispute.created, at),
      at,
    },
  };
}

const later = (a: Date | null, b: Date): Date => (a !== null && a > b ? a : b);

/** The payment's facts with the report's added: refunds only grow, a closed dispute stays closed. */
function mergedFacts(payment: PaymentRow, report: ChargeReport): ChargeFacts {
  const facts: ChargeFacts = {
    refundedCentavos: payment.refundedCentavos,
    refundedAt: payment.refundedAt,
    disputeId: payment.disputeId,
    disputeStatus: payment.disputeStatus,
    disputeOpenedAt: payment.disputeOpenedAt,
    disputeClosedAt: payment.disputeClosedAt,
  };
  if (report.refund !== null && report.refund.centavos > facts.refundedCentavos) {
    facts.refundedCentavos = report.refund.centavos;
    facts.refundedAt = later(facts.refundedAt, report.refund.at);
  }
  if (report.dispute !== null) {
    const status = laterDisputeStatus(facts.disputeStatus, report.dispute.status);
    facts.disputeId ??= report.dispute.id;
    facts.disputeOpenedAt ??= report.dispute.openedAt;
    if (status !== 'open' && facts.disputeStatus !== status) {
      facts.disputeClosedAt = report.dispute.at;
    }
    facts.disputeStatus = status;
  }
  return facts;
}

/**
 * The commission follows the money: reduced in proportion to a partial refund, gone entirely with a
 * full refund or a lost dispute, untouched while a dispute is open (and so after it is won).
 */
async function reverseCommission(
  store: PaymentWebhookStore,
  payment: PaymentRow,
  facts: ChargeFacts,
  status: PaymentRow['status'],
  now: Date,
): Promise<void> {
  const commission = await store.findCommission(payment.id);
  if (commission === null) return;
  const kept =
    status === 'dispute_lost'
      ? 0
      : commissionAfterRefund(payment.amount, facts.refundedCentavos, commission.percentage);
  const reversedAmount = commission.amount - Math.min(kept, commission.amount);
  if (reversedAmount === 0) return;
  const reversalReason =
    status === 'dispute_lost' || status === 'refunded' ? status : 'partially_refunded';
  await store.reverseCommission(payment.id, { reversedAmount, reversalReason }, now);
}

/** The rule of planAfterLoss, applied to the wedding this payment paid for. */
async function takePlanBack(
  store: PaymentWebhookStore,
  payment: PaymentRow,
  log: Log,
  now: Date,
): Promise<void> {
  if (payment.weddingId === null) return;
  const wedding = await store.lockWeddingPlan(payment.weddingId);
  if (wedding === null) return;
  const planId = planAfterLoss(wedding.invitationPlanId, payment, wedding.payments);
  const details = {
    paymentId: payment.id,
    weddingId: payment.weddingId,
    planId: wedding.invitationPlanId,
  };
  if (planId === undefined || planId === wedding.invitationPlanId) {
    log.info(details, 'Plan kept: the refunded or lost payment no longer granted it');
    return;
  }
  await store.setWeddingPlan(payment.weddingId, planId, now);
  log.info({ ...details, newPlanId: planId }, 'Plan taken back after a refund or a lost dispute');
}

/** Applies one refund or dispute event (already claimed: it runs once per event id). */
export async function applyChargeEvent(
  store: PaymentWebhookStore,
  event: Stripe.Event,
  log: Log,
  now: Date,
): Promise<void> {
  const report = reportOf(event);
  const context = { eventId: event.id, eventType: event.type, intentId: report.intentId };
  const paymentId =
    report.paymentId ??
    (report.intentId === null ? null : (await store.findPaymentByIntentId(report.intentId))?.id);
  const payment = paymentId == null ? null : await store.lockPayment(paymentId);
  if (payment === null) {
    log.warn(context, 'Stripe charge event for a PaymentIntent with no recorded payment: ignored');
    return;
  }
  if (payment.status === 'pending') {
    // Not settled yet (reconciliation will): fail the delivery so Stripe sends it again later.
    throw new UnavailableError(serverTexts.paymentWebhook.paymentNotSettled);
  }
  if (payment.status === 'failed') {
    if (payment.lateCharge === 'refund_due') {
      // Our own refund of a late charge: recorded when the refund's answer is (its job retries).
      log.info({ ...context, paymentId: payment.id }, 'Stripe reports the late charge refunded');
      return;
    }
    log.warn({ ...context, paymentId: payment.id }, 'Stripe charge event for a failed payment');
    return;
  }
  const facts = mergedFacts(payment, report);
  const status = chargedStatus({ amount: payment.amount, ...facts });
  await store.updateChargeFacts(payment.id, { ...facts, status }, now);
  await reverseCommission(store, payment, facts, status, now);
  if (holdsPlan(payment.status) && !holdsPlan(status)) {
    await takePlanBack(store, { ...payment, ...facts, status }, log, now);
  }
  log.info(
    { ...context, paymentId: payment.id, from: payment.status, to: status },
    'Stripe charge event applied',
  );
}
