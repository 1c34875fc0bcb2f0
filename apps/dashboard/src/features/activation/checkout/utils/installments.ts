import { formatMxn } from '../../../../lib/money.ts';

const CENTS = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * One month of meses sin intereses as the bank and Stripe show it: the total split evenly, to the
 * centavo ("$248.33" for $1,490 in 6), whole pesos without decimals ("$500" for $1,500 in 3).
 */
export function monthlyAmount(total: number, months: number): string {
  const centavos = Math.round((total * 100) / months);
  return centavos % 100 === 0 ? formatMxn(centavos / 100) : `$${CENTS.format(centavos / 100)}`;
}
