import { currentLanguage } from '@convite/i18n/create-i18n';
import { formatDateTime } from '@convite/i18n/dates';
import { guestStatus, type GuestStatus } from '@convite/rules/guest-status';
import { useTranslation } from 'react-i18next';
import type { Guest } from '../api/guests.ts';
import { timeAgo } from '../utils/guest-openings.ts';
import '../guest-progress.css';

/**
 * The statuses' names, in the couple's language: one vocabulary for the list, the filter's chips
 * and the summary (each name says exactly what its status counts: "Abierta, sin responder").
 */
export function useStatusLabels(): Record<GuestStatus, string> {
  const { t } = useTranslation('dashboard');
  return {
    unsent: t('guestProgress.status.unsent'),
    sent: t('guestProgress.status.sent'),
    opened: t('guestProgress.status.opened'),
    attending: t('guestProgress.status.attending'),
    declined: t('guestProgress.status.declined'),
  };
}

type StatusGuest = Pick<Guest, 'sent' | 'confirmation' | 'firstOpenedAt'>;
type OpeningsGuest = Pick<Guest, 'firstOpenedAt' | 'lastOpenedAt' | 'openCount'>;

/** Where a guest stands (guestStatus, the same rule as the list's filter), as a badge. */
export function GuestStatusBadge({ guest }: { guest: StatusGuest }) {
  const status = guestStatus(guest);
  const label = useStatusLabels()[status];
  return <span className={`guest-status__badge guest-status__badge--${status}`}>{label}</span>;
}

/** How often and how recently a guest opened their invitation, and the first and last openings. */
export function GuestOpenings({ guest, now }: { guest: OpeningsGuest; now?: Date }) {
  const { t, i18n } = useTranslation('dashboard');
  const language = currentLanguage(i18n);
  const { firstOpenedAt, lastOpenedAt, openCount } = guest;
  if (openCount === 0 || firstOpenedAt === null || lastOpenedAt === null) return null;
  return (
    <div className="guest-status__openings">
      <p>
        {t(openCount === 1 ? 'guestProgress.openedOnce' : 'guestProgress.openedTimes', {
          count: openCount,
          when: timeAgo(lastOpenedAt, language, now),
        })}
      </p>
      <p className="muted">
        {t('guestProgress.firstOpened', { when: formatDateTime(firstOpenedAt, language) })}
        {' · '}
        {t('guestProgress.lastOpened', { when: formatDateTime(lastOpenedAt, language) })}
      </p>
    </div>
  );
}
