// The embedded card driver: no network, no account. It honours Stripe's test payment methods
// (https://docs.stripe.com/testing#cards) so the dashboard's plain test-card field, the end-to-end
// tests and a developer without Stripe keys can pay: pm_card_visa succeeds, pm_card_chargeDeclined
// is declined… Its messages are Stripe's own (English); the payments service shows its translation
// of the decline code when it knows it, as it does with the Stripe driver.
import { createHash, randomBytes } from 'node:crypto';
import {
  AUTHENTICATION_REQUIRED_MESSAGE,
  type ChargeRequest,
  type ChargeResult,
  type PaymentGateway,
} from './payment-gateway.ts';

/** The test payment methods that charge successfully. */
export const EMBEDDED_SUCCEEDING_METHODS: readonly string[] = [
  'pm_card_visa',
  'pm_card_visa_debit',
  'pm_card_mastercard',
  'pm_card_mastercard_debit',
  'pm_card_amex',
  'pm_card_discover',
  'pm_card_mx',
];

type Decline = { code: string; message: string };

const cardDeclined: Decline = { code: 'card_declined', message: 'Your card was declined.' };
const insufficientFunds: Decline = {
  code: 'insufficient_funds',
  message: 'Your card has insufficient funds.',
};

/** The test payment methods that are declined, with Stripe's decline code and message. */
export const EMBEDDED_DECLINING_METHODS: Readonly<Record<string, Decline>> = {
  pm_card_chargeDeclined: cardDeclined,
  pm_card_visa_chargeDeclined: cardDeclined,
  pm_card_insufficientFunds: insufficientFunds,
  pm_card_chargeDeclinedInsufficientFunds: insufficientFunds,
  pm_card_chargeDeclinedExpiredCard: { code: 'expired_card', message: 'Your card has expired.' },
  pm_card_chargeDeclinedIncorrectCvc: {
    code: 'incorrect_cvc',
    message: "Your card's security code is incorrect.",
  },
  // Stripe asks for 3-D Secure; both drivers decline it, since checkout cannot authenticate yet.
  pm_card_threeDSecure2Required: {
    code: 'authentication_required',
    message: AUTHENTICATION_REQUIRED_MESSAGE,
  },
  pm_card_chargeDeclinedProcessingError: {
    code: 'processing_error',
    message: 'An error occurred while processing your card. Try again in a little bit.',
  },
};

function chargeOf(request: ChargeRequest): ChargeResult {
  if (!Number.isInteger(request.amountCentavos) || request.amountCentavos <= 0) {
    return {
      status: 'declined',
      code: 'amount_too_small',
      message: 'Amount must be a positive integer of centavos.',
    };
  }
  if (EMBEDDED_SUCCEEDING_METHODS.includes(request.paymentMethodId)) {
    return { status: 'succeeded', intentId: `pi_embedded_${randomBytes(12).toString('hex')}` };
  }
  const decline = EMBEDDED_DECLINING_METHODS[request.paymentMethodId];
  if (decline !== undefined) return { status: 'declined', ...decline };
  return {
    status: 'declined',
    code: 'resource_missing',
    message:
      `No such PaymentMethod: '${request.paymentMethodId}'. The embedded payment gateway only ` +
      `accepts Stripe's test payment methods (${EMBEDDED_SUCCEEDING_METHODS.join(', ')}).`,
  };
}

/** What makes two requests "the same" for an idempotency key (as Stripe compares parameters). */
function fingerprint(request: ChargeRequest): string {
  return createHash('sha256')
    .update(JSON.stringify([request.amountCentavos, request.currency, request.paymentMethodId]))
    .digest('hex');
}

/**
 * The embedded driver. The same idempotency key answers the same result (the same intent id) for
 * the life of the process; the key reused with other parameters is refused, as Stripe does.
 */
export function createEmbeddedGateway(): PaymentGateway {
  const attempts = new Map<string, { fingerprint: string; result: ChargeResult }>();
  return {
    kind: 'embedded',
    async charge(request) {
      const print = fingerprint(request);
      const previous = attempts.get(request.idempotencyKey);
      if (previous !== undefined) {
        if (previous.fingerprint === print) return previous.result;
        return {
          status: 'declined',
          code: 'idempotency_error',
          message:
            'Keys for idempotent requests can only be used with the same parameters they were first used with.',
        };
      }
      const result = chargeOf(request);
      attempts.set(request.idempotencyKey, { fingerprint: print, result });
      return result;
    },
  };
}
