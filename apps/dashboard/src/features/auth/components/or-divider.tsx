import { useTranslation } from 'react-i18next';

export function OrDivider() {
  const { t } = useTranslation('dashboard');
  return (
    <p className="or-divider">
      <span>{t('auth.or')}</span>
    </p>
  );
}
