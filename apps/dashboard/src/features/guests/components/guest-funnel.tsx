import { currentLanguage } from '@convite/i18n/create-i18n';
import { useTranslation } from 'react-i18next';
import { useGuestSummary } from '../api/guests.ts';
import { percentOf } from '../utils/guest-openings.ts';
import { Attendance } from './attendance.tsx';
import '../guest-progress.css';

/**
 * The funnel (sent → opened → answered, of all the invitations) and the people per event
 * (attendance.tsx), as bars drawn with CSS. Every figure is text; the bars only repeat it (hidden
 * from screen readers). From the summary call; nothing while it loads or after a (silent) failure,
 * like the summary.
 */
export function GuestFunnel({ weddingId }: { weddingId: number }) {
  const { t, i18n } = useTranslation('dashboard');
  const language = currentLanguage(i18n);
  const { data } = useGuestSummary(weddingId);
  if (!data || data.totalInvitations === 0) return null;
  const { funnel } = data;
  const steps = [
    { key: 'sent', label: t('guestProgress.funnel.sent'), count: funnel.sent },
    { key: 'opened', label: t('guestProgress.funnel.opened'), count: funnel.opened },
    { key: 'answered', label: t('guestProgress.funnel.answered'), count: funnel.answered },
  ];

  return (
    <div className="guest-progress">
      <section className="card guest-progress__block" aria-labelledby="guest-funnel-title">
        <h2 id="guest-funnel-title">{t('guestProgress.funnel.title')}</h2>
        <p className="muted guest-progress__lead">
          {t('guestProgress.funnel.lead', { count: funnel.invitations })}
        </p>
        <ol className="funnel">
          {steps.map((step) => (
            <li key={step.key} className={`funnel__step funnel__step--${step.key}`}>
              <span className="funnel__label">{step.label}</span>
              <span className="funnel__value">
                {t('guestProgress.funnel.value', {
                  count: step.count,
                  percent: percentOf(step.count, funnel.invitations, language),
                })}
              </span>
              <span className="funnel__track" aria-hidden="true">
                <span
                  className="funnel__bar"
                  style={{ width: `${(step.count / funnel.invitations) * 100}%` }}
                />
              </span>
            </li>
          ))}
        </ol>
        <p className="muted guest-progress__note">{t('guestProgress.funnel.note')}</p>
      </section>
      <Attendance summary={data} />
    </div>
  );
}
