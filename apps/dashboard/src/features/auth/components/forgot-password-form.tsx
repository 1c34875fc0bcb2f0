import { AuthLayout } from '@convite/ui/auth-layout';
import { Button } from '@convite/ui/button';
import { TextField } from '@convite/ui/text-field';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { showSnack } from '../../../lib/snack.ts';
import { useForm } from '../../../lib/use-form.ts';
import { useSendResetLinkMutation } from '../api/auth-mutations.ts';
import { validateEmailOnly } from '../utils/validate.ts';

export function ForgotPasswordForm() {
  const { t } = useTranslation('dashboard');
  const { t: tValidation } = useTranslation('validation');
  const sendLink = useSendResetLinkMutation();
  const form = useForm({ email: '' }, (values) => validateEmailOnly(values, tValidation));

  const submit = form.handleSubmit((values) =>
    sendLink.mutate(
      { body: { email: values.email.trim() } },
      { onSuccess: (data) => showSnack('success', data.message), onError: form.showServerError },
    ),
  );

  return (
    <AuthLayout
      title={t('forgot.title')}
      subtitle={t('forgot.subtitle')}
      footer={<Link to="/login">{t('forgot.back')}</Link>}
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
        <Button type="submit" fullWidth loading={sendLink.isPending}>
          {t('forgot.submit')}
        </Button>
      </form>
    </AuthLayout>
  );
}
