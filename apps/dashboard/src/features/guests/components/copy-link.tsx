import { Button } from '@convite/ui/button';
import { useTranslation } from 'react-i18next';
import { couplePreviewLink } from '@convite/rules/couple-preview';
import { useCopy } from '../../../lib/use-copy.ts';

/** Copy the guest's link and open it (the guest just added, the walkthrough's skipped guests). */
export function CopyLink({ link, name }: { link: string; name: string }) {
  return (
    <>
      <CopyLinkButton link={link} name={name} />
      <OpenLink link={link} name={name} />
    </>
  );
}

/**
 * Copy the guest's own link: the button says "copied" for 2 seconds, and so does a live region.
 * Its name starts with what it shows ("Copiar enlace de Ana Pérez"), so a voice command says it.
 */
export function CopyLinkButton({ link, name }: { link: string; name: string }) {
  const { t } = useTranslation('dashboard');
  const { isCopied, copy } = useCopy();

  return (
    <>
      <Button
        variant="secondary"
        className="guest-link__copy"
        aria-label={isCopied ? t('guests.copiedLink', { name }) : t('guests.copyLink', { name })}
        onClick={() => void copy(link)}
      >
        {isCopied ? t('guests.copied') : t('guests.copy')}
      </Button>
      <span className="cv-visually-hidden" aria-live="polite">
        {isCopied ? t('guests.copied') : ''}
      </span>
    </>
  );
}

/**
 * Open the guest's link in a new tab, as the couple's preview (which the guest page does not count
 * as the guest's opening).
 */
export function OpenLink({ link, name }: { link: string; name: string }) {
  const { t } = useTranslation('dashboard');
  return (
    <a
      className="cv-button cv-button--ghost guest-link__open"
      href={couplePreviewLink(link)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('guests.openLink', { name })}
    >
      {t('guests.open')}
    </a>
  );
}
