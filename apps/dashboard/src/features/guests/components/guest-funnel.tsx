import { currentLanguage } from '@convite/i18n/create-i18n';
import { useTranslation } from 'react-i18next';
import { useGuestSummary } from '../api/guests.ts';
import { percentOf } from '../utils/guest-openings.ts';
import '../guest-progress.css';

type HeadCount = { attending: number; pending: number; declined: number };

/**
 * The funnel (sent → opened → answered, of all the invitations) and the people per event, as bars
 * drawn with CSS. Every figure is text; the bars only repeat it (hidden from screen readers). From
 * the summary call; nothing while it loads or after a (silent) failure, like the summary.
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
  // Guests are assigned to exclusive events only: with none, every event counts every guest, so
  // one row for everyone says it all.
  const isPerEvent = data.events.some((event) => event.isExclusive);
  const rows: { key: string; name: string; note: string | null; count: HeadCount }[] = isPerEvent
    ? data.events.map((event) => ({
        key: String(event.eventId),
        name: event.name,
        note: event.isExclusive ? t('guestProgress.headCount.exclusive') : null,
        count: event,
      }))
    : [
        {
          key: 'total',
          name: t('guestProgress.headCount.total'),
          note: null,
          count: {
            attending: data.totalConfirmedGuests,
            declined: data.totalCanceledGuests,
            pending: Math.max(
              0,
              data.totalGuests - data.totalConfirmedGuests - data.totalCanceledGuests,
            ),
          },
        },
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
      <section className="card guest-progress__block" aria-labelledby="guest-head-count-title">
        <h2 id="guest-head-count-title">{t('guestProgress.headCount.title')}</h2>
        <ul className="head-count__legend" aria-hidden="true">
          <li className="head-count__key head-count__key--attending">
            {t('guestProgress.headCount.attending')}
          </li>
          <li className="head-count__key head-count__key--pending">
            {t('guestProgress.headCount.pending')}
          </li>
          <li className="head-count__key head-count__key--declined">
            {t('guestProgress.headCount.declined')}
          </li>
        </ul>
        <ul className="head-count">
          {rows.map((row) => (
            <HeadCountRow key={row.key} name={row.name} note={row.note} count={row.count} />
          ))}
        </ul>
      </section>
    </div>
  );
}

function HeadCountRow({
  name,
  note,
  count,
}: {
  name: string;
  note: string | null;
  count: HeadCount;
}) {
  const { t } = useTranslation('dashboard');
  const total = count.attending + count.pending + count.declined;
  const parts = (['attending', 'pending', 'declined'] as const).filter((part) => count[part] > 0);
  return (
    <li className="head-count__row">
      <span className="head-count__name">
        {name}
        {note !== null && <span className="head-count__note"> · {note}</span>}
      </span>
      <span className="head-count__figures">{t('guestProgress.headCount.summary', count)}</span>
      <span className="head-count__track" aria-hidden="true">
        {parts.map((part) => (
          <span
            key={part}
            className={`head-count__bar head-count__bar--${part}`}
            style={{ width: `${(count[part] / total) * 100}%` }}
          />
        ))}
      </span>
    </li>
  );
}
