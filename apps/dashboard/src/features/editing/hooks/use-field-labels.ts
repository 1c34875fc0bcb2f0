import { useTranslation } from 'react-i18next';

/** The pencil, check and cross of an editable field, named after the field they act on. */
export function useFieldLabels(field: string) {
  const { t } = useTranslation('dashboard');
  return {
    edit: t('editing.field.edit', { field }),
    confirm: t('editing.field.confirm', { field }),
    cancel: t('editing.field.cancel', { field }),
  };
}
