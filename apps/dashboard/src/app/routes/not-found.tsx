import { NotFound } from '@convite/ui/not-found';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export default function NotFoundRoute() {
  const { t } = useTranslation('common');
  return (
    <NotFound
      message={t('notFound.message')}
      action={<Link to="/login">{t('notFound.home')}</Link>}
    />
  );
}
