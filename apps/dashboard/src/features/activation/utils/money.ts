import type { components } from '@convite/api/schema';

export type PromoCodeDiscount = components['schemas']['PromoCodeDiscount'];

/**
 * The discount a promo code takes off an amount, mirroring the server: a percentage is
 * round(amount × value / 100), a fixed amount is capped at the amount.
 */
export function promoDiscount(amount: number, promo: PromoCodeDiscount | null): number {
  if (!promo) return 0;
  if (promo.type === 'percentage')
    return Math.min(amount, Math.round((amount * promo.value) / 100));
  return Math.min(promo.value, amount);
}
