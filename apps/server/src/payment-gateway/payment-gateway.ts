// Payments sit behind this interface with two drivers (ARCHITECTURE.md): the Stripe driver (the
// official SDK, PaymentIntents confirmed on the server from the Payment Element's ConfirmationToken)
// and an embedded one that works offline and speaks the same flows with Stripe's test payment
// methods. Services see only this type; the configuration picks the driver.
import type { PaymentMethodKind } from '@convite/rules/payment-methods';

/** The months of meses sin intereses a Mexican credit card may be offered. */
export const INSTALLMENT_MONTHS = [3, 6, 9, 12] as const;
export type InstallmentMonths = (typeof INSTALLMENT_MONTHS)[number];

/** One attempt to be paid once. */
export type ChargeRequest = {
  /** Centavos of MXN (pesos × 100), computed on the server, never taken from the client. */
  amountCentavos: number;
  currency: 'mxn';
  /**
   * What the browser sent: a Payment Element ConfirmationToken (ctoken_…) or a payment method
   * (pm_…, the embedded driver's test methods among them).
   */
  paymentMethodId: string;
  /**
   * The same key for the same attempt: a retried request (a timeout, a double submit, a
   * reconciliation after a crash) reaches the provider with the same key and can never charge twice.
   */
  idempotencyKey: string;
  description: string;
  /** Ours, echoed by the provider in webhooks: payment, wedding, plan, promo code… (strings only). */
  metadata: Record<string, string>;
  /** Who pays: OXXO vouchers and SPEI references are issued in a name, and emailed by Stripe too. */
  payer: { name: string; email: string };
  /**
   * Card only: whether to ask the card for meses sin intereses first (the couple then chooses, see
   * `confirmInstallments`), or to charge it in one payment.
   */
  offerInstallments: boolean;
};

/** What the couple must do before the provider can settle an open intent. */
export type NextAction =
  /**
   * 3-D Secure: Stripe.js's handleNextAction with the intent's client secret; with the embedded
   * driver (clientSecret null) the dashboard shows its own test challenge.
   */
  | { kind: 'authenticate'; clientSecret: string | null }
  /** The card offers meses sin intereses: the couple picks a plan or one payment. */
  | { kind: 'choose_installments'; months: InstallmentMonths[] }
  /** Cash at any OXXO before `expiresAt`: the voucher's number (barcode) and its printable page. */
  | {
      kind: 'oxxo_voucher';
      number: string;
      amountCentavos: number;
      expiresAt: string;
      voucherUrl: string | null;
    }
  /** A SPEI transfer of exactly the amount to this CLABE with this reference. */
  | {
      kind: 'spei_transfer';
      clabe: string;
      bankName: string;
      reference: string;
      amountCentavos: number;
      instructionsUrl: string | null;
    };

/** What the provider says of an intent, after a request or when asked again. */
export type ChargeResult =
  /** Paid: the provider's intent id (pi_…), how, and the card's brand and last digits if a card. */
  | {
      status: 'succeeded';
      intentId: string;
      method: PaymentMethodKind;
      card: { brand: string; last4: string } | null;
      installments: InstallmentMonths | null;
    }
  /**
   * Refused, expired or cancelled; nothing was charged. The message is the provider's own
   * (English, for logs); the couple reads the payments service's wording of the code.
   */
  | { status: 'declined'; message: string; code: string | null; intentId: string | null }
  /** Open: waiting for the couple (a step in the browser, cash at OXXO, a transfer). */
  | { status: 'requires_action'; intentId: string; method: PaymentMethodKind; action: NextAction }
  /** Accepted and being processed by the provider; the webhook or reconciliation tells the end. */
  | { status: 'processing'; intentId: string; method: PaymentMethodKind };

/** A full refund of a paid intent, idempotent by its key. */
export type RefundRequest = {
  intentId: string;
  amountCentavos: number;
  idempotencyKey: string;
  /** Ours, for the provider's dashboard (strings only). */
  metadata: Record<string, string>;
};

const SETTLEDNESS: Readonly<Record<ChargeResult['status'], number>> = {
  succeeded: 0,
  processing: 1,
  requires_action: 2,
  declined: 3,
};

/** Of the intents the provider holds for one payment, the one that says most: paid first. */
export function mostSettled(results: readonly ChargeResult[]): ChargeResult | null {
  return [...results].sort((a, b) => SETTLEDNESS[a.status] - SETTLEDNESS[b.status])[0] ?? null;
}

/** The provider could not be reached or answered with an error of its own: try again later (503). */
export class PaymentGatewayUnavailableError extends Error {
  override name = 'PaymentGatewayUnavailableError';
}

export type PaymentGateway = {
  /** 'stripe' or 'embedded', for logs and /ready. */
  readonly kind: 'stripe' | 'embedded';
  /** Creates and confirms the intent of a request (idempotent by its key). */
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** The intent's state now (after a 3-D Secure step, or to reconcile an open voucher). */
  retrieve(intentId: string): Promise<ChargeResult>;
  /** Confirms an intent that offered meses sin intereses, with the months chosen or null (one payment). */
  confirmInstallments(
    intentId: string,
    months: InstallmentMonths | null,
    idempotencyKey: string,
  ): Promise<ChargeResult>;
  /** Cancels an open intent (the couple pays another way); a paid one stays paid. */
  cancel(intentId: string): Promise<ChargeResult>;
  /**
   * The intent the provider made for a request, found by its metadata (our payment's id, with the
   * wedding and the amount it must match, so an id reused after a restored database is another
   * payment; the paid one if several) and brought as far as `charge` would have brought it; null
   * when the provider says it never saw that payment. Asked before a request is repeated, so a
   * payment is never charged anew once the provider's idempotency key has expired.
   */
  find(request: ChargeRequest): Promise<ChargeResult | null>;
  /** Refunds a paid intent in full; the refund's id. */
  refund(request: RefundRequest): Promise<{ refundId: string }>;
};

/**
 * The embedded driver's own controls, for development and tests only (the admin console's
 * "mark paid / expired" of an OXXO voucher or SPEI reference, and its test 3-D Secure challenge).
 */
export type EmbeddedGatewayControls = {
  /** Settles an open intent as the provider would: paid, or failed (3-D Secure refused, voucher expired). */
  settle(intentId: string, outcome: 'paid' | 'failed'): Promise<ChargeResult>;
};
