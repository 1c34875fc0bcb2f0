import type { PromoCode } from '../api/promoters.ts';

/** What the promoter's commissions earned over every code, less what refunds and lost disputes took back. */
export function totalEarned(promoCodes: readonly PromoCode[]): number {
  return promoCodes
    .flatMap((code) => code.commissions)
    .reduce((sum, commission) => sum + commission.amount - (commission.reversal?.amount ?? 0), 0);
}
