import { WEDDING_TIME_ZONE } from '@convite/rules/time-zone';
import { DateTime } from 'luxon';
import type { Language } from './create-i18n.ts';
import { memoize } from './memoize.ts';

/** The value format of `<input type="datetime-local">`. */
export const LOCAL_INPUT_FORMAT = "yyyy-MM-dd'T'HH:mm";

function fromUtcIso(iso: string): DateTime | null {
  const value = DateTime.fromISO(iso, { zone: 'utc' });
  return value.isValid ? value.setZone(WEDDING_TIME_ZONE) : null;
}

/**
 * Formats an ISO UTC timestamp in Mexico City time with a luxon format (default: medium date and time).
 * Results are kept: luxon's time-zone arithmetic is a fifth of a guest page's render, and a page shows
 * the same few dates again and again.
 */
export const formatDateTime: (iso: string, language: Language, format?: string) => string = memoize(
  (iso: string, language: Language, format?: string): string => {
    const value = fromUtcIso(iso);
    if (!value) return '';
    const localized = value.setLocale(language);
    return format ? localized.toFormat(format) : localized.toLocaleString(DateTime.DATETIME_MED);
  },
  (iso, language, format) => `${iso} ${language} ${format ?? ''}`,
  2000,
);

/**
 * Formats a calendar day (`YYYY-MM-DD`, a day in Mexico City such as a deadline to answer) with a luxon
 * format; '' when it is not a valid day. Kept like formatDateTime: the guest page shows it twice.
 */
export const formatCalendarDay: (day: string, language: Language, format: string) => string =
  memoize(
    (day: string, language: Language, format: string): string => {
      const value = DateTime.fromISO(day, { zone: WEDDING_TIME_ZONE, locale: language });
      return value.isValid && /^\d{4}-\d{2}-\d{2}$/.test(day) ? value.toFormat(format) : '';
    },
    (day, language, format) => `${day} ${language} ${format}`,
    200,
  );

/**
 * A day written out as people write it, for the luxon formats of formatDateTime and
 * formatCalendarDay: "sábado 29 de mayo de 2027" (Spanish puts no comma after the weekday, which
 * luxon's DDDD does), "Saturday, May 29, 2027".
 */
export const LONG_DAY_FORMAT: Readonly<Record<Language, string>> = {
  es: "cccc d 'de' LLLL 'de' yyyy",
  en: 'cccc, LLLL d, yyyy',
};

/** Mexico City local `YYYY-MM-DDTHH:mm` to an ISO UTC timestamp; null when it is not a valid date-time. */
export function mexicoLocalToUtcIso(local: string): string | null {
  const value = DateTime.fromFormat(local, LOCAL_INPUT_FORMAT, { zone: WEDDING_TIME_ZONE });
  return value.isValid ? value.toUTC().toISO({ suppressMilliseconds: false }) : null;
}

/** An ISO UTC timestamp to Mexico City local `YYYY-MM-DDTHH:mm` (the datetime-local input value). */
export function utcIsoToMexicoLocal(iso: string): string {
  return fromUtcIso(iso)?.toFormat(LOCAL_INPUT_FORMAT) ?? '';
}
