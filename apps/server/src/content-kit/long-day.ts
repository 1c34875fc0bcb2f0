// A day written out as people write it, in the wedding's time zone: "sábado 29 de mayo de 2027"
// (luxon's DDDD and Intl's full date put a comma after the Spanish weekday, which Spanish does not),
// "Saturday, May 29, 2027". The dashboard writes the couple's messages with the same formats
// (@convite/i18n/dates' LONG_DAY_FORMAT, a module the server does not load).
import { WEDDING_TIME_ZONE } from '@convite/rules/time-zone';
import { DateTime } from 'luxon';

const WITH_YEAR = { es: "cccc d 'de' LLLL 'de' yyyy", en: 'cccc, LLLL d, yyyy' } as const;
const WITHOUT_YEAR = { es: "cccc d 'de' LLLL", en: 'cccc, LLLL d' } as const;

export type LongDayOptions = {
  /** "Sábado 29 de mayo…" at the start of a line or a title. */
  isCapitalized?: boolean;
  /** "sábado 1 de mayo": a day of the coming weeks, in a notice. */
  hasYear?: boolean;
};

/** `day` is an instant, or a calendar day (YYYY-MM-DD) in Mexico City. */
export function longDay(
  day: Date | string,
  language: 'es' | 'en',
  { isCapitalized = false, hasYear = true }: LongDayOptions = {},
): string {
  const moment =
    typeof day === 'string'
      ? DateTime.fromISO(day, { zone: WEDDING_TIME_ZONE })
      : DateTime.fromJSDate(day, { zone: WEDDING_TIME_ZONE });
  const text = moment
    .setLocale(language === 'es' ? 'es-MX' : 'en-US')
    .toFormat((hasYear ? WITH_YEAR : WITHOUT_YEAR)[language]);
  return isCapitalized ? text.charAt(0).toLocaleUpperCase(language) + text.slice(1) : text;
}
