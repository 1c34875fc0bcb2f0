import { isStrongPassword } from '@convite/rules/password';
import { serverTexts, type LocalizedText } from '@convite/i18n/server-texts';

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
    errors['password'] = [serverTexts.accountForm.invalidPassword];
  }
  if (
    typeof password === 'string' &&
    typeof passwordConfirmation === 'string' &&
    password !== passwordConfirmation
  ) {
    errors['passwordConfirmation'] = [serverTexts.accountForm.passwordsDoNotMatch];
  }
  for (const name of ['name', 'lastName']) {
    const value = fields[name];
    if (typeof value === 'string' && value.trim() === '')
      errors[name] = [serverTexts.accountForm.required];
  }
  return errors;
}
