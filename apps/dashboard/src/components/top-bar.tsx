import { Link } from 'react-router';
import { AppLogo } from './app-logo.tsx';
import { LanguageSwitch } from './language-switch.tsx';

export function TopBar() {
  return (
    <header className="top-bar">
      <Link to="/inicio" className="top-bar__home">
        <AppLogo />
      </Link>
      <LanguageSwitch />
    </header>
  );
}
