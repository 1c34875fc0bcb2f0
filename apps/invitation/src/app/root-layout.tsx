import { useLanguageSelector } from '@convite/i18n/use-language-selector';
import { LanguageSelector } from '@convite/ui/language-selector';
import { Outlet } from 'react-router';

export function RootLayout() {
  const language = useLanguageSelector();
  return (
    <>
      <div className="language-corner">
        <LanguageSelector {...language} />
      </div>
      <Outlet />
    </>
  );
}
