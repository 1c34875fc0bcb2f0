import { Checkbox } from '@convite/ui/checkbox';
import { showSnack } from '@convite/ui/snack-store';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { FormPage } from '../../../components/form-page.tsx';
import { NameFields } from '../../../components/name-fields.tsx';
import { homePathFor, useSignIn } from '../../../lib/session.ts';
import { useAppForm } from '../../../lib/use-app-form.ts';
import { useRegisterMutation } from '../api/auth-mutations.ts';
import { validateRegister, type RegisterValues } from '../utils/validate.ts';
import { EmailField } from './email-field.tsx';
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
  const form = useAppForm(INITIAL, (values) => validateRegister(values, tValidation));

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
    <FormPage
      title={t('register.title')}
      subtitle={t('register.subtitle')}
      footer={
        <>
          {t('register.haveAccount')} <Link to="/login">{t('register.login')}</Link>
        </>
      }
      submitLabel={t('register.submit')}
      isSubmitting={register.isPending}
      onSubmit={submit}
      after={
        <>
          <OrDivider />
          <GoogleButton />
        </>
      }
    >
      <EmailField {...form.field('email')} />
      <NewPasswordFields
        password={form.field('password')}
        confirmation={form.field('passwordConfirmation')}
      />
      <NameFields name={form.field('name')} lastName={form.field('lastName')} />
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
    </FormPage>
  );
}
