// The Stripe driver of the payment gateway, through the official SDK: the Payment Element's
// ConfirmationToken (or a payment method) confirms a PaymentIntent here on the server
// ("finalize payments on the server"), and what Stripe asks next (3-D Secure, a choice of meses sin
// intereses, an OXXO voucher, a SPEI transfer) is mapped to the gateway's NextAction.
// The request's idempotency key goes to Stripe as the Idempotency-Key header, so the SDK's own
// retries (a dropped connection, a 5xx) and a repeated attempt can never charge twice.
//
// Decisions:
// - The payment method's type is looked up first (GET confirmation token / payment method) so the
//   intent allows exactly that type, a SPEI transfer gets the Customer it needs, and a card is
//   asked for installments only when it is a card.
// - `use_stripe_sdk: true` instead of a return_url: none of the three types redirects; the
//   dashboard runs Stripe.js's handleNextAction with the client secret for 3-D Secure.
// - Meses sin intereses with a payment method (pm_…): the intent is created unconfirmed with
//   installments enabled, Stripe lists the card's plans, the couple picks one (confirmInstallments).
//   With a ConfirmationToken, the Payment Element itself shows the plans and the token carries the
//   choice (Stripe API 2025-04-30.basil and later): the intent is confirmed at once with
//   installments enabled, so no choose_installments step comes back.
// - OXXO: the voucher's name and email are the payment method's billing details, which the Payment
//   Element collects for OXXO; the voucher expires after 3 days.
import type { PaymentMethodKind } from '@convite/rules/payment-methods';
import Stripe from 'stripe';
import {
  INSTALLMENT_MONTHS,
  mostSettled,
  PaymentGatewayUnavailableError,
  type ChargeRequest,
  type ChargeResult,
  type InstallmentMonths,
  type PaymentGateway,
  type RefundRequest,
} from './payment-gateway.ts';
import { OXXO_EXPIRES_AFTER_DAYS, preciseDeclineCode } from './test-payment-methods.ts';

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

/** Every intent answered with its latest charge, where the card and its installments are. */
const EXPAND = ['latest_charge'];

const KIND_OF_TYPE: Readonly<Record<string, PaymentMethodKind>> = {
  card: 'card',
  oxxo: 'oxxo',
  customer_balance: 'spei',
};

export function createStripeGateway(options: StripeGatewayOptions): PaymentGateway {
  const stripe = createStripeClient(options);

  /** The kind of what the browser sent, or a refusal when Stripe does not know it. */
  async function kindOf(paymentMethodId: string): Promise<PaymentMethodKind | ChargeResult> {
    const type = paymentMethodId.startsWith('ctoken_')
      ? ((await stripe.confirmationTokens.retrieve(paymentMethodId)).payment_method_preview?.type ??
        '')
      : (await stripe.paymentMethods.retrieve(paymentMethodId)).type;
    return (
      KIND_OF_TYPE[type] ?? {
        status: 'declined',
        intentId: null,
        code: 'payment_method_unsupported',
        message: `Payment method type ${type} is not accepted (card, oxxo, customer_balance).`,
      }
    );
  }

  async function charge(request: ChargeRequest): Promise<ChargeResult> {
    try {
      const kind = await kindOf(request.paymentMethodId);
      if (typeof kind !== 'string') return kind;
      const isToken = request.paymentMethodId.startsWith('ctoken_');
      // A payment method's installment plans are listed before it is confirmed; a token's are
      // chosen in the Payment Element (see the decisions above).
      const choosePlanHere = kind === 'card' && request.offerInstallments && !isToken;
      const params: Stripe.PaymentIntentCreateParams = {
        amount: request.amountCentavos,
        currency: request.currency,
        description: request.description,
        metadata: request.metadata,
        allowed_payment_method_types: [kind === 'spei' ? 'customer_balance' : kind],
        ...(isToken
          ? { confirmation_token: request.paymentMethodId }
          : { payment_method: request.paymentMethodId }),
        payment_method_options: methodOptions(kind, request.offerInstallments),
        ...(choosePlanHere ? { confirm: false } : { confirm: true, use_stripe_sdk: true }),
        expand: EXPAND,
      };
      if (kind === 'spei') {
        const customer = await stripe.customers.create(
          { name: request.payer.name, email: request.payer.email, metadata: request.metadata },
          { idempotencyKey: `${request.idempotencyKey}-customer` },
        );
        params.customer = customer.id;
      }
      let intent = await stripe.paymentIntents.create(params, {
        idempotencyKey: request.idempotencyKey,
      });
      // The same attempt again (a retry, a reconciliation): Stripe replays its first answer; the
      // intent's state now is what matters (the 3-D Secure step or the voucher may be done since).
      if (intent.lastResponse.headers['idempotent-replayed'] === 'true') {
        intent = await stripe.paymentIntents.retrieve(intent.id, { expand: EXPAND });
      }
      return resultOf(await advance(intent, request));
    } catch (error) {
      return declinedOrThrow(error);
    }
  }

  /** An intent created unconfirmed whose card offers no plan we sell: one payment, at once. */
  async function advance(
    intent: Stripe.PaymentIntent,
    request: ChargeRequest,
  ): Promise<Stripe.PaymentIntent> {
    if (intent.status !== 'requires_confirmation' || offeredMonths(intent).length > 0) {
      return intent;
    }
    return stripe.paymentIntents.confirm(
      intent.id,
      { use_stripe_sdk: true, expand: EXPAND },
      { idempotencyKey: `${request.idempotencyKey}-confirm` },
    );
  }

  async function retrieve(intentId: string): Promise<ChargeResult> {
    try {
      return resultOf(await stripe.paymentIntents.retrieve(intentId, { expand: EXPAND }));
    } catch (error) {
      return declinedOrThrow(error, intentId);
    }
  }

  /** Runs a change of an intent; one Stripe refuses for its state answers the state it is in. */
  async function change(
    intentId: string,
    act: () => Promise<Stripe.PaymentIntent>,
  ): Promise<ChargeResult> {
    try {
      return resultOf(await act());
    } catch (error) {
      if (
        error instanceof Stripe.errors.StripeInvalidRequestError &&
        error.code === 'payment_intent_unexpected_state'
      ) {
        return retrieve(intentId);
      }
      return declinedOrThrow(error, intentId);
    }
  }

  /**
   * Stripe's search by our metadata. It is eventually consistent (an intent shows within about a
   * minute): a payment asked about sooner may read as unseen, and the request repeated under its
   * idempotency key (kept 24 hours) then answers the intent anyway. So between them the key and
   * the search cover every age of a payment, by Stripe's clock alone.
   */
  async function find(request: ChargeRequest): Promise<ChargeResult | null> {
    const { paymentId = '', weddingId = '' } = request.metadata;
    let found: Stripe.PaymentIntent[];
    try {
      const answer = await stripe.paymentIntents.search({
        query: `metadata['paymentId']:'${paymentId.replace(/[^0-9]/g, '')}'`,
        limit: 100,
        expand: ['data.latest_charge'],
      });
      found = answer.data;
    } catch (error) {
      throw unavailable(error);
    }
    const ours = found.filter(
      (intent) =>
        intent.metadata?.paymentId === paymentId &&
        (intent.metadata?.weddingId ?? '') === weddingId &&
        intent.amount === request.amountCentavos,
    );
    const best = mostSettled(ours.map(resultOf));
    const intent = ours.find((candidate) => candidate.id === best?.intentId);
    if (intent === undefined) return null;
    try {
      return resultOf(await advance(intent, request));
    } catch (error) {
      return declinedOrThrow(error, intent.id);
    }
  }

  async function refund(request: RefundRequest): Promise<{ refundId: string }> {
    try {
      const made = await stripe.refunds.create(
        {
          payment_intent: request.intentId,
          amount: request.amountCentavos,
          reason: 'duplicate',
          metadata: request.metadata,
        },
        { idempotencyKey: request.idempotencyKey },
      );
      return { refundId: made.id };
    } catch (error) {
      // Refunded already (by staff in Stripe's dashboard, or an answer we lost): the money is back.
      if (
        error instanceof Stripe.errors.StripeInvalidRequestError &&
        error.code === 'charge_already_refunded'
      ) {
        return { refundId: 'charge_already_refunded' };
      }
      throw unavailable(error);
    }
  }

  return {
    kind: 'stripe',
    charge,
    retrieve,
    find,
    refund,
    confirmInstallments: (intentId, months, idempotencyKey) =>
      change(intentId, () =>
        stripe.paymentIntents.confirm(
          intentId,
          {
            use_stripe_sdk: true,
            expand: EXPAND,
            ...(months === null
              ? {}
              : {
                  payment_method_options: {
                    card: {
                      installments: {
                        plan: { count: months, interval: 'month', type: 'fixed_count' },
                      },
                    },
                  },
                }),
          },
          { idempotencyKey },
        ),
      ),
    cancel: (intentId) =>
      change(intentId, () => stripe.paymentIntents.cancel(intentId, { expand: EXPAND })),
  };
}

function methodOptions(
  kind: PaymentMethodKind,
  offerInstallments: boolean,
): Stripe.PaymentIntentCreateParams.PaymentMethodOptions {
  switch (kind) {
    case 'card':
      return offerInstallments ? { card: { installments: { enabled: true } } } : {};
    case 'oxxo':
      return { oxxo: { expires_after_days: OXXO_EXPIRES_AFTER_DAYS } };
    case 'spei':
      return {
        customer_balance: {
          funding_type: 'bank_transfer',
          bank_transfer: { type: 'mx_bank_transfer' },
        },
      };
  }
}

/** The meses sin intereses we sell among the plans Stripe lists for the intent's card. */
function offeredMonths(intent: Stripe.PaymentIntent): InstallmentMonths[] {
  const plans = intent.payment_method_options?.card?.installments?.available_plans ?? [];
  const counts = new Set(
    plans
      .filter((plan) => plan.type === 'fixed_count' && plan.interval === 'month')
      .map((plan) => plan.count),
  );
  return INSTALLMENT_MONTHS.filter((months) => counts.has(months));
}

function kindOfIntent(intent: Stripe.PaymentIntent): PaymentMethodKind {
  const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
  const type = charge?.payment_method_details?.type ?? intent.payment_method_types[0] ?? 'card';
  return KIND_OF_TYPE[type] ?? 'card';
}

function resultOf(intent: Stripe.PaymentIntent): ChargeResult {
  const method = kindOfIntent(intent);
  const open = { status: 'requires_action' as const, intentId: intent.id, method };
  switch (intent.status) {
    case 'succeeded': {
      const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
      const card = charge?.payment_method_details?.card ?? null;
      const months = card?.installments?.plan?.count ?? null;
      return {
        status: 'succeeded',
        intentId: intent.id,
        method,
        card: card?.brand && card.last4 ? { brand: card.brand, last4: card.last4 } : null,
        installments: INSTALLMENT_MONTHS.find((m) => m === months) ?? null,
      };
    }
    case 'requires_confirmation':
      return { ...open, action: { kind: 'choose_installments', months: offeredMonths(intent) } };
    case 'requires_action': {
      const action = intent.next_action;
      if (action?.type === 'oxxo_display_details' && action.oxxo_display_details) {
        const voucher = action.oxxo_display_details;
        return {
          ...open,
          action: {
            kind: 'oxxo_voucher',
            number: voucher.number ?? '',
            amountCentavos: intent.amount,
            expiresAt: new Date((voucher.expires_after ?? 0) * 1000).toISOString(),
            voucherUrl: voucher.hosted_voucher_url,
          },
        };
      }
      if (
        action?.type === 'display_bank_transfer_instructions' &&
        action.display_bank_transfer_instructions
      ) {
        const transfer = action.display_bank_transfer_instructions;
        const spei = transfer.financial_addresses?.find((address) => address.spei)?.spei;
        if (spei !== undefined) {
          return {
            ...open,
            action: {
              kind: 'spei_transfer',
              clabe: spei.clabe,
              bankName: spei.bank_name,
              reference: transfer.reference ?? '',
              amountCentavos: transfer.amount_remaining ?? intent.amount,
              instructionsUrl: transfer.hosted_instructions_url,
            },
          };
        }
      }
      // use_stripe_sdk or redirect_to_url: 3-D Secure, completed by Stripe.js in the browser.
      return { ...open, action: { kind: 'authenticate', clientSecret: intent.client_secret } };
    }
    case 'processing':
    case 'requires_capture':
      return { status: 'processing', intentId: intent.id, method };
    case 'canceled':
      return {
        status: 'declined',
        intentId: intent.id,
        code: intent.cancellation_reason === 'expired' ? 'voucher_expired' : 'canceled',
        message: `This PaymentIntent was canceled (${intent.cancellation_reason ?? 'no reason given'}).`,
      };
    case 'requires_payment_method': {
      const failure = intent.last_payment_error;
      return {
        status: 'declined',
        intentId: intent.id,
        message: failure?.message ?? 'The payment was not completed.',
        code: failure === null || failure === undefined ? null : failureCode(failure),
      };
    }
    default:
      throw new PaymentGatewayUnavailableError(
        `Stripe left PaymentIntent ${intent.id} in status ${String(intent.status)}`,
      );
  }
}

/** Our code of a failed attempt: Stripe's own, with the ones the couple caused named plainly. */
function failureCode(error: { code?: string; decline_code?: string }): string | null {
  if (error.code === 'payment_intent_authentication_failure') return 'authentication_failed';
  if (error.code === 'payment_intent_payment_attempt_expired') return 'voucher_expired';
  return preciseDeclineCode(error);
}

/** A refusal for the couple, or PaymentGatewayUnavailableError (`intentId`: the intent acted on). */
function declinedOrThrow(error: unknown, intentId: string | null = null): ChargeResult {
  if (error instanceof Stripe.errors.StripeCardError) {
    const intent = (error.payment_intent as { id?: string } | undefined)?.id ?? intentId;
    return {
      status: 'declined',
      intentId: intent,
      message: error.message,
      code: failureCode(error),
    };
  }
  if (error instanceof Stripe.errors.StripeInvalidRequestError) {
    // A plan the card does not offer: nothing charged, the intent still open.
    if (error.param?.startsWith('payment_method_options[card][installments]') === true) {
      return {
        status: 'declined',
        intentId,
        message: error.message,
        code: 'installment_plan_unavailable',
      };
    }
    // What the browser sent is unknown or unusable (an expired token, a removed method…), or an
    // intent that does not exist: the couple's input, not an outage.
    if (
      error.code === 'resource_missing' ||
      error.param === 'payment_method' ||
      error.param === 'confirmation_token'
    ) {
      return { status: 'declined', intentId, message: error.message, code: error.code ?? null };
    }
  }
  throw unavailable(error);
}

/** Any other failure of a request: Stripe away or answering with an error of its own (503). */
function unavailable(error: unknown): PaymentGatewayUnavailableError {
  const message =
    error instanceof Stripe.errors.StripeError
      ? `Stripe ${error.type}${error.statusCode === undefined ? '' : ` (${error.statusCode})`}: ${error.message}`
      : `Stripe request failed: ${(error as Error).message}`;
  return new PaymentGatewayUnavailableError(message, { cause: error });
}
