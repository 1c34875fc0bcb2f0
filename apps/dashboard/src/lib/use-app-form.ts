import { isValidationError } from '@convite/api/api-error';
import { useForm, type FormValues, type Validation } from '@convite/ui/use-form';
import { useTranslation } from 'react-i18next';
import { reportError } from './error-message.ts';

/** ui's form hook with the dashboard's texts: a 422 goes under the fields, any other failure to the snack. */
export function useAppForm<T extends FormValues>(
  initial: T,
  validate: (values: T) => Validation<T>,
) {
  const { t } = useTranslation('validation');
  return useForm(initial, validate, {
    invalidMessage: t('fillAllFields'),
    isFieldErrors: isValidationError,
    onError: reportError,
  });
}
