// guestStatus (@convite/rules/guest-status) as SQL conditions, for the guest list's filter and the
// funnel's counts. guest-status-sql.routes.test.ts checks every combination against the rule.
import type { GuestFilter, GuestStatus } from '@convite/rules/guest-status';
import { sql, type SQL } from 'drizzle-orm';
import { guests } from '../../db/schema/guests.ts';

const isUnanswered = sql`${guests.confirmation} is null`;
const isUnopened = sql`${guests.firstOpenedAt} is null`;

/** The guests whose guestStatus is `status`: an answer first, then an opening, then "sent". */
export function statusCondition(status: GuestStatus): SQL {
  switch (status) {
    case 'attending':
      return sql`${guests.confirmation} = true`;
    case 'declined':
      return sql`${guests.confirmation} = false`;
    case 'opened':
      return sql`(${isUnanswered} and ${guests.firstOpenedAt} is not null)`;
    case 'sent':
      return sql`(${isUnanswered} and ${isUnopened} and ${guests.sent})`;
    case 'unsent':
      return sql`(${isUnanswered} and ${isUnopened} and not ${guests.sent})`;
  }
}

/** needsReminder as SQL: the guests sent or opened the invitation who have not answered. */
export const needsReminderCondition = sql`(${statusCondition('sent')} or ${statusCondition('opened')})`;

/** The funnel's steps: the guests who reached a step or a later one. */
export const reachedSent = sql`(${guests.sent} or not ${isUnopened} or not ${isUnanswered})`;
export const reachedOpened = sql`(not ${isUnopened} or not ${isUnanswered})`;
export const reachedAnswer = sql`(not ${isUnanswered})`;

/** A filter of the guest list as SQL: a status, or unanswered (needsReminder). */
export const filterCondition = (filter: GuestFilter): SQL =>
  filter === 'unanswered' ? needsReminderCondition : statusCondition(filter);
