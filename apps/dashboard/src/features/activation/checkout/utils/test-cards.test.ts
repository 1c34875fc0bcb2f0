import { describe, expect, it } from 'vitest';
import { testPaymentMethod } from './test-cards.ts';

describe('testPaymentMethod', () => {
  it("maps Stripe's test card numbers to their payment methods, spaces or not", () => {
    expect(testPaymentMethod('4242 4242 4242 4242')).toBe('pm_card_visa');
    expect(testPaymentMethod('4000000000000002')).toBe('pm_card_chargeDeclined');
    expect(testPaymentMethod('4000-0000-0000-9995')).toBe('pm_card_insufficientFunds');
    expect(testPaymentMethod('4000 0027 6000 3184')).toBe('pm_card_threeDSecure2Required');
    expect(testPaymentMethod('4000004840008001')).toBe('pm_card_mx');
  });

  it('refuses any other number', () => {
    expect(testPaymentMethod('4111 1111 1111 1111')).toBeNull();
    expect(testPaymentMethod('')).toBeNull();
  });
});
