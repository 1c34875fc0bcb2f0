import { PasswordField } from '@convite/ui/password-field';
import type { FieldProps } from '@convite/ui/use-form';
import { useTranslation } from 'react-i18next';
import { EmailField } from './email-field.tsx';

/** Email and current password (the login page, and signing in again in the modal). */
export function LoginFields({
  email,
  password,
  isEmailLocked = false,
}: {
  email: FieldProps;
  password: FieldProps;
  /** The modal keeps the account that was signed in. */
  isEmailLocked?: boolean;
}) {
  const { t } = useTranslation(['dashboard', 'common']);
  return (
    <>
      <EmailField {...email} disabled={isEmailLocked} />
      <PasswordField
        {...password}
        label={t('auth.password')}
        showLabel={t('common:actions.showPassword')}
        hideLabel={t('common:actions.hidePassword')}
        autoComplete="current-password"
        required
      />
    </>
  );
}
