/**
 * The embedded gateway honours Stripe's test payment methods offline; the test payment field maps the
 * card numbers Stripe documents for them to those ids, and OXXO and SPEI to theirs.
 */
export const TEST_CARDS = [
  { number: '4242 4242 4242 4242', paymentMethod: 'pm_card_visa', outcome: 'paid' },
  { number: '4000 0000 0000 0002', paymentMethod: 'pm_card_chargeDeclined', outcome: 'declined' },
  {
    number: '4000 0000 0000 9995',
    paymentMethod: 'pm_card_insufficientFunds',
    outcome: 'declined',
  },
  {
    number: '4000 0027 6000 3184',
    paymentMethod: 'pm_card_threeDSecure2Required',
    outcome: 'threeDSecure',
  },
  { number: '4000 0048 4000 8001', paymentMethod: 'pm_card_mx', outcome: 'installments' },
] as const;

/** The test payment methods of the embedded gateway for cash at OXXO and a SPEI transfer. */
export const TEST_OXXO = 'pm_oxxo';
export const TEST_SPEI = 'pm_spei';

const digits = (cardNumber: string) => cardNumber.replace(/[\s-]/g, '');

/** The test payment method for a typed card number (spaces and dashes ignored), or null. */
export function testPaymentMethod(cardNumber: string): string | null {
  const typed = digits(cardNumber);
  return TEST_CARDS.find((card) => digits(card.number) === typed)?.paymentMethod ?? null;
}
