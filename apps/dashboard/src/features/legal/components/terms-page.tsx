import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Placeholder for the legal text (the full Spanish text comes later). */
export function TermsPage() {
  const { t } = useTranslation('dashboard');
  return (
    <main className="prose-page">
      <h1>{t('terms.terms')}</h1>
      <p>{t('terms.comingSoon')}</p>
      <h2>{t('terms.privacy')}</h2>
      <p>{t('terms.comingSoon')}</p>
      <p>
        <Link to="/inicio">{t('terms.back')}</Link>
      </p>
    </main>
  );
}
