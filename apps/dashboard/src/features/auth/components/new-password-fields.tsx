import { PasswordChecklist } from '@convite/ui/password-checklist';
import { PasswordField } from '@convite/ui/password-field';
import type { FieldProps } from '@convite/ui/use-form';
import { useTranslation } from 'react-i18next';

/** Password and confirmation with show/hide, and the live checklist (register and reset). */
export function NewPasswordFields({
  password,
  confirmation,
}: {
  password: FieldProps;
  confirmation: FieldProps;
}) {
  const { t } = useTranslation(['dashboard', 'common']);
  const toggle = {
    showLabel: t('common:actions.showPassword'),
    hideLabel: t('common:actions.hidePassword'),
  };
  return (
    <>
      <PasswordField
        {...password}
        {...toggle}
        label={t('auth.password')}
        autoComplete="new-password"
        required
      />
      <PasswordChecklist
        password={password.value}
        labels={{
          title: t('passwordChecklist.title'),
          length: t('passwordChecklist.length'),
          lowercase: t('passwordChecklist.lowercase'),
          uppercase: t('passwordChecklist.uppercase'),
          digit: t('passwordChecklist.digit'),
          special: t('passwordChecklist.special'),
          met: t('passwordChecklist.met'),
          unmet: t('passwordChecklist.unmet'),
        }}
      />
      <PasswordField
        {...confirmation}
        {...toggle}
        label={t('auth.passwordConfirmation')}
        autoComplete="new-password"
        required
      />
    </>
  );
}
