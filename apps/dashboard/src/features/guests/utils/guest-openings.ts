import type { Language } from '@convite/i18n/create-i18n';
import { DateTime } from 'luxon';

/** How long ago an instant was, in short words ("hace 2 h", "2 hr. ago"). */
export function timeAgo(iso: string, language: Language, now: Date = new Date()): string {
  return (
    DateTime.fromISO(iso).toRelative({
      base: DateTime.fromJSDate(now),
      locale: language,
      style: 'short',
    }) ?? ''
  );
}

/** A share of a total as a whole percentage ("83 %", "83%"); 0 of nothing is 0. */
export function percentOf(count: number, total: number, language: Language): string {
  const share = total === 0 ? 0 : count / total;
  return new Intl.NumberFormat(language === 'es' ? 'es-MX' : 'en-US', {
    style: 'percent',
    maximumFractionDigits: 0,
  }).format(share);
}
