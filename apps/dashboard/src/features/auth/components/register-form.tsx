import { AuthLayout } from '@convite/ui/auth-layout';
import { Button } from '@convite/ui/button';
import { Checkbox } from '@convite/ui/checkbox';
import { TextField } from '@convite/ui/text-field';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { homePathFor, useSignIn } from '../../../lib/session.ts';
import { showSnack } from '../../../lib/snack.ts';
import { useForm } from '../../../lib/use-form.ts';
import { useRegisterMutation } from '../api/auth-mutations.ts';
import { validateRegister, type RegisterValues } from '../utils/validate.ts';
import { GoogleButton } from './google-button.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';
import { OrDivider } from './or-divider.tsx';

const INITIAL: RegisterValues = {
  email: '',
  password: '',
  passwordConfirmation: '',
  name: '',
  lastName: '',
  terms: false,
};

export function RegisterForm() {
  const { t } = useTranslation('dashboard');
  const { t: tValidation } = useTranslation('validation');
  const navigate = useNavigate();
  const signIn = useSignIn();
  const register = useRegisterMutation();
  const form = useForm(INITIAL, (values) => validateRegister(values, tValidation));

  const submit = form.handleSubmit(({ email, password, passwordConfirmation, name, lastName }) =>
    register.mutate(
      {
        body: {
          email: email.trim(),
          password,
          passwordConfirmation,
          name: name.trim(),
          lastName: lastName.trim(),
        },
      },
      {
        onSuccess: (session) => {
          signIn(session);
          showSnack('success', t('register.success'));
          void navigate(homePathFor(session.client), { replace: true });
        },
        onError: form.showServerError,
      },
    ),
  );

  return (
    <AuthLayout
      title={t('register.title')}
      subtitle={t('register.subtitle')}
      footer={
        <>
          {t('register.haveAccount')} <Link to="/login">{t('register.login')}</Link>
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
        <NewPasswordFields
          password={form.field('password')}
          confirmation={form.field('passwordConfirmation')}
        />
        <TextField
          {...form.field('name')}
          label={t('auth.name')}
          autoComplete="given-name"
          required
        />
        <TextField
          {...form.field('lastName')}
          label={t('auth.lastName')}
          autoComplete="family-name"
          required
        />
        <Checkbox
          {...form.checkbox('terms')}
          label={
            <>
              {t('register.termsPrefix')}{' '}
              <Link to="/terminos-condiciones-aviso-privacidad" target="_blank" rel="noopener">
                {t('register.termsLink')}
              </Link>
            </>
          }
        />
        <Button type="submit" fullWidth loading={register.isPending}>
          {t('register.submit')}
        </Button>
      </form>
      <OrDivider />
      <GoogleButton />
    </AuthLayout>
  );
}
