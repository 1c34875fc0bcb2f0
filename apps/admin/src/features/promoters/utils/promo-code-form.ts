import { mexicoLocalToUtcIso, utcIsoToMexicoLocal } from '@convite/i18n/dates';
import { MAX_PERCENT } from '@convite/rules/field-bounds';
import type { Validation } from '@convite/ui/use-form';
import type { TFunction } from 'i18next';
import type { PromoCode, PromoCodeRequest } from '../api/promoters.ts';

/** The modal's fields as typed; the selects hold '' for "Seleccionar". */
export type PromoCodeValues = {
  code: string;
  type: '' | 'percentage' | 'amount';
  value: string;
  commission: string;
  isActive: '' | 'true' | 'false';
  usageLimit: string;
  /** Mexico City local time, `YYYY-MM-DDTHH:mm` (the datetime-local value). */
  expiresAt: string;
};

export function promoCodeValues(code?: PromoCode): PromoCodeValues {
  if (!code)
    return {
      code: '',
      type: '',
      value: '',
      commission: '',
      isActive: '',
      usageLimit: '',
      expiresAt: '',
    };
  return {
    code: code.code,
    type: code.type,
    value: String(code.value),
    commission: code.commission === null ? '' : String(code.commission),
    isActive: code.isActive ? 'true' : 'false',
    usageLimit: code.usageLimit === null ? '' : String(code.usageLimit),
    expiresAt: code.expiresAt ? utcIsoToMexicoLocal(code.expiresAt) : '',
  };
}

const isNumber = (text: string) => text.trim() !== '' && Number.isFinite(Number(text));

/**
 * Code, type, value and "Activo" are required. "No" is an answer, not a missing one: an inactive
 * code can be saved (the specification records the opposite as a defect of the old console).
 */
export function validatePromoCode(
  values: PromoCodeValues,
  t: TFunction<'admin'>,
): Validation<PromoCodeValues> {
  const required = t('validation.required');
  const value = Number(values.value);
  const commission = Number(values.commission);
  const limit = Number(values.usageLimit);
  return {
    errors: {
      code: values.code.trim() === '' ? required : undefined,
      type: values.type === '' ? required : undefined,
      value:
        values.value.trim() === ''
          ? required
          : !isNumber(values.value) || value <= 0
            ? t('validation.positiveNumber')
            : values.type === 'percentage' && value > MAX_PERCENT
              ? t('validation.percent')
              : undefined,
      commission:
        values.commission.trim() !== '' &&
        (!isNumber(values.commission) || commission < 0 || commission > MAX_PERCENT)
          ? t('validation.percent')
          : undefined,
      isActive: values.isActive === '' ? required : undefined,
      usageLimit:
        values.usageLimit.trim() !== '' && (!Number.isInteger(limit) || limit < 1)
          ? t('validation.integer')
          : undefined,
      expiresAt:
        values.expiresAt !== '' && mexicoLocalToUtcIso(values.expiresAt) === null
          ? t('validation.dateTime')
          : undefined,
    },
  };
}

/** The request: optional fields empty → null, the expiration from Mexico City time to UTC. */
export function promoCodeRequest(values: PromoCodeValues): PromoCodeRequest {
  return {
    code: values.code.trim(),
    type: values.type === 'amount' ? 'amount' : 'percentage',
    value: Number(values.value),
    commission: values.commission.trim() === '' ? null : Number(values.commission),
    isActive: values.isActive === 'true',
    usageLimit: values.usageLimit.trim() === '' ? null : Number(values.usageLimit),
    expiresAt: values.expiresAt === '' ? null : mexicoLocalToUtcIso(values.expiresAt),
  };
}
