import { Logo } from '@convite/ui/logo';
import { useTranslation } from 'react-i18next';

export function AppLogo({ size }: { size?: 'md' | 'lg' }) {
  const { t } = useTranslation('common');
  return <Logo name={t('appName')} size={size} />;
}
