import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { FormPage } from '../../../components/form-page.tsx';
import { homePathFor, useSignIn } from '../../../lib/session.ts';
import { useAppForm } from '../../../lib/use-app-form.ts';
import { useLoginMutation } from '../api/auth-mutations.ts';
import { validateLogin } from '../utils/validate.ts';
import { GoogleButton } from './google-button.tsx';
import { LoginFields } from './login-fields.tsx';
import { OrDivider } from './or-divider.tsx';

export function LoginForm() {
  const { t } = useTranslation('dashboard');
  const { t: tValidation } = useTranslation('validation');
  const navigate = useNavigate();
  const signIn = useSignIn();
  const login = useLoginMutation();
  const form = useAppForm({ email: '', password: '' }, (values) =>
    validateLogin(values, tValidation),
  );

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
    <FormPage
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      footer={
        <>
          {t('login.noAccount')} <Link to="/registro">{t('login.register')}</Link>
        </>
      }
      submitLabel={t('login.submit')}
      isSubmitting={login.isPending}
      onSubmit={submit}
      after={
        <>
          <OrDivider />
          <GoogleButton />
        </>
      }
    >
      <LoginFields email={form.field('email')} password={form.field('password')} />
      <p className="form__aside">
        <Link to="/olvido-password">{t('login.forgot')}</Link>
      </p>
    </FormPage>
  );
}
