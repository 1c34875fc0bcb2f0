import { useTranslation } from 'react-i18next';
import { useGuestSummary } from '../api/guests.ts';

/** The two summary blocks; nothing while loading or after a (silent) failure. */
export function GuestSummary({ weddingId }: { weddingId: number }) {
  const { t } = useTranslation('dashboard');
  const { data } = useGuestSummary(weddingId);
  if (!data) return null;
  const blocks = [
    {
      title: t('guests.summary.invitations'),
      items: [
        [t('guests.summary.total'), data.totalInvitations],
        [t('guests.summary.sent'), data.sentInvitations],
        [t('guests.summary.pending'), data.pendingInvitations],
      ],
    },
    {
      title: t('guests.summary.guests'),
      items: [
        [t('guests.summary.total'), data.totalGuests],
        [t('guests.summary.confirmed'), data.totalConfirmedGuests],
        [t('guests.summary.declined'), data.totalCanceledGuests],
      ],
    },
  ] as const;
  return (
    <div className="guest-summary">
      {blocks.map((block) => (
        <section key={block.title} className="card guest-summary__block" aria-label={block.title}>
          <h2>{block.title}</h2>
          <dl className="guest-summary__list">
            {block.items.map(([label, value]) => (
              <div key={label} className="guest-summary__item">
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
