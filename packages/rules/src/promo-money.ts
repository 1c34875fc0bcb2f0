// The checkout's money, in integer MXN pesos: the discount of a promo code and the commission it
// earns its promoter. The API charges these figures and the dashboard shows them before paying, so
// both compute them here. Integers only, so a half peso always rounds up (no float drift).

/** round(amount × percent / 100) for a percent with up to two decimals (numeric(…, 2) columns). */
export function percentOf(amount: number, percent: number): number {
  const hundredths = Math.round(percent * 100);
  const numerator = amount * hundredths; // an exact integer: pesos × hundredths of a percent
  return Math.floor((2 * numerator + 10_000) / 20_000); // round half up of numerator / 10 000
}

export type Discount = { type: 'percentage' | 'amount'; value: number };

/** The discount a code gives on `amount`: a percentage of it, or a fixed amount capped at it. */
export function discountOn(amount: number, discount: Discount): number {
  const raw =
    discount.type === 'percentage' ? percentOf(amount, discount.value) : Math.round(discount.value);
  return Math.max(0, Math.min(raw, amount));
}

/** What a promoter earns of a paid amount: their code's commission percent of it. */
export function promoterCommission(paidAmount: number, commissionPercent: number): number {
  return percentOf(paidAmount, commissionPercent);
}

/**
 * What a promoter keeps of a commission once the provider refunded part of the payment: the
 * commission of what the couple still paid, never more than it earned. Refunds come in centavos;
 * what was kept is rounded to whole pesos (half up) before the percent is taken.
 */
export function commissionAfterRefund(
  paidAmount: number,
  refundedCentavos: number,
  commissionPercent: number,
): number {
  const keptCentavos = Math.max(0, paidAmount * 100 - refundedCentavos);
  const keptPesos = Math.floor((keptCentavos + 50) / 100);
  return Math.min(
    promoterCommission(paidAmount, commissionPercent),
    promoterCommission(keptPesos, commissionPercent),
  );
}
