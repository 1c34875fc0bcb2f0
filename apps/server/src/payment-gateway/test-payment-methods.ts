// Stripe's test payment methods (https://docs.stripe.com/testing) as both offline speakers of
// Stripe use them: the embedded driver and the fake Stripe server of the tests. One catalogue, so a
// test card behaves the same with either driver: its brand and last digits are the real test card's.
// pm_oxxo and pm_spei are ours (Stripe has no pm_ test id for them): an OXXO voucher and a SPEI
// transfer that wait until marked paid or expired.
import { createHash } from 'node:crypto';
import type { PaymentMethodKind } from '@convite/rules/payment-methods';

/** A refusal as Stripe reports it: the error code, the decline code of a card_error, the message. */
export type TestDecline = { code: string; declineCode?: string; message: string };

export type TestPaymentMethod =
  | {
      kind: 'card';
      brand: string;
      last4: string;
      /** Charged at once, asks for 3-D Secure first, or refused. */
      outcome: 'succeeds' | 'authenticates' | TestDecline;
      /** A Mexican credit card that offers meses sin intereses (3, 6, 9 and 12). */
      installments: boolean;
    }
  | { kind: 'oxxo' }
  | { kind: 'spei' };

const card = (
  brand: string,
  last4: string,
  outcome: 'succeeds' | 'authenticates' | TestDecline = 'succeeds',
  installments = false,
): TestPaymentMethod => ({ kind: 'card', brand, last4, outcome, installments });

const generic = (message: string): TestDecline => ({
  code: 'card_declined',
  declineCode: 'generic_decline',
  message,
});
const insufficientFunds: TestDecline = {
  code: 'card_declined',
  declineCode: 'insufficient_funds',
  message: 'Your card has insufficient funds.',
};

export const TEST_PAYMENT_METHODS: Readonly<Record<string, TestPaymentMethod>> = {
  pm_card_visa: card('visa', '4242'),
  pm_card_visa_debit: card('visa', '5556'),
  pm_card_mastercard: card('mastercard', '4444'),
  pm_card_mastercard_debit: card('mastercard', '8210'),
  pm_card_amex: card('amex', '8431'),
  pm_card_discover: card('discover', '1117'),
  // 4000 0048 4000 8001: a Mexican credit card eligible for meses sin intereses.
  pm_card_mx: card('visa', '8001', 'succeeds', true),
  // 4000 0000 0000 3220 and 4000 0027 6000 3184: 3-D Secure 2 is required to pay.
  pm_card_threeDSecure2Required: card('visa', '3220', 'authenticates'),
  pm_card_authenticationRequired: card('visa', '3184', 'authenticates'),
  pm_card_chargeDeclined: card('visa', '0002', generic('Your card was declined.')),
  pm_card_visa_chargeDeclined: card('visa', '0002', generic('Your card was declined.')),
  pm_card_insufficientFunds: card('visa', '9995', insufficientFunds),
  pm_card_chargeDeclinedInsufficientFunds: card('visa', '9995', insufficientFunds),
  pm_card_chargeDeclinedExpiredCard: card('visa', '0069', {
    code: 'expired_card',
    message: 'Your card has expired.',
  }),
  pm_card_chargeDeclinedIncorrectCvc: card('visa', '0127', {
    code: 'incorrect_cvc',
    message: "Your card's security code is incorrect.",
  }),
  pm_card_chargeDeclinedProcessingError: card('visa', '0119', {
    code: 'processing_error',
    message: 'An error occurred while processing your card. Try again in a little bit.',
  }),
  pm_oxxo: { kind: 'oxxo' },
  pm_spei: { kind: 'spei' },
};

/** Stripe's payment method type of each kind (SPEI is a bank transfer to the customer balance). */
export const STRIPE_METHOD_TYPE: Readonly<Record<PaymentMethodKind, string>> = {
  card: 'card',
  oxxo: 'oxxo',
  spei: 'customer_balance',
};

/**
 * The most precise reason Stripe gives for a refusal: the decline code when it says more than
 * "declined" (insufficient_funds, lost_card…), else the error code (card_declined, expired_card…).
 */
export function preciseDeclineCode(error: { code?: string; decline_code?: string }): string | null {
  // The SDK sets decline_code to '' on a card error without one.
  const decline = error.decline_code ?? '';
  if (decline !== '' && decline !== 'generic_decline') return decline;
  return error.code === undefined || error.code === '' ? null : error.code;
}

/** Stripe's messages for what the couple did not complete. */
export const AUTHENTICATION_FAILED_MESSAGE =
  'The provided PaymentMethod has failed authentication. You can provide payment_method_data or a new PaymentMethod to attempt to fulfill this PaymentIntent again.';
export const PAYMENT_ATTEMPT_EXPIRED_MESSAGE =
  'The latest payment attempt of this PaymentIntent has expired. You can provide payment_method_data or a new PaymentMethod to attempt to fulfill this PaymentIntent again.';

/** `count` decimal digits derived from a seed (an intent id): the same seed, the same digits. */
export function digitsOf(seed: string, count: number): string {
  let digits = '';
  for (let round = 0; digits.length < count; round += 1) {
    const hash = createHash('sha256').update(`${seed}:${round}`).digest();
    for (const byte of hash) digits += String(byte % 10);
  }
  return digits.slice(0, count);
}

// A CLABE's control digit: the first 17 digits weighted 3, 7, 1…, each product taken modulo 10.
const CLABE_WEIGHTS = [3, 7, 1];

export function clabeControlDigit(first17: string): number {
  let sum = 0;
  for (let i = 0; i < 17; i += 1) {
    sum += (Number(first17[i]) * (CLABE_WEIGHTS[i % 3] ?? 1)) % 10;
  }
  return (10 - (sum % 10)) % 10;
}

/** SPEI's bank of the test transfers: STP, bank code 646, plaza 180 (Ciudad de México). */
export const TEST_SPEI_BANK = { code: '646', name: 'STP' } as const;

/** A valid CLABE at STP derived from a seed (an intent id). */
export function testClabe(seed: string): string {
  const first17 = `${TEST_SPEI_BANK.code}180${digitsOf(seed, 11)}`;
  return `${first17}${clabeControlDigit(first17)}`;
}

/** The plans of meses sin intereses Stripe lists for its Mexican test card (we sell 3 to 12). */
export const INSTALLMENT_PLAN_COUNTS: readonly number[] = [3, 6, 9, 12, 18, 24];

/** OXXO vouchers of the test methods expire after this many days, as the Stripe driver asks. */
export const OXXO_EXPIRES_AFTER_DAYS = 3;
