import type { Validation } from '@convite/ui/use-form';
import type { TFunction } from 'i18next';
import { isBlank, isEmail } from '../../../lib/validation.ts';

export type StaffLoginValues = { email: string; password: string };

export function validateStaffLogin(
  values: StaffLoginValues,
  t: TFunction<'admin'>,
): Validation<StaffLoginValues> {
  return {
    errors: {
      email: isBlank(values.email)
        ? t('validation.required')
        : isEmail(values.email)
          ? undefined
          : t('validation.email'),
      password: values.password === '' ? t('validation.required') : undefined,
    },
  };
}
