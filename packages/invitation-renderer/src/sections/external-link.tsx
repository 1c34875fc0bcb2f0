import type { ReactNode } from 'react';
import { useInvitationTexts } from '../invitation-i18n.tsx';

type ExternalLinkProps = { href: string; className: string; children: ReactNode };

/** A link that opens in a new tab and says so to screen readers; only http(s) addresses are linked. */
export function ExternalLink({ href, className, children }: ExternalLinkProps) {
  const t = useInvitationTexts();
  if (!/^https?:\/\//i.test(href)) return null;
  return (
    <a className={className} href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="inv-visually-hidden"> {t('opensInNewTab')}</span>
    </a>
  );
}
