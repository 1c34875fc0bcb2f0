import { currentLanguage } from '@convite/i18n/create-i18n';
import { formatDateTime } from '@convite/i18n/dates';
import { guestStatus, type GuestStatus } from '@convite/rules/guest-status';
import { useTranslation } from 'react-i18next';
import type { Guest } from '../api/guests.ts';
import { timeAgo } from '../utils/guest-openings.ts';
import '../guest-progress.css';

/** The statuses' names, in the couple's language. */
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

type StatusGuest = Pick<
  Guest,
  'sent' | 'confirmation' | 'firstOpenedAt' | 'lastOpenedAt' | 'openCount'
>;

/**
 * Where a guest stands (guestStatus, the same rule as the list's filter), and under it how often
 * and how recently they opened their invitation; a tap on that shows the first and last openings.
 */
export function GuestStatusBadge({ guest, now }: { guest: StatusGuest; now?: Date }) {
  const { t, i18n } = useTranslation('dashboard');
  const language = currentLanguage(i18n);
  const status = guestStatus(guest);
  const label = useStatusLabels()[status];
  const { firstOpenedAt, lastOpenedAt, openCount } = guest;
  return (
    <div className="guest-status">
      <span className={`guest-status__badge guest-status__badge--${status}`}>{label}</span>
      {openCount > 0 && firstOpenedAt !== null && lastOpenedAt !== null && (
        <details className="guest-status__openings">
          <summary>
            {t(openCount === 1 ? 'guestProgress.openedOnce' : 'guestProgress.openedTimes', {
              count: openCount,
              when: timeAgo(lastOpenedAt, language, now),
            })}
          </summary>
          <span>
            {t('guestProgress.firstOpened', { when: formatDateTime(firstOpenedAt, language) })}
          </span>
          <span>
            {t('guestProgress.lastOpened', { when: formatDateTime(lastOpenedAt, language) })}
          </span>
        </details>
      )}
    </div>
  );
}
