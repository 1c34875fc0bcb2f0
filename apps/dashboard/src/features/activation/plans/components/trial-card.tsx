import { currentLanguage } from '@convite/i18n/create-i18n';
import { formatDateTime } from '@convite/i18n/dates';
import { Button } from '@convite/ui/button';
import { ConfirmModal } from '@convite/ui/confirm-modal';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { weddingQuery, type Wedding } from '../../../../lib/wedding.ts';
import { useStartTrialMutation } from '../api/start-trial.ts';
import { TrialCountdown } from './trial-countdown.tsx';

/** The 72-hour test mode: its pitch and start button, its countdown while it runs, or its end. */
export function TrialCard({ wedding }: { wedding: Wedding }) {
  const { t, i18n } = useTranslation('dashboard');
  const queryClient = useQueryClient();
  const [isConfirming, setConfirming] = useState(false);
  const [hasEnded, setEnded] = useState(false);
  const startTrial = useStartTrialMutation(wedding.id);
  const endsAt = wedding.trialEndsAt;
  const start = () =>
    startTrial.mutate(
      { params: { path: { id: wedding.id } } },
      { onSettled: () => setConfirming(false) },
    );
  const onEnd = () => {
    setEnded(true);
    void queryClient.invalidateQueries({ queryKey: weddingQuery(wedding.id).queryKey });
  };
  const isRunning = Boolean(endsAt) && wedding.active && !hasEnded;
  return (
    <div className="card">
      <h2>{t('activation.trial.title')}</h2>
      {endsAt ? (
        <>
          <p>
            {t(isRunning ? 'activation.trial.endsAt' : 'activation.trial.ended', {
              date: formatDateTime(endsAt, currentLanguage(i18n)),
            })}
          </p>
          {isRunning && <TrialCountdown endsAt={endsAt} onEnd={onEnd} />}
        </>
      ) : (
        <>
          <p>{t('activation.trial.pitch')}</p>
          <Button onClick={() => setConfirming(true)}>{t('activation.trial.start')}</Button>
          <ConfirmModal
            open={isConfirming}
            tone="positive"
            message={t('activation.trial.confirm')}
            confirmLabel={t('activation.trial.confirmButton')}
            cancelLabel={t('activation.trial.cancel')}
            onConfirm={start}
            onCancel={() => setConfirming(false)}
            busy={startTrial.isPending}
          />
        </>
      )}
    </div>
  );
}
