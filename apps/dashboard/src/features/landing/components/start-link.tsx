import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { trackEvent } from '../../../lib/analytics.ts';

/** "Comenzar": to registration (a newcomer has no account yet), counted as a start click. */
export function StartLink() {
  const { t } = useTranslation('dashboard');
  return (
    <Link
      to="/registro"
      className="cv-button cv-button--primary"
      onClick={() => trackEvent('start_click')}
    >
      {t('landing.start')}
    </Link>
  );
}
