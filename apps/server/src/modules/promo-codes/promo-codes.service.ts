import { serverTexts } from '@convite/i18n/server-texts';
import type { components } from '@convite/api/schema';
import { NotFoundError } from '../../domain/errors.ts';
import type { PromoCodesRepository } from './promo-codes.repository.ts';

export type PromoCodeDiscountDto = components['schemas']['PromoCodeDiscount'];

export function createPromoCodesService(deps: {
  promoCodes: PromoCodesRepository;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  return {
    /** The discount of a usable code (case-insensitive); 404 "not valid or expired" otherwise. */
    async getByCode(code: string): Promise<PromoCodeDiscountDto> {
      const row = await deps.promoCodes.findUsableByCode(code.trim(), now());
      if (row === null) throw new NotFoundError(serverTexts.promoCodes.notValid);
      return { id: row.id, type: row.type, value: row.value };
    },
  };
}
