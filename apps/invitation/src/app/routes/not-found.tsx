import { NotFound } from '@convite/ui/not-found';
import { useTranslation } from 'react-i18next';
import { AppLogo } from '../../components/app-logo.tsx';

/** Guests have nowhere to log in here, so the page offers no link. */
export default function NotFoundRoute() {
  const { t } = useTranslation('common');
  return <NotFound logo={<AppLogo />} message={t('notFound.message')} />;
}
