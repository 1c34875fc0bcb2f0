import { useLanguageSelector } from '@convite/i18n/use-language-selector';
import { LanguageSelector } from '@convite/ui/language-selector';
import { Link } from 'react-router';
import { AppLogo } from './app-logo.tsx';

export function TopBar() {
  const language = useLanguageSelector();
  return (
    <header className="top-bar">
      <Link to="/inicio" className="top-bar__home">
        <AppLogo />
      </Link>
      <LanguageSelector {...language} />
    </header>
  );
}
