// The Stripe driver of the payment gateway: one confirmed PaymentIntent per charge through the
// official SDK. The request's idempotency key goes to Stripe as the Idempotency-Key header, so the
// SDK's own retries (a dropped connection, a 5xx) and a repeated attempt can never charge twice.
import Stripe from 'stripe';
import {
  AUTHENTICATION_REQUIRED_MESSAGE,
  PaymentGatewayUnavailableError,
  type ChargeRequest,
  type ChargeResult,
  type PaymentGateway,
} from './payment-gateway.ts';

/** Where the SDK sends its requests instead of api.stripe.com (a local Stripe-speaking server). */
export type StripeApiAddress = Readonly<{ host: string; port: number; protocol: 'http' | 'https' }>;

export type StripeGatewayOptions = {
  secretKey: string;
  /** Null or absent: Stripe itself. */
  api?: StripeApiAddress | null;
  /** Per request, in milliseconds (default 30 s). */
  timeoutMs?: number;
  /** Retries of a request that failed on the network or with a 5xx (default 2). */
  maxNetworkRetries?: number;
};

/** The SDK client with our settings (also used for webhook signatures). */
export function createStripeClient(options: StripeGatewayOptions): Stripe {
  return new Stripe(options.secretKey, {
    maxNetworkRetries: options.maxNetworkRetries ?? 2,
    timeout: options.timeoutMs ?? 30_000,
    telemetry: false,
    ...(options.api
      ? { host: options.api.host, port: options.api.port, protocol: options.api.protocol }
      : {}),
  });
}

export function createStripeGateway(options: StripeGatewayOptions): PaymentGateway {
  const stripe = createStripeClient(options);

  async function charge(request: ChargeRequest): Promise<ChargeResult> {
    let intent: Stripe.PaymentIntent;
    try {
      intent = await stripe.paymentIntents.create(
        {
          amount: request.amountCentavos,
          currency: request.currency,
          payment_method: request.paymentMethodId,
          confirm: true,
          description: request.description,
          metadata: request.metadata,
          // Cards only, confirmed here on the server: no payment method that redirects the buyer.
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
        },
        { idempotencyKey: request.idempotencyKey },
      );
    } catch (error) {
      return declinedOrThrow(error);
    }
    return resultOf(intent);
  }

  return { kind: 'stripe', charge };
}

function resultOf(intent: Stripe.PaymentIntent): ChargeResult {
  switch (intent.status) {
    case 'succeeded':
      return { status: 'succeeded', intentId: intent.id };
    case 'requires_payment_method': {
      const failure = intent.last_payment_error;
      return {
        status: 'declined',
        message: failure?.message ?? 'Your card was declined.',
        code: failure === null || failure === undefined ? null : declineCode(failure),
      };
    }
    case 'requires_action':
    case 'requires_confirmation':
      // 3-D Secure (or another customer action) would need Stripe.js's handleNextAction in the
      // browser and a second confirmation; until the checkout has that step the card is refused.
      // The intent is left unconfirmed: Stripe charges nothing for it.
      return {
        status: 'declined',
        message: AUTHENTICATION_REQUIRED_MESSAGE,
        code: 'authentication_required',
      };
    default:
      // processing, requires_capture, canceled: not a state a confirmed card payment with automatic
      // capture should be left in; the couple tries again later and the webhook tells what happened.
      throw new PaymentGatewayUnavailableError(
        `Stripe left PaymentIntent ${intent.id} in status ${intent.status}`,
      );
  }
}

/**
 * The most precise reason, as the embedded driver reports it: the decline code when it says more
 * than "declined" (insufficient_funds, lost_card…), else the error code (card_declined, expired_card…).
 */
function declineCode(error: { code?: string; decline_code?: string }): string | null {
  // The SDK sets decline_code to '' on a card error without one.
  const decline = error.decline_code ?? '';
  if (decline !== '' && decline !== 'generic_decline') return decline;
  return error.code === undefined || error.code === '' ? null : error.code;
}

function declinedOrThrow(error: unknown): ChargeResult {
  if (error instanceof Stripe.errors.StripeCardError) {
    return { status: 'declined', message: error.message, code: declineCode(error) };
  }
  // An unknown or unusable payment method (pm_… from the browser) is the buyer's card, not an outage.
  if (
    error instanceof Stripe.errors.StripeInvalidRequestError &&
    error.param === 'payment_method'
  ) {
    return { status: 'declined', message: error.message, code: error.code ?? null };
  }
  const message =
    error instanceof Stripe.errors.StripeError
      ? `Stripe ${error.type}${error.statusCode === undefined ? '' : ` (${error.statusCode})`}: ${error.message}`
      : `Stripe request failed: ${(error as Error).message}`;
  throw new PaymentGatewayUnavailableError(message, { cause: error });
}
