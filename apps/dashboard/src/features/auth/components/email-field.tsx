import { TextField } from '@convite/ui/text-field';
import type { FieldProps } from '@convite/ui/use-form';
import { useTranslation } from 'react-i18next';

/** The account's email, with the email keyboard and autofill. */
export function EmailField(field: FieldProps & { disabled?: boolean }) {
  const { t } = useTranslation('dashboard');
  return (
    <TextField
      {...field}
      label={t('auth.email')}
      type="email"
      autoComplete="email"
      inputMode="email"
      required
    />
  );
}
