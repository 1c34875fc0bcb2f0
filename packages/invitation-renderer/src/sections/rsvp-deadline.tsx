import { formatCalendarDay } from '@convite/i18n/dates';
import { isRsvpDeadlineAhead } from '@convite/rules/rsvp-deadline';
import { useInvitationTexts } from '../invitation-i18n.tsx';
import type { InvitationLocale, InvitationModel } from '../model.ts';

const DEADLINE_DAY: Record<InvitationLocale, string> = {
  es: "cccc d 'de' LLLL",
  en: 'cccc, LLLL d',
};

type RsvpDeadlineProps = {
  wedding: Pick<InvitationModel, 'date' | 'rsvpDeadline'>;
  locale: InvitationLocale;
  now: Date;
  className: string;
};

/**
 * "Confirma antes del sábado 1 de mayo" while the couple's deadline has not passed; nothing without
 * one or once it has (late answers are still accepted, so the page says nothing alarming).
 */
export function RsvpDeadline({ wedding, locale, now, className }: RsvpDeadlineProps) {
  const t = useInvitationTexts();
  const deadline = wedding.rsvpDeadline;
  if (deadline === null || !isRsvpDeadlineAhead(deadline, new Date(wedding.date), now)) return null;
  const day = formatCalendarDay(deadline, locale, DEADLINE_DAY[locale]);
  return (
    <p className={className} data-testid="rsvp-deadline">
      {t('header.rsvpBy', { day })}
    </p>
  );
}
