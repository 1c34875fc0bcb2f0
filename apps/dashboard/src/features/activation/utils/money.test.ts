import { describe, expect, it } from 'vitest';
import { promoDiscount } from './money.ts';

describe('money', () => {
  it('rounds a percentage discount to the peso and caps a fixed one at the amount', () => {
    expect(promoDiscount(1490, { id: 1, type: 'percentage', value: 15 })).toBe(224); // 223.5
    expect(promoDiscount(999, { id: 1, type: 'percentage', value: 10 })).toBe(100); // 99.9
    expect(promoDiscount(1490, { id: 1, type: 'amount', value: 300 })).toBe(300);
    expect(promoDiscount(200, { id: 1, type: 'amount', value: 300 })).toBe(200);
    expect(promoDiscount(1490, null)).toBe(0);
  });
});
