import { AuthLayout } from '@convite/ui/auth-layout';
import { Button } from '@convite/ui/button';
import { PasswordField } from '@convite/ui/password-field';
import { TextField } from '@convite/ui/text-field';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { homePathFor, useSignIn } from '../../../lib/session.ts';
import { useForm } from '../../../lib/use-form.ts';
import { useLoginMutation } from '../api/auth-mutations.ts';
import { validateLogin } from '../utils/validate.ts';
import { GoogleButton } from './google-button.tsx';
import { OrDivider } from './or-divider.tsx';

export function LoginForm() {
  const { t } = useTranslation(['dashboard', 'common']);
  const { t: tValidation } = useTranslation('validation');
  const navigate = useNavigate();
  const signIn = useSignIn();
  const login = useLoginMutation();
  const form = useForm({ email: '', password: '' }, (values) => validateLogin(values, tValidation));

  const submit = form.handleSubmit((values) =>
    login.mutate(
      { body: { email: values.email.trim(), password: values.password } },
      {
        onSuccess: (session) => {
          signIn(session);
          void navigate(homePathFor(session.client), { replace: true });
        },
        onError: form.showServerError,
      },
    ),
  );

  return (
    <AuthLayout
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      footer={
        <>
          {t('login.noAccount')} <Link to="/registro">{t('login.register')}</Link>
        </>
      }
    >
      <form className="form" noValidate onSubmit={submit}>
        <TextField
          {...form.field('email')}
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
        />
        <PasswordField
          {...form.field('password')}
          label={t('auth.password')}
          showLabel={t('common:actions.showPassword')}
          hideLabel={t('common:actions.hidePassword')}
          autoComplete="current-password"
          required
        />
        <p className="form__aside">
          <Link to="/olvido-password">{t('login.forgot')}</Link>
        </p>
        <Button type="submit" fullWidth loading={login.isPending}>
          {t('login.submit')}
        </Button>
      </form>
      <OrDivider />
      <GoogleButton />
    </AuthLayout>
  );
}
