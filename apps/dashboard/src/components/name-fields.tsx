import { TextField } from '@convite/ui/text-field';
import type { FieldProps } from '@convite/ui/use-form';
import { useTranslation } from 'react-i18next';

/** The client's name and last name (register, and completing an account that lacks them). */
export function NameFields({ name, lastName }: { name: FieldProps; lastName: FieldProps }) {
  const { t } = useTranslation('dashboard');
  return (
    <>
      <TextField {...name} label={t('auth.name')} autoComplete="given-name" required />
      <TextField {...lastName} label={t('auth.lastName')} autoComplete="family-name" required />
    </>
  );
}
