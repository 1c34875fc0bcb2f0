import { serverTexts, type LocalizedText } from '@convite/i18n/server-texts';
import type { components } from '@convite/api/schema';
import { NotFoundError } from '../../domain/errors.ts';
import type { PromoCodesRepository } from './promo-codes.repository.ts';

export type PromoCodeDiscountDto = components['schemas']['PromoCodeDiscount'];

/** What decides whether a code can be used (the columns usablePromoCode checks in SQL). */
type PromoCodeState = {
  isActive: boolean;
  expiresAt: Date | null;
  usageLimit: number | null;
  usedCount: number;
};

/**
 * Why a code that could not be used was refused: "used up" when only its limit stops it (an
 * active, unexpired code whose uses reached the limit), else "not valid or expired".
 */
export function promoCodeRefusal(code: PromoCodeState | null, now: Date): LocalizedText {
  const usedUp =
    code !== null &&
    code.isActive &&
    (code.expiresAt === null || code.expiresAt > now) &&
    code.usageLimit !== null &&
    code.usedCount >= code.usageLimit;
  return usedUp ? serverTexts.promoCodes.usedUp : serverTexts.promoCodes.notValid;
}

export function createPromoCodesService(deps: {
  promoCodes: PromoCodesRepository;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  return {
    /** The discount of a usable code (case-insensitive); 404 "used up" or "not valid" otherwise. */
    async getByCode(code: string): Promise<PromoCodeDiscountDto> {
      const at = now();
      const row = await deps.promoCodes.findUsableByCode(code.trim(), at);
      if (row === null) {
        const refused = await deps.promoCodes.findByCode(code.trim());
        throw new NotFoundError(promoCodeRefusal(refused, at));
      }
      return { id: row.id, type: row.type, value: row.value };
    },
  };
}
