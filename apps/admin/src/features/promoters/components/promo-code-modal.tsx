import { isValidationError } from '@convite/api/api-error';
import { Button } from '@convite/ui/button';
import { Modal } from '@convite/ui/modal';
import { showSnack } from '@convite/ui/snack-store';
import { TextField } from '@convite/ui/text-field';
import { useForm } from '@convite/ui/use-form';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/select-field.tsx';
import { reportError } from '../../../lib/error-message.ts';
import { focusFirstInvalid } from '../../../lib/focus-invalid.ts';
import { useMessageMutation } from '../../../lib/use-message-mutation.ts';
import { PROMOTER_KEYS, savePromoCode, type PromoCode } from '../api/promoters.ts';
import {
  promoCodeRequest,
  promoCodeValues,
  validatePromoCode,
  type PromoCodeValues,
} from '../utils/promo-code-form.ts';

export type PromoCodeModalProps = {
  promoterId: number;
  /** Edit mode when given, create mode otherwise. */
  promoCode?: PromoCode;
  onClose: () => void;
};

/** "Crear Código de Promoción" / edit: mount it to open it (a new mount starts from the code given). */
export function PromoCodeModal({ promoterId, promoCode, onClose }: PromoCodeModalProps) {
  const { t } = useTranslation('admin');
  const formRef = useRef<HTMLFormElement>(null);
  const save = useMessageMutation(savePromoCode, PROMOTER_KEYS, { isReportingErrors: false });
  const form = useForm(promoCodeValues(promoCode), (values) => validatePromoCode(values, t), {
    invalidMessage: t('validation.fillAllFields'),
    isFieldErrors: isValidationError,
    onError: reportError,
  });
  const select = (name: 'type' | 'isActive') => ({
    name,
    value: form.values[name],
    error: form.errorFor(name),
    onChange: (event: { target: { value: string } }) =>
      form.setValue(name, event.target.value as PromoCodeValues[typeof name]),
  });

  const submit = form.handleSubmit((values) => {
    save
      .mutateAsync({ promoterId, id: promoCode?.id, body: promoCodeRequest(values) })
      .then(onClose)
      .catch((error: unknown) => {
        form.showServerError(error);
        focusFirstInvalid(formRef.current);
        // Here the server's field message also shows in the snack (section 8).
        if (isValidationError(error)) {
          const first = Object.values(error.errors).flat()[0];
          showSnack('error', first ?? error.message);
        }
      });
  });

  return (
    <Modal
      open
      title={promoCode ? t('promoCodeModal.editTitle') : t('promoCodeModal.createTitle')}
      onClose={onClose}
      busy={save.isPending}
      closeLabel={t('common.close')}
    >
      <form ref={formRef} className="form" noValidate onSubmit={submit}>
        <TextField {...form.field('code')} label={t('promoCodeModal.code')} required />
        <SelectField
          {...select('type')}
          label={t('promoCodeModal.type')}
          placeholder={t('common.select')}
          options={[
            { value: 'percentage', label: t('promoCodes.percentage') },
            { value: 'amount', label: t('promoCodes.amount') },
          ]}
          required
        />
        <TextField
          {...form.field('value')}
          label={t('promoCodeModal.value')}
          type="number"
          inputMode="decimal"
          step="any"
          min="0"
          required
        />
        <TextField
          {...form.field('commission')}
          label={t('promoCodeModal.commission')}
          hint={t('common.optional')}
          type="number"
          inputMode="decimal"
          step="any"
          min="0"
          max="100"
        />
        <SelectField
          {...select('isActive')}
          label={t('promoCodeModal.isActive')}
          placeholder={t('common.select')}
          options={[
            { value: 'true', label: t('common.yes') },
            { value: 'false', label: t('common.no') },
          ]}
          required
        />
        <TextField
          {...form.field('usageLimit')}
          label={t('promoCodeModal.usageLimit')}
          hint={t('common.optional')}
          type="number"
          inputMode="numeric"
          step="1"
          min="1"
        />
        <TextField
          {...form.field('expiresAt')}
          label={t('promoCodeModal.expiresAt')}
          hint={`${t('common.optional')}. ${t('promoCodeModal.expiresAtHint')}`}
          type="datetime-local"
        />
        <Button type="submit" fullWidth loading={save.isPending}>
          {t('common.save')}
        </Button>
      </form>
    </Modal>
  );
}
