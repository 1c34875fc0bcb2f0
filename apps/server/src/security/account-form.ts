import type { LocalizedText } from '../http/language.ts';
import { isStrongPassword } from '@convite/rules/password';

// Shared by the account calls (auth), a couple's details (clients) and the staff's promoter form
// (promoters), so it belongs to none of those modules.
export const accountFormMessages = {
  invalidPassword: { es: 'Contraseña inválida.', en: 'Invalid password.' },
  passwordsDoNotMatch: { es: 'Las contraseñas no coinciden.', en: 'Passwords do not match.' },
  required: { es: 'Este campo es obligatorio.', en: 'This field is required.' },
} as const satisfies Record<string, LocalizedText>;

type FieldErrors = Record<string, LocalizedText[]>;

/**
 * The rules of the account forms (register, reset, a couple's names, the staff console's promoter
 * form) no schema can say: a strong password, the same
 * confirmation, names that are not blank. The routes run them with the schema (`bodyChecks`), so one
 * 422 names every wrong field; the service runs them again for any other caller.
 */
export function accountFormErrors(fields: Readonly<Record<string, unknown>>): FieldErrors {
  const { password, passwordConfirmation } = fields;
  const errors: FieldErrors = {};
  if (typeof password === 'string' && !isStrongPassword(password)) {
    errors['password'] = [accountFormMessages.invalidPassword];
  }
  if (
    typeof password === 'string' &&
    typeof passwordConfirmation === 'string' &&
    password !== passwordConfirmation
  ) {
    errors['passwordConfirmation'] = [accountFormMessages.passwordsDoNotMatch];
  }
  for (const name of ['name', 'lastName']) {
    const value = fields[name];
    if (typeof value === 'string' && value.trim() === '')
      errors[name] = [accountFormMessages.required];
  }
  return errors;
}
