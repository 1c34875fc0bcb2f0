import { describe, expect, it } from 'vitest';
import { discountOn, percentOf } from './checkout-amounts.ts';

describe('checkout amounts', () => {
  it('rounds a percentage to the nearest peso, a half peso up', () => {
    expect(percentOf(1490, 15)).toBe(224); // 223.5
    expect(percentOf(1490, 10)).toBe(149);
    expect(percentOf(999, 12.5)).toBe(125); // 124.875
    expect(percentOf(1000, 33.33)).toBe(333); // 333.3
    expect(percentOf(2490, 0.5)).toBe(12); // 12.45
    expect(percentOf(3, 50)).toBe(2); // 1.5
  });

  it('takes a percentage discount off the amount', () => {
    expect(1490 - discountOn(1490, { type: 'percentage', value: 15 })).toBe(1266);
    expect(discountOn(1490, { type: 'percentage', value: 100 })).toBe(1490);
  });

  it('caps an amount discount at the amount', () => {
    expect(discountOn(1490, { type: 'amount', value: 300 })).toBe(300);
    expect(discountOn(1000, { type: 'amount', value: 5000 })).toBe(1000);
  });
});
