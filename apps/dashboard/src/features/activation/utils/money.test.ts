import { describe, expect, it } from 'vitest';
import { formatMxn, promoDiscount } from './money.ts';

describe('money', () => {
  it('formats pesos with a dollar sign and thousands separators', () => {
    expect(formatMxn(1490)).toBe('$1,490');
    expect(formatMxn(12500)).toBe('$12,500');
    expect(formatMxn(0)).toBe('$0');
  });

  it('rounds a percentage discount to the peso and caps a fixed one at the amount', () => {
    expect(promoDiscount(1490, { id: 1, type: 'percentage', value: 15 })).toBe(224); // 223.5
    expect(promoDiscount(999, { id: 1, type: 'percentage', value: 10 })).toBe(100); // 99.9
    expect(promoDiscount(1490, { id: 1, type: 'amount', value: 300 })).toBe(300);
    expect(promoDiscount(200, { id: 1, type: 'amount', value: 300 })).toBe(200);
    expect(promoDiscount(1490, null)).toBe(0);
  });
});
