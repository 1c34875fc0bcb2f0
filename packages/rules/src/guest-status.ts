// Where a guest stands in the couple's funnel: sent → opened → answered. One place for the order of
// the statuses, the guest list's filter and the reminder list, used by the API and the dashboard.

export const GUEST_STATUSES = ['unsent', 'sent', 'opened', 'attending', 'declined'] as const;
export type GuestStatus = (typeof GUEST_STATUSES)[number];

export type GuestProgress = {
  sent: boolean;
  /** The guest's first opening of their own link (ISO 8601), null while they never opened it. */
  firstOpenedAt: string | null;
  /** null = no answer yet, true = attending, false = not attending. */
  confirmation: boolean | null;
};

/**
 * The furthest step a guest reached: an answer outranks an opening, an opening outranks the couple's
 * "sent" mark (a guest can open a link the couple shared some other way and never marked).
 */
export function guestStatus(guest: GuestProgress): GuestStatus {
  if (guest.confirmation === true) return 'attending';
  if (guest.confirmation === false) return 'declined';
  if (guest.firstOpenedAt !== null) return 'opened';
  return guest.sent ? 'sent' : 'unsent';
}

/** Who a reminder is for: guests who were sent or opened the invitation and have not answered. */
export function needsReminder(guest: GuestProgress): boolean {
  const status = guestStatus(guest);
  return status === 'sent' || status === 'opened';
}

/**
 * The guest list's filters: each status in the funnel's order, then "unanswered" (needsReminder:
 * sent or opened and no answer yet, the guests to remind).
 */
export const GUEST_FILTERS = [...GUEST_STATUSES, 'unanswered'] as const;
export type GuestFilter = (typeof GUEST_FILTERS)[number];

/** Whether a guest is one a filter shows. */
export function matchesFilter(guest: GuestProgress, filter: GuestFilter): boolean {
  return filter === 'unanswered' ? needsReminder(guest) : guestStatus(guest) === filter;
}

/** How many invitations a filter shows, from the count of each status. */
export function filterCount(statuses: Record<GuestStatus, number>, filter: GuestFilter): number {
  return filter === 'unanswered' ? statuses.sent + statuses.opened : statuses[filter];
}
