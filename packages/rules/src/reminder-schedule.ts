// The couple's reminder schedule: on up to three days before the answer deadline (or the wedding's
// day, without one), guests who have not answered are reminded, from the morning in Mexico City and
// never at night. The API checks the days; the dashboard offers them.
import { WEDDING_TIME_ZONE } from './time-zone.ts';

/** At most this many reminder days. */
export const MAX_REMINDER_DAYS = 3;
/** A reminder day is 1 to 60 days before the deadline. */
export const REMINDER_DAYS_BEFORE_MIN = 1;
export const REMINDER_DAYS_BEFORE_MAX = 60;
/** What the dashboard offers first: two weeks and three days before. */
export const DEFAULT_REMINDER_DAYS_BEFORE = [14, 3] as const;
/** The days the dashboard offers to pick from. */
export const REMINDER_DAYS_CHOICES = [30, 21, 14, 7, 3, 1] as const;

/** Reminders go from this hour (Mexico City) and not from the last one: never at night. */
export const REMINDER_FIRST_HOUR = 10;
export const REMINDER_LAST_HOUR = 20;

const hourInWeddingZone = new Intl.DateTimeFormat('en-US', {
  timeZone: WEDDING_TIME_ZONE,
  hour: 'numeric',
  hourCycle: 'h23',
});

/** Whether reminders may go at `now`: between 10:00 and 20:00 in Mexico City. */
export function isReminderHour(now: Date): boolean {
  const hour = Number(hourInWeddingZone.format(now));
  return hour >= REMINDER_FIRST_HOUR && hour < REMINDER_LAST_HOUR;
}

/** The day `days` before a `YYYY-MM-DD` day. */
export function daysBeforeDay(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

/** The days the schedule reminds on, earliest first, for a deadline day (`YYYY-MM-DD`). */
export function reminderDays(deadline: string, daysBefore: readonly number[]): string[] {
  return [...new Set(daysBefore)]
    .sort((a, b) => b - a)
    .map((days) => daysBeforeDay(deadline, days));
}

/** Why a schedule's days are refused, or null when they are fine (distinct, within bounds). */
export function reminderDaysProblem(
  daysBefore: readonly number[],
): 'tooMany' | 'outOfRange' | null {
  if (new Set(daysBefore).size !== daysBefore.length || daysBefore.length > MAX_REMINDER_DAYS) {
    return 'tooMany';
  }
  const inRange = (days: number) =>
    Number.isInteger(days) && days >= REMINDER_DAYS_BEFORE_MIN && days <= REMINDER_DAYS_BEFORE_MAX;
  return daysBefore.every(inRange) ? null : 'outOfRange';
}
