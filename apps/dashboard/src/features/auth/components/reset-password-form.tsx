import { AuthLayout } from '@convite/ui/auth-layout';
import { Button } from '@convite/ui/button';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { homePathFor, useSignIn } from '../../../lib/session.ts';
import { showSnack } from '../../../lib/snack.ts';
import { useForm } from '../../../lib/use-form.ts';
import { useResetPasswordMutation } from '../api/auth-mutations.ts';
import { validateNewPassword } from '../utils/validate.ts';
import { NewPasswordFields } from './new-password-fields.tsx';

export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation('dashboard');
  const { t: tValidation } = useTranslation('validation');
  const navigate = useNavigate();
  const signIn = useSignIn();
  const reset = useResetPasswordMutation();
  const form = useForm({ password: '', passwordConfirmation: '' }, (values) =>
    validateNewPassword(values, tValidation),
  );

  const submit = form.handleSubmit(({ password, passwordConfirmation }) =>
    reset.mutate(
      { body: { token, password, passwordConfirmation } },
      {
        onSuccess: (session) => {
          signIn(session);
          showSnack('success', session.message);
          void navigate(homePathFor(session.client), { replace: true });
        },
        onError: form.showServerError,
      },
    ),
  );

  return (
    <AuthLayout
      title={t('reset.title')}
      subtitle={t('reset.subtitle')}
      footer={<Link to="/login">{t('reset.back')}</Link>}
    >
      <form className="form" noValidate onSubmit={submit}>
        <NewPasswordFields
          password={form.field('password')}
          confirmation={form.field('passwordConfirmation')}
        />
        <Button type="submit" fullWidth loading={reset.isPending}>
          {t('reset.submit')}
        </Button>
      </form>
    </AuthLayout>
  );
}
