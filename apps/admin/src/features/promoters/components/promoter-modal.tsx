import { isValidationError } from '@convite/api/api-error';
import { Button } from '@convite/ui/button';
import { Modal } from '@convite/ui/modal';
import { PasswordField } from '@convite/ui/password-field';
import { TextField } from '@convite/ui/text-field';
import { useForm } from '@convite/ui/use-form';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { reportError } from '../../../lib/error-message.ts';
import { focusFirstInvalid } from '../../../lib/focus-invalid.ts';
import { useMessageMutation } from '../../../lib/use-message-mutation.ts';
import { isBlank, isEmail } from '../../../lib/validation.ts';
import { PROMOTER_KEYS, createPromoter, updatePromoter, type Promoter } from '../api/promoters.ts';

type PromoterValues = { name: string; email: string; password: string };

async function savePromoter({ id, values }: { id?: number; values: PromoterValues }) {
  const name = values.name.trim();
  const email = values.email.trim();
  if (id === undefined) return createPromoter({ name, email, password: values.password });
  // On edit an empty password keeps the current one.
  const body =
    values.password === '' ? { name, email } : { name, email, password: values.password };
  return updatePromoter({ id, body });
}

/** "Crear Promotor" (name, email and password required), or editing one (password optional). */
export function PromoterModal({ promoter, onClose }: { promoter?: Promoter; onClose: () => void }) {
  const { t } = useTranslation(['admin', 'common']);
  const { t: tAdmin } = useTranslation('admin');
  const formRef = useRef<HTMLFormElement>(null);
  const save = useMessageMutation(savePromoter, PROMOTER_KEYS, { isReportingErrors: false });
  const form = useForm<PromoterValues>(
    { name: promoter?.name ?? '', email: promoter?.email ?? '', password: '' },
    (values) => {
      const required = tAdmin('validation.required');
      return {
        errors: {
          name: isBlank(values.name) ? required : undefined,
          email: isBlank(values.email)
            ? required
            : isEmail(values.email)
              ? undefined
              : tAdmin('validation.email'),
          password: !promoter && values.password === '' ? required : undefined,
        },
      };
    },
    {
      invalidMessage: tAdmin('validation.fillAllFields'),
      isFieldErrors: isValidationError,
      onError: reportError,
    },
  );

  const submit = form.handleSubmit((values) => {
    save
      .mutateAsync({ id: promoter?.id, values })
      .then(onClose)
      .catch((error: unknown) => {
        form.showServerError(error);
        focusFirstInvalid(formRef.current);
      });
  });

  return (
    <Modal
      open
      title={promoter ? t('promoterModal.editTitle') : t('promoterModal.createTitle')}
      onClose={onClose}
      busy={save.isPending}
      closeLabel={t('common.close')}
    >
      <form ref={formRef} className="form" noValidate onSubmit={submit}>
        <TextField {...form.field('name')} label={t('promoterModal.name')} required />
        <TextField
          {...form.field('email')}
          label={t('promoterModal.email')}
          type="email"
          autoComplete="off"
          required
        />
        <PasswordField
          {...form.field('password')}
          label={t('promoterModal.password')}
          hint={promoter ? t('promoterModal.passwordHint') : undefined}
          showLabel={t('common:actions.showPassword')}
          hideLabel={t('common:actions.hidePassword')}
          autoComplete="new-password"
          required={!promoter}
        />
        <Button type="submit" fullWidth loading={save.isPending}>
          {t('common.save')}
        </Button>
      </form>
    </Modal>
  );
}
