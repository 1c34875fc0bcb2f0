import { showSnack } from '@convite/ui/snack-store';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormPage } from '../../../components/form-page.tsx';
import { useAppForm } from '../../../lib/use-app-form.ts';
import { useSendResetLinkMutation } from '../api/auth-mutations.ts';
import { validateEmailOnly } from '../utils/validate.ts';
import { EmailField } from './email-field.tsx';

export function ForgotPasswordForm() {
  const { t } = useTranslation('dashboard');
  const { t: tValidation } = useTranslation('validation');
  const sendLink = useSendResetLinkMutation();
  const form = useAppForm({ email: '' }, (values) => validateEmailOnly(values, tValidation));

  const submit = form.handleSubmit((values) =>
    sendLink.mutate(
      { body: { email: values.email.trim() } },
      { onSuccess: (data) => showSnack('success', data.message), onError: form.showServerError },
    ),
  );

  return (
    <FormPage
      title={t('forgot.title')}
      subtitle={t('forgot.subtitle')}
      footer={<Link to="/login">{t('forgot.back')}</Link>}
      submitLabel={t('forgot.submit')}
      isSubmitting={sendLink.isPending}
      onSubmit={submit}
    >
      <EmailField {...form.field('email')} />
    </FormPage>
  );
}
