import { Button } from '@convite/ui/button';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { couplePreviewLink } from '@convite/rules/couple-preview';

/** How long the "copied" notice stays (the spec's section 9). */
export const COPIED_NOTICE_MS = 2000;

/**
 * Copy the guest's own link (the button says "copied" for 2 seconds, and so does a live region)
 * and open it in a new tab (as the couple's preview, which the guest page does not count as the
 * guest's opening).
 */
export function CopyLink({ link, name }: { link: string; name: string }) {
  const { t } = useTranslation('dashboard');
  const [isCopied, setCopied] = useState(false);

  useEffect(() => {
    if (!isCopied) return undefined;
    const timer = setTimeout(() => setCopied(false), COPIED_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [isCopied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      // No clipboard (an insecure origin): the open link still works.
    }
  };

  return (
    <>
      <Button
        variant="secondary"
        className="guest-link__copy"
        aria-label={t('guests.copyLink', { name })}
        onClick={() => void copy()}
      >
        {isCopied ? t('guests.copied') : t('guests.copy')}
      </Button>
      <a
        className="cv-button cv-button--ghost guest-link__open"
        href={couplePreviewLink(link)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('guests.openLink', { name })}
      >
        {t('guests.open')}
      </a>
      <span className="cv-visually-hidden" aria-live="polite">
        {isCopied ? t('guests.copied') : ''}
      </span>
    </>
  );
}
