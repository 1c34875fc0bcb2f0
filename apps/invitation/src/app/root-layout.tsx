import { useLanguageSelector } from '@convite/i18n/use-language-selector';
import type { ReactNode } from 'react';
import { LanguageLinks } from './language-links.tsx';

export function RootLayout({
  code,
  preview = null,
  banner = null,
  children,
}: {
  code: string | null;
  /** The couple's preview token, kept by the language links. */
  preview?: string | null;
  /** A strip above everything (the couple's preview says so). */
  banner?: ReactNode;
  children: ReactNode;
}) {
  const language = useLanguageSelector();
  return (
    <>
      {banner}
      <div className="language-corner">
        <LanguageLinks {...language} code={code} preview={preview} />
      </div>
      {children}
    </>
  );
}
