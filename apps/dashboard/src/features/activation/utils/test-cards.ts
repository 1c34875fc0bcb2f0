/**
 * The embedded gateway honours Stripe's test payment methods offline; the test-card field maps the
 * card numbers Stripe documents for them to those ids.
 */
const TEST_CARDS: Record<string, string> = {
  '4242424242424242': 'pm_card_visa',
  '4000000000000002': 'pm_card_chargeDeclined',
  '4000000000009995': 'pm_card_insufficientFunds',
};

/** The test payment method for a typed card number (spaces and dashes ignored), or null. */
export function testPaymentMethod(cardNumber: string): string | null {
  return TEST_CARDS[cardNumber.replace(/[\s-]/g, '')] ?? null;
}
