import { describe, expect, it } from 'vitest';
import {
  commissionAfterRefund,
  discountOn,
  percentOf,
  promoterCommission,
} from './promo-money.ts';

describe('percentOf', () => {
  it('rounds half a peso up, exactly, for percents with two decimals', () => {
    expect(percentOf(1490, 15)).toBe(224); // 223.5
    expect(percentOf(1490, 10)).toBe(149);
    expect(percentOf(999, 12.5)).toBe(125); // 124.875
    expect(percentOf(999, 10)).toBe(100); // 99.9
    expect(percentOf(1000, 33.33)).toBe(333); // 333.3
    expect(percentOf(2490, 0.5)).toBe(12); // 12.45
    expect(percentOf(3, 50)).toBe(2); // 1.5
  });
});

describe('discountOn', () => {
  it('takes a percentage of the amount', () => {
    expect(1490 - discountOn(1490, { type: 'percentage', value: 15 })).toBe(1266);
    expect(discountOn(1490, { type: 'percentage', value: 100 })).toBe(1490);
  });

  it('takes a fixed amount, never more than the amount and never below zero', () => {
    expect(discountOn(1490, { type: 'amount', value: 300 })).toBe(300);
    expect(discountOn(1000, { type: 'amount', value: 5000 })).toBe(1000);
    expect(discountOn(1000, { type: 'amount', value: -5 })).toBe(0);
  });
});

describe('promoterCommission', () => {
  it('is the commission percent of what was paid, rounded half up', () => {
    expect(promoterCommission(1266, 10)).toBe(127); // 126.6
    expect(promoterCommission(1490, 5)).toBe(75); // 74.5
    expect(promoterCommission(1490, 0)).toBe(0);
  });
});

describe('commissionAfterRefund', () => {
  it('is the commission of what the couple kept paid, in proportion to the refund', () => {
    expect(commissionAfterRefund(1490, 0, 10)).toBe(149);
    expect(commissionAfterRefund(1490, 74_500, 10)).toBe(75); // half refunded: 745 kept → 74.5
    expect(commissionAfterRefund(1490, 149_000, 10)).toBe(0);
    expect(commissionAfterRefund(1000, 50_050, 10)).toBe(50); // 499.50 kept rounds to 500
  });

  it('never exceeds what was earned, nor goes below zero', () => {
    expect(commissionAfterRefund(1490, 1, 10)).toBe(149);
    expect(commissionAfterRefund(1490, 999_999, 10)).toBe(0);
  });
});
