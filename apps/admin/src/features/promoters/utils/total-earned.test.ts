import { describe, expect, it } from 'vitest';
import { makeCommission, makePromoCode } from '../../../test/admin.ts';
import { totalEarned } from './total-earned.ts';

describe('totalEarned', () => {
  it('adds the commissions of every code and takes off what a refund took back', () => {
    const reversal = {
      amount: 49,
      reason: 'refunded' as const,
      reversedAt: '2026-03-05T18:00:00.000Z',
    };
    expect(
      totalEarned([
        makePromoCode({
          commissions: [
            makeCommission({ amount: 149 }),
            makeCommission({ id: 22, amount: 100, reversal }),
          ],
        }),
        makePromoCode({ id: 12, commissions: [makeCommission({ id: 23, amount: 30 })] }),
      ]),
    ).toBe(149 + 100 - 49 + 30);
  });

  it('is 0 without codes or commissions', () => {
    expect(totalEarned([])).toBe(0);
    expect(totalEarned([makePromoCode({ commissions: [] })])).toBe(0);
  });
});
