import { isValidationError } from '@convite/api/api-error';
import { AuthLayout } from '@convite/ui/auth-layout';
import { Button } from '@convite/ui/button';
import { PasswordField } from '@convite/ui/password-field';
import { TextField } from '@convite/ui/text-field';
import { useForm } from '@convite/ui/use-form';
import { useTranslation } from 'react-i18next';
import { AppLogo } from '../../../components/app-logo.tsx';
import { reportError } from '../../../lib/error-message.ts';
import { validateStaffLogin, type StaffLoginValues } from '../utils/validate.ts';

export type StaffLoginFormProps = {
  /** "Administradores" or "Promotores". */
  subtitle: string;
  pending: boolean;
  /** Rejects with the server's error, which the form shows under the fields or in the snack. */
  onSubmit: (values: StaffLoginValues) => Promise<unknown>;
};

/** "Accede a tu cuenta": the admin and the promoter logins share this form. */
export function StaffLoginForm({ subtitle, pending, onSubmit }: StaffLoginFormProps) {
  const { t } = useTranslation(['admin', 'common']);
  const { t: tAdmin } = useTranslation('admin');
  const form = useForm(
    { email: '', password: '' },
    (values) => validateStaffLogin(values, tAdmin),
    {
      invalidMessage: tAdmin('validation.fillAllFields'),
      isFieldErrors: isValidationError,
      onError: reportError,
    },
  );

  const submit = form.handleSubmit((values) => {
    onSubmit({ email: values.email.trim(), password: values.password }).catch(form.showServerError);
  });

  return (
    <AuthLayout logo={<AppLogo size="lg" />} title={t('login.title')} subtitle={subtitle}>
      <form className="form" noValidate onSubmit={submit}>
        <TextField
          {...form.field('email')}
          label={t('login.email')}
          type="email"
          autoComplete="email"
          required
        />
        <PasswordField
          {...form.field('password')}
          label={t('login.password')}
          showLabel={t('common:actions.showPassword')}
          hideLabel={t('common:actions.hidePassword')}
          autoComplete="current-password"
          required
        />
        <Button type="submit" fullWidth loading={pending}>
          {t('login.submit')}
        </Button>
      </form>
    </AuthLayout>
  );
}
