import { useLanguageSelector } from '@convite/i18n/use-language-selector';
import { LanguageSelector } from '@convite/ui/language-selector';
import { useTranslation } from 'react-i18next';
import { Link, useMatch } from 'react-router';
import { AppLogo } from './app-logo.tsx';

export function TopBar() {
  const { t } = useTranslation('dashboard');
  const language = useLanguageSelector();
  // The landing's top bar is the visitor's way in (spec section 1); elsewhere the pages lead on.
  const isLanding = useMatch('/inicio') !== null;
  return (
    <header className="top-bar">
      <Link to="/inicio" className="top-bar__home">
        <AppLogo />
      </Link>
      <div className="top-bar__end">
        <LanguageSelector {...language} />
        {isLanding && (
          <Link to="/login" className="top-bar__login">
            {t('landing.login')}
          </Link>
        )}
      </div>
    </header>
  );
}
