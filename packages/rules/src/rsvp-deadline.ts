// The couple's optional deadline to answer (a calendar day, YYYY-MM-DD). The API refuses one after the
// wedding's day; the invitation asks guests to answer "by" it only while it has not passed. Answers
// after it are still accepted: couples would rather have a late answer than none.
import { WEDDING_TIME_ZONE } from './time-zone.ts';

const dayInWeddingZone = new Intl.DateTimeFormat('en-CA', {
  timeZone: WEDDING_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The `YYYY-MM-DD` day an instant falls on in Mexico City. */
export function weddingZoneDay(instant: Date): string {
  return dayInWeddingZone.format(instant);
}

/** A deadline is allowed up to the wedding's own day (the day of `weddingDate` in Mexico City). */
export function isRsvpDeadlineAllowed(deadline: string, weddingDate: Date): boolean {
  return deadline <= weddingZoneDay(weddingDate);
}

/**
 * Whether the invitation asks guests to answer by `deadline` at `now`: until the end of that day in
 * Mexico City, and never for a deadline after the wedding's day (staff may move the date earlier).
 */
export function isRsvpDeadlineAhead(deadline: string, weddingDate: Date, now: Date): boolean {
  return weddingZoneDay(now) <= deadline && isRsvpDeadlineAllowed(deadline, weddingDate);
}
