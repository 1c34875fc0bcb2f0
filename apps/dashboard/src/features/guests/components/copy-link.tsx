import { Button } from '@convite/ui/button';
import { useTranslation } from 'react-i18next';
import { couplePreviewLink } from '@convite/rules/couple-preview';
import { useCopy } from '../../../lib/use-copy.ts';

/**
 * Copy the guest's own link (the button says "copied" for 2 seconds, and so does a live region)
 * and open it in a new tab (as the couple's preview, which the guest page does not count as the
 * guest's opening).
 */
export function CopyLink({ link, name }: { link: string; name: string }) {
  const { t } = useTranslation('dashboard');
  const { isCopied, copy } = useCopy();

  return (
    <>
      <Button
        variant="secondary"
        className="guest-link__copy"
        aria-label={t('guests.copyLink', { name })}
        onClick={() => void copy(link)}
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
