import { describe, expect, it } from 'vitest';
import { monthlyAmount } from './installments.ts';

describe('monthlyAmount', () => {
  it('splits the total evenly to the centavo', () => {
    expect(monthlyAmount(1490, 6)).toBe('$248.33');
    expect(monthlyAmount(1490, 9)).toBe('$165.56');
    expect(monthlyAmount(2990, 12)).toBe('$249.17');
  });

  it('shows whole pesos without decimals', () => {
    expect(monthlyAmount(1500, 3)).toBe('$500');
    expect(monthlyAmount(12000, 12)).toBe('$1,000');
  });
});
