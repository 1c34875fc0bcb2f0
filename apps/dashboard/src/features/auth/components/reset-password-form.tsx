import { showSnack } from '@convite/ui/snack-store';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { FormPage } from '../../../components/form-page.tsx';
import { homePathFor, useSignIn } from '../../../lib/session.ts';
import { useAppForm } from '../../../lib/use-app-form.ts';
import { useResetPasswordMutation } from '../api/auth-mutations.ts';
import { validateNewPassword } from '../utils/validate.ts';
import { NewPasswordFields } from './new-password-fields.tsx';

export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation('dashboard');
  const { t: tValidation } = useTranslation('validation');
  const navigate = useNavigate();
  const signIn = useSignIn();
  const reset = useResetPasswordMutation();
  const form = useAppForm({ password: '', passwordConfirmation: '' }, (values) =>
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
    <FormPage
      title={t('reset.title')}
      subtitle={t('reset.subtitle')}
      footer={<Link to="/login">{t('reset.back')}</Link>}
      submitLabel={t('reset.submit')}
      isSubmitting={reset.isPending}
      onSubmit={submit}
    >
      <NewPasswordFields
        password={form.field('password')}
        confirmation={form.field('passwordConfirmation')}
      />
    </FormPage>
  );
}
