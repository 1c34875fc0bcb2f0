import { NotFound } from '@convite/ui/not-found';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppLogo } from '../../components/app-logo.tsx';

export default function NotFoundRoute() {
  const { t } = useTranslation('common');
  return (
    <NotFound
      logo={<AppLogo />}
      message={t('notFound.message')}
      action={<Link to="/admin-login">{t('notFound.home')}</Link>}
    />
  );
}
