import { currentLanguage } from '@convite/i18n/create-i18n';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { removeGuestData } from '../api/remove-guest-data.ts';

/**
 * "Eliminar mis datos" at the bottom of a guest's own invitation (LFPDPPP's cancellation right):
 * asks once more, then has the API delete the household's data (removeGuestData) and hands the
 * API's words to `onRemoved`, which shows the page that says it was done.
 */
export function GuestDataRemoval({
  slug,
  code,
  onRemoved,
}: {
  slug: string;
  code: string;
  onRemoved: (message: string | null) => void;
}) {
  const { t, i18n } = useTranslation('invitation');
  const { t: common } = useTranslation('common');
  const [step, setStep] = useState<'closed' | 'asking' | 'sending'>('closed');
  const [error, setError] = useState<string | null>(null);
  const titleId = useId();

  async function remove() {
    setStep('sending');
    setError(null);
    const result = await removeGuestData({ slug, code, language: currentLanguage(i18n) });
    if (result.kind === 'removed') {
      onRemoved(result.message);
      return;
    }
    setStep('asking');
    setError(result.message ?? common('errors.network'));
  }

  return (
    <section className="guest-data" aria-labelledby={step === 'closed' ? undefined : titleId}>
      {step === 'closed' ? (
        <>
          <button type="button" className="guest-data__open" onClick={() => setStep('asking')}>
            {t('guestData.remove')}
          </button>
          <p className="guest-data__hint">{t('guestData.removeHint')}</p>
        </>
      ) : (
        <div className="guest-data__confirm" role="alertdialog" aria-labelledby={titleId}>
          <h2 id={titleId} className="guest-data__title">
            {t('guestData.confirmTitle')}
          </h2>
          <p>{t('guestData.confirmText')}</p>
          {error ? (
            <p className="guest-data__error" role="alert">
              {error}
            </p>
          ) : null}
          <div className="guest-data__actions">
            <button
              type="button"
              className="guest-data__remove"
              disabled={step === 'sending'}
              onClick={() => void remove()}
            >
              {step === 'sending' ? t('guestData.removing') : t('guestData.confirm')}
            </button>
            <button
              type="button"
              className="guest-data__cancel"
              disabled={step === 'sending'}
              onClick={() => {
                setStep('closed');
                setError(null);
              }}
            >
              {t('guestData.cancel')}
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
