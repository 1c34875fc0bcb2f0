import { WEDDING_TIME_ZONE } from '@convite/rules/time-zone';
import { DateTime } from 'luxon';

/**
 * Whether the door is open: from the start of the wedding's day to the end of the next (Mexico
 * City), as long as a door helper's link works. The arrivals show then, or once anyone has arrived.
 */
export function isDoorOpen(weddingDate: string | null, now: Date = new Date()): boolean {
  if (!weddingDate) return false;
  const day = DateTime.fromISO(weddingDate, { zone: 'utc' }).setZone(WEDDING_TIME_ZONE);
  if (!day.isValid) return false;
  const at = DateTime.fromJSDate(now).setZone(WEDDING_TIME_ZONE);
  return at >= day.startOf('day') && at <= day.plus({ days: 1 }).endOf('day');
}
