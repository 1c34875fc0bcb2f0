// The embedded payment driver: no network, no account. It speaks the Stripe driver's flows with
// Stripe's test payment methods (test-payment-methods.ts), so the dashboard's test-method field, the
// end-to-end tests and a developer without Stripe keys can pay: pm_card_visa succeeds,
// pm_card_chargeDeclined is declined, pm_card_threeDSecure2Required asks for 3-D Secure, pm_card_mx
// offers meses sin intereses, pm_oxxo issues a voucher and pm_spei a CLABE to transfer to; `settle`
// plays the couple's or the bank's part (the test challenge answered, the voucher paid or expired).
// Its messages are Stripe's own (English); the payments service words the codes for the couple.
//
// Limit: intents live in this process's memory. After a restart an open intent is unknown and
// `retrieve` answers it declined with code resource_missing (nothing was ever charged offline), so
// reconciliation fails it; the couple pays again.
import { createHash, randomBytes } from 'node:crypto';
import {
  INSTALLMENT_MONTHS,
  mostSettled,
  type ChargeRequest,
  type ChargeResult,
  type EmbeddedGatewayControls,
  type InstallmentMonths,
  type NextAction,
  type PaymentGateway,
} from './payment-gateway.ts';
import {
  AUTHENTICATION_FAILED_MESSAGE,
  digitsOf,
  OXXO_EXPIRES_AFTER_DAYS,
  PAYMENT_ATTEMPT_EXPIRED_MESSAGE,
  preciseDeclineCode,
  TEST_PAYMENT_METHODS,
  TEST_SPEI_BANK,
  testClabe,
  type TestPaymentMethod,
} from './test-payment-methods.ts';

/** The test payment methods the embedded driver accepts. */
export const EMBEDDED_PAYMENT_METHODS: readonly string[] = Object.keys(TEST_PAYMENT_METHODS);

type Declined = Extract<ChargeResult, { status: 'declined' }>;

/** An intent's state: open with what it waits for, paid, or refused (nothing charged). */
type Intent = {
  id: string;
  amountCentavos: number;
  metadata: Record<string, string>;
  method: TestPaymentMethod;
  /** The refund made of it, once paid (a full one: the only kind the service asks for). */
  refundId: string | null;
  state:
    | { status: 'requires_action'; action: NextAction }
    | { status: 'succeeded'; installments: InstallmentMonths | null }
    | { status: 'declined'; code: string; message: string };
};

const CANCELED_MESSAGE = 'This PaymentIntent was canceled.';

function resultOf(intent: Intent): ChargeResult {
  const { method, state } = intent;
  switch (state.status) {
    case 'requires_action':
      return {
        status: 'requires_action',
        intentId: intent.id,
        method: method.kind,
        action: state.action,
      };
    case 'succeeded':
      return {
        status: 'succeeded',
        intentId: intent.id,
        method: method.kind,
        card: method.kind === 'card' ? { brand: method.brand, last4: method.last4 } : null,
        installments: state.installments,
      };
    case 'declined':
      return { status: 'declined', intentId: intent.id, code: state.code, message: state.message };
  }
}

/** The first state of an intent confirmed with its test method. */
function confirmedState(intent: Intent, request: ChargeRequest): Intent['state'] {
  const { method } = intent;
  if (method.kind === 'oxxo') {
    const expires = new Date(Date.now() + OXXO_EXPIRES_AFTER_DAYS * 24 * 60 * 60 * 1000);
    return {
      status: 'requires_action',
      action: {
        kind: 'oxxo_voucher',
        number: digitsOf(intent.id, 18),
        amountCentavos: intent.amountCentavos,
        expiresAt: expires.toISOString(),
        voucherUrl: null,
      },
    };
  }
  if (method.kind === 'spei') {
    return {
      status: 'requires_action',
      action: {
        kind: 'spei_transfer',
        clabe: testClabe(intent.id),
        bankName: TEST_SPEI_BANK.name,
        reference: digitsOf(`${intent.id}:reference`, 7),
        amountCentavos: intent.amountCentavos,
        instructionsUrl: null,
      },
    };
  }
  if (method.outcome === 'authenticates') {
    return { status: 'requires_action', action: { kind: 'authenticate', clientSecret: null } };
  }
  if (method.outcome !== 'succeeds') {
    return {
      status: 'declined',
      code:
        preciseDeclineCode({
          code: method.outcome.code,
          decline_code: method.outcome.declineCode,
        }) ?? method.outcome.code,
      message: method.outcome.message,
    };
  }
  if (method.installments && request.offerInstallments) {
    return {
      status: 'requires_action',
      action: { kind: 'choose_installments', months: [...INSTALLMENT_MONTHS] },
    };
  }
  return { status: 'succeeded', installments: null };
}

function refusedRequest(request: ChargeRequest): Declined | null {
  if (!Number.isInteger(request.amountCentavos) || request.amountCentavos <= 0) {
    return {
      status: 'declined',
      intentId: null,
      code: 'amount_too_small',
      message: 'Amount must be a positive integer of centavos.',
    };
  }
  if (TEST_PAYMENT_METHODS[request.paymentMethodId] === undefined) {
    return {
      status: 'declined',
      intentId: null,
      code: 'resource_missing',
      message:
        `No such PaymentMethod: '${request.paymentMethodId}'. The embedded payment gateway only ` +
        `accepts Stripe's test payment methods (${EMBEDDED_PAYMENT_METHODS.join(', ')}).`,
    };
  }
  return null;
}

/** What makes two requests "the same" for an idempotency key (as Stripe compares parameters). */
function fingerprint(parameters: unknown[]): string {
  return createHash('sha256').update(JSON.stringify(parameters)).digest('hex');
}

const IDEMPOTENCY_ERROR: Declined = {
  status: 'declined',
  intentId: null,
  code: 'idempotency_error',
  message:
    'Keys for idempotent requests can only be used with the same parameters they were first used with.',
};

/**
 * The embedded driver with its test controls. The same idempotency key answers the same intent
 * (in its state now) for the life of the process; the key reused with other parameters is refused,
 * as Stripe does.
 */
export function createEmbeddedGateway(): PaymentGateway & EmbeddedGatewayControls {
  const intents = new Map<string, Intent>();
  /** Idempotency key → the parameters' fingerprint and the intent (or refusal) it answered. */
  const attempts = new Map<string, { fingerprint: string; answer: string | Declined }>();

  function current(intentId: string): Intent | Declined {
    const intent = intents.get(intentId);
    if (intent !== undefined) return intent;
    return {
      status: 'declined',
      intentId,
      code: 'resource_missing',
      message: `No such payment_intent: '${intentId}' (the embedded gateway forgets its intents when the process restarts).`,
    };
  }

  function answer(intentOrRefusal: string | Declined): ChargeResult {
    if (typeof intentOrRefusal !== 'string') return intentOrRefusal;
    const intent = current(intentOrRefusal);
    return 'state' in intent ? resultOf(intent) : intent;
  }

  /** Runs `act` once per key and parameters; a replay answers the intent as it is now. */
  function once(key: string, parameters: unknown[], act: () => string | Declined): ChargeResult {
    const print = fingerprint(parameters);
    const previous = attempts.get(key);
    if (previous !== undefined) {
      return previous.fingerprint === print ? answer(previous.answer) : IDEMPOTENCY_ERROR;
    }
    const result = act();
    attempts.set(key, { fingerprint: print, answer: result });
    return answer(result);
  }

  /** Applies `change` to an intent and answers its state; an unknown intent is resource_missing. */
  function withIntent(intentId: string, change: (intent: Intent) => void): ChargeResult {
    const intent = current(intentId);
    if (!('state' in intent)) return intent;
    change(intent);
    return resultOf(intent);
  }

  return {
    kind: 'embedded',

    async charge(request) {
      const parameters = [
        'charge',
        request.amountCentavos,
        request.currency,
        request.paymentMethodId,
        request.offerInstallments,
      ];
      return once(request.idempotencyKey, parameters, () => {
        const refused = refusedRequest(request);
        if (refused !== null) return refused;
        const method = TEST_PAYMENT_METHODS[request.paymentMethodId] as TestPaymentMethod;
        const intent: Intent = {
          id: `pi_embedded_${randomBytes(12).toString('hex')}`,
          amountCentavos: request.amountCentavos,
          metadata: { ...request.metadata },
          method,
          refundId: null,
          state: { status: 'succeeded', installments: null },
        };
        intent.state = confirmedState(intent, request);
        intents.set(intent.id, intent);
        return intent.id;
      });
    },

    async retrieve(intentId) {
      return withIntent(intentId, () => {});
    },

    async confirmInstallments(intentId, months, idempotencyKey) {
      return once(idempotencyKey, ['installments', intentId, months], () => {
        const intent = current(intentId);
        if (!('state' in intent)) return intent;
        const { state } = intent;
        // Like Stripe's confirm of an intent no longer waiting for it: its state is the answer.
        if (state.status !== 'requires_action' || state.action.kind !== 'choose_installments') {
          return intent.id;
        }
        if (months !== null && !state.action.months.includes(months)) {
          return {
            status: 'declined',
            intentId,
            code: 'installment_plan_unavailable',
            message: `This card does not offer ${months} months of installments.`,
          };
        }
        intent.state = { status: 'succeeded', installments: months };
        return intent.id;
      });
    },

    async cancel(intentId) {
      return withIntent(intentId, (intent) => {
        if (intent.state.status === 'succeeded') return;
        intent.state = { status: 'declined', code: 'canceled', message: CANCELED_MESSAGE };
      });
    },

    async find(request) {
      const { paymentId, weddingId = '' } = request.metadata;
      const ours = [...intents.values()]
        .filter(
          (intent) =>
            intent.metadata.paymentId === paymentId &&
            (intent.metadata.weddingId ?? '') === weddingId &&
            intent.amountCentavos === request.amountCentavos,
        )
        .map(resultOf);
      return mostSettled(ours);
    },

    async refund(request) {
      const intent = intents.get(request.intentId);
      if (intent === undefined || intent.state.status !== 'succeeded') {
        // Not a charge of this process (it forgot its intents when it restarted): nothing to give back.
        return { refundId: 'nothing_charged' };
      }
      intent.refundId ??= `re_embedded_${randomBytes(12).toString('hex')}`;
      return { refundId: intent.refundId };
    },

    async settle(intentId, outcome) {
      return withIntent(intentId, (intent) => {
        const { state } = intent;
        // Only what waits for the couple or the bank settles: a 3-D Secure step, a voucher, a transfer.
        if (state.status !== 'requires_action' || state.action.kind === 'choose_installments') {
          return;
        }
        if (outcome === 'paid') {
          intent.state = { status: 'succeeded', installments: null };
        } else if (state.action.kind === 'authenticate') {
          intent.state = {
            status: 'declined',
            code: 'authentication_failed',
            message: AUTHENTICATION_FAILED_MESSAGE,
          };
        } else {
          intent.state = {
            status: 'declined',
            code: 'voucher_expired',
            message: PAYMENT_ATTEMPT_EXPIRED_MESSAGE,
          };
        }
      });
    },
  };
}
