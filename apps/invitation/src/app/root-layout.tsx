import { useLanguageSelector } from '@convite/i18n/use-language-selector';
import type { ReactNode } from 'react';
import { LanguageLinks } from './language-links.tsx';

export function RootLayout({ code, children }: { code: string | null; children: ReactNode }) {
  const language = useLanguageSelector();
  return (
    <>
      <div className="language-corner">
        <LanguageLinks {...language} code={code} />
      </div>
      {children}
    </>
  );
}
