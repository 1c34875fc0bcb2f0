import { useLanguageSelector } from '@convite/i18n/use-language-selector';
import { LanguageSelector } from '@convite/ui/language-selector';
import type { ReactNode } from 'react';

export function RootLayout({ children }: { children: ReactNode }) {
  const language = useLanguageSelector();
  return (
    <>
      <div className="language-corner">
        <LanguageSelector {...language} />
      </div>
      {children}
    </>
  );
}
