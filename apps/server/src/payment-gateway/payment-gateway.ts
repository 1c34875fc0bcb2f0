// Card payments sit behind this interface with two drivers (ARCHITECTURE.md): the Stripe driver
// (the official SDK) and an embedded one that works offline and honours Stripe's test payment
// methods. Services see only this type; the configuration picks the driver.

/** One attempt to charge a card once. */
export type ChargeRequest = {
  /** Centavos of MXN (pesos × 100), computed on the server, never taken from the client. */
  amountCentavos: number;
  currency: 'mxn';
  /** The payment method the browser created (pm_…). */
  paymentMethodId: string;
  /**
   * The same key for the same attempt: a retried request (a timeout, a double submit) reaches the
   * provider with the same key and can never charge twice.
   */
  idempotencyKey: string;
  description: string;
  /** Ours, echoed by the provider in webhooks: wedding, plan, promo code… (strings only). */
  metadata: Record<string, string>;
};

export type ChargeResult =
  /** Charged: the provider's payment id (a PaymentIntent id, pi_…). */
  | { status: 'succeeded'; intentId: string }
  /**
   * Refused by the card or the provider; nothing was charged. The message is the provider's own
   * (English, for logs); the couple reads the payments service's wording of the code.
   */
  | { status: 'declined'; message: string; code: string | null };

/** Shown when a card asks for 3-D Secure (code authentication_required): checkout has no such step yet. */
export const AUTHENTICATION_REQUIRED_MESSAGE =
  'This card requires authentication (3-D Secure), which is not supported yet. Please use another card.';

/** The provider could not be reached or answered with an error of its own: try again later (503). */
export class PaymentGatewayUnavailableError extends Error {
  override name = 'PaymentGatewayUnavailableError';
}

export type PaymentGateway = {
  /** 'stripe' or 'embedded', for logs and /ready. */
  readonly kind: 'stripe' | 'embedded';
  charge(request: ChargeRequest): Promise<ChargeResult>;
};
