// What refunds and disputes do to a paid payment, as pure rules (docs/decisions.md "Payments: refunds
// and disputes"). The provider's events may come twice or out of order, so each one only adds facts
// (more refunded, a dispute closed) and the status is derived from the facts, never from the order.
import type { PaymentRow } from '../../db/schema/payments.ts';

export type PaymentStatus = PaymentRow['status'];
export type DisputeStatus = NonNullable<PaymentRow['disputeStatus']>;

/** A payment whose money was taken (a checkout that succeeded), whatever happened after. */
export const CHARGED_STATUSES = [
  'succeeded',
  'partially_refunded',
  'refunded',
  'disputed',
  'dispute_lost',
] as const satisfies readonly PaymentStatus[];

/** The charged statuses under which the payment still pays for its plan. */
const HOLDING_STATUSES: readonly PaymentStatus[] = ['succeeded', 'partially_refunded', 'disputed'];

export function isCharged(status: PaymentStatus): boolean {
  return (CHARGED_STATUSES as readonly PaymentStatus[]).includes(status);
}

export function holdsPlan(status: PaymentStatus): boolean {
  return HOLDING_STATUSES.includes(status);
}

/** What the provider reported about a paid payment's charge: its refunds and its dispute. */
export type ChargeFacts = Pick<
  PaymentRow,
  | 'refundedCentavos'
  | 'refundedAt'
  | 'disputeId'
  | 'disputeStatus'
  | 'disputeOpenedAt'
  | 'disputeClosedAt'
>;

type StatusFacts = Pick<PaymentRow, 'amount' | 'refundedCentavos' | 'disputeStatus'>;

/**
 * A charged payment's status: a lost dispute outweighs everything, then a full refund, then an open
 * dispute, then a partial refund. A won dispute counts as none (the money stayed).
 */
export function chargedStatus(facts: StatusFacts): PaymentStatus {
  if (facts.disputeStatus === 'lost') return 'dispute_lost';
  if (facts.refundedCentavos >= facts.amount * 100) return 'refunded';
  if (facts.disputeStatus === 'open') return 'disputed';
  if (facts.refundedCentavos > 0) return 'partially_refunded';
  return 'succeeded';
}

/** A dispute only moves forward: open, then won or lost for good (a late "created" changes nothing). */
export function laterDisputeStatus(
  current: DisputeStatus | null,
  reported: DisputeStatus,
): DisputeStatus {
  return current === null || current === 'open' ? reported : current;
}

/** Stripe's dispute statuses in ours: an inquiry closed without a chargeback is won. */
export function disputeStatusOf(stripeStatus: string): DisputeStatus {
  if (stripeStatus === 'won' || stripeStatus === 'warning_closed') return 'won';
  if (stripeStatus === 'lost') return 'lost';
  return 'open';
}

export type PlanStep = Pick<PaymentRow, 'id' | 'status' | 'invitationPlanId' | 'previousPlanId'>;

/**
 * The wedding's plan once `lost` (one of its payments) no longer pays for its plan, or undefined to
 * leave it: when a newer payment still pays for the wedding's plan, or the wedding's plan is not the
 * one `lost` granted (staff changed it). Otherwise the plan goes back to the one it replaced, and
 * past any older payment of that plan whose money was also taken back (so refunding an upgrade after
 * its base plan was refunded cannot hand the base plan back for free). `history`: the wedding's
 * payments, any order.
 */
export function planAfterLoss(
  weddingPlanId: number | null,
  lost: PlanStep,
  history: readonly PlanStep[],
): number | null | undefined {
  const charged = history.filter((step) => isCharged(step.status));
  if (charged.some((step) => step.id > lost.id && holdsPlan(step.status))) return undefined;
  if (weddingPlanId !== lost.invitationPlanId) return undefined;
  let planId = lost.previousPlanId;
  const older = charged.filter((step) => step.id < lost.id).sort((a, b) => b.id - a.id);
  for (const step of older) {
    if (planId === null) break;
    if (step.invitationPlanId !== planId) continue;
    if (holdsPlan(step.status)) break;
    planId = step.previousPlanId;
  }
  return planId;
}
