import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** A first landing: the pitch and the way in (the full landing comes later). */
export function LandingPage() {
  const { t } = useTranslation('dashboard');
  return (
    <main className="landing">
      <section className="landing__hero">
        <h1 className="landing__title">{t('landing.title')}</h1>
        <p className="landing__pitch">{t('landing.pitch')}</p>
        <div className="landing__actions">
          <Link to="/registro" className="cv-button cv-button--primary">
            {t('landing.start')}
          </Link>
          <Link to="/login" className="cv-button cv-button--secondary">
            {t('landing.login')}
          </Link>
        </div>
        <p className="landing__trial">{t('landing.trial')}</p>
      </section>
    </main>
  );
}
