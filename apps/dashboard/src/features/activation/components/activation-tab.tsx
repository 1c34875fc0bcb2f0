import { currentLanguage } from '@convite/i18n/create-i18n';
import { formatDateTime } from '@convite/i18n/dates';
import { Button } from '@convite/ui/button';
import { ConfirmModal } from '@convite/ui/confirm-modal';
import { Notice } from '@convite/ui/notice';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Wedding } from '../../../lib/wedding.ts';
import { useStartTrialMutation } from '../api/start-trial.ts';

/** The plan tab, as far as issue 3 goes: the state of the invitation and the 72-hour test mode. */
export function ActivationTab({ wedding }: { wedding: Wedding }) {
  const { t, i18n } = useTranslation('dashboard');
  const language = currentLanguage(i18n);
  const plan = wedding.invitationPlan;
  return (
    <section className="tab">
      <h1>{t('wedding.tabs.activation')}</h1>
      <Notice kind={wedding.active ? 'success' : 'info'}>
        {wedding.active ? t('activation.active') : t('activation.inactive')}
      </Notice>
      {plan ? (
        <p className="tab__lead">
          {t('activation.plan', { name: language === 'en' ? plan.nameEng : plan.name })}
        </p>
      ) : (
        <TrialCard wedding={wedding} />
      )}
      {!plan && <p className="muted">{t('activation.plansSoon')}</p>}
    </section>
  );
}

function TrialCard({ wedding }: { wedding: Wedding }) {
  const { t, i18n } = useTranslation('dashboard');
  const [isConfirming, setConfirming] = useState(false);
  const startTrial = useStartTrialMutation(wedding.id);
  const endsAt = wedding.trialEndsAt;
  const start = () =>
    startTrial.mutate(
      { params: { path: { id: wedding.id } } },
      { onSettled: () => setConfirming(false) },
    );
  return (
    <div className="card">
      <h2>{t('activation.trial.title')}</h2>
      {endsAt ? (
        <p>
          {t(wedding.active ? 'activation.trial.endsAt' : 'activation.trial.ended', {
            date: formatDateTime(endsAt, currentLanguage(i18n)),
          })}
        </p>
      ) : (
        <>
          <p>{t('activation.trial.pitch')}</p>
          <Button onClick={() => setConfirming(true)}>{t('activation.trial.start')}</Button>
          <ConfirmModal
            open={isConfirming}
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
