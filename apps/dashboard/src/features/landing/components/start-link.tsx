import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { trackEvent } from '../../../lib/analytics.ts';

/** "Comenzar": to the login, counted as a start click. */
export function StartLink() {
  const { t } = useTranslation('dashboard');
  return (
    <Link
      to="/login"
      className="cv-button cv-button--primary"
      onClick={() => trackEvent('start_click')}
    >
      {t('landing.start')}
    </Link>
  );
}
