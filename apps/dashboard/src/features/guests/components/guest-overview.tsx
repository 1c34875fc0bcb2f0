import { filterCount } from '@convite/rules/guest-status';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useGuestSummary } from '../api/guests.ts';
import { GuestFunnel } from './guest-funnel.tsx';
import { GuestSummary } from './guest-summary.tsx';

/**
 * The list's figures folded into one line ("12 invitaciones · 7 sí asisten · 3 sin respuesta"):
 * a tap opens the summary, the funnel and the people per event, then the files of the whole list
 * (children: the export and the QR sheet). Its words are the statuses' (the
 * filter's chips count the same invitations). Nothing while the summary loads or after a (silent)
 * failure.
 */
export function GuestOverview({
  weddingId,
  children,
}: {
  weddingId: number;
  children?: ReactNode;
}) {
  const { t } = useTranslation('dashboard');
  const { data } = useGuestSummary(weddingId);
  if (!data) return null;
  const { statuses, totalInvitations } = data;
  const parts = [
    totalInvitations === 1
      ? t('guests.overview.invitationsOne')
      : t('guests.overview.invitations', { count: totalInvitations }),
    statuses.attending === 1
      ? t('guests.overview.attendingOne')
      : t('guests.overview.attending', { count: statuses.attending }),
    t('guests.overview.unanswered', { count: filterCount(statuses, 'unanswered') }),
  ];
  return (
    <details className="guest-fold guest-overview">
      <summary className="guest-fold__line">
        <span className="cv-visually-hidden">{t('guests.overview.title')}: </span>
        {parts.join(' · ')}
      </summary>
      <div className="guest-fold__body">
        <GuestSummary weddingId={weddingId} />
        <GuestFunnel weddingId={weddingId} />
        {children}
      </div>
    </details>
  );
}
