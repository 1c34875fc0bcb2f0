import { isStrongPassword } from '@convite/rules/password';
import type { Validation } from '@convite/ui/use-form';
import type { TFunction } from 'i18next';
import { isBlank, isEmail } from '../../../lib/validation.ts';

type T = TFunction<'validation'>;

export function emailError(email: string, t: T): string | undefined {
  if (isBlank(email)) return t('required');
  if (!isEmail(email)) return t('email');
  return undefined;
}

export type LoginValues = { email: string; password: string };

export function validateLogin(values: LoginValues, t: T): Validation<LoginValues> {
  return {
    errors: {
      email: emailError(values.email, t),
      password: values.password === '' ? t('required') : undefined,
    },
  };
}

export type NewPasswordValues = { password: string; passwordConfirmation: string };

/** Required and equal block the submit; the strength rule only warns (the server decides). */
export function validateNewPassword<V extends NewPasswordValues>(
  values: V,
  t: T,
): Validation<NewPasswordValues> {
  return {
    errors: {
      password: values.password === '' ? t('required') : undefined,
      passwordConfirmation:
        values.passwordConfirmation === ''
          ? t('required')
          : values.passwordConfirmation !== values.password
            ? t('passwordMismatch')
            : undefined,
    },
    warnings: {
      password:
        values.password !== '' && !isStrongPassword(values.password) ? t('password') : undefined,
    },
  };
}

export type RegisterValues = NewPasswordValues & {
  email: string;
  name: string;
  lastName: string;
  terms: boolean;
};

export function validateRegister(values: RegisterValues, t: T): Validation<RegisterValues> {
  const password = validateNewPassword(values, t);
  return {
    errors: {
      ...password.errors,
      email: emailError(values.email, t),
      name: isBlank(values.name) ? t('required') : undefined,
      lastName: isBlank(values.lastName) ? t('required') : undefined,
      terms: values.terms ? undefined : t('terms'),
    },
    warnings: password.warnings,
  };
}

export type EmailValues = { email: string };

export function validateEmailOnly(values: EmailValues, t: T): Validation<EmailValues> {
  return { errors: { email: emailError(values.email, t) } };
}
