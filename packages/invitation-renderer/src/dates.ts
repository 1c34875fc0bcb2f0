import { formatDateTime } from '@convite/i18n/dates';
import type { InvitationLocale } from './model.ts';

// The invitation's dates, always in Mexico City time. The meridiem comes from the caller's texts
// rather than the browser's Intl data, so the server and every phone print exactly the same string
// (and hydration never mismatches).

/** The short date: DD.MM.YYYY. */
export function formatWeddingDate(iso: string, locale: InvitationLocale): string {
  return formatDateTime(iso, locale, 'dd.MM.yyyy');
}

const LONG_DATE: Record<InvitationLocale, string> = {
  es: "cccc d 'de' LLLL 'de' yyyy",
  en: 'cccc, LLLL d, yyyy',
};

/** The first screen's date with its weekday: "Sábado 29 de mayo de 2027", "Saturday, May 29, 2027". */
export function formatLongDate(iso: string, locale: InvitationLocale): string {
  const text = formatDateTime(iso, locale, LONG_DATE[locale]);
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}

export type Meridiem = { am: string; pm: string };

/** h:mm plus the meridiem, e.g. "7:30 p. m." */
export function formatTime(iso: string, locale: InvitationLocale, meridiem: Meridiem): string {
  const time = formatDateTime(iso, locale, 'h:mm');
  if (!time) return '';
  const hour = Number(formatDateTime(iso, locale, 'H'));
  return `${time} ${hour < 12 ? meridiem.am : meridiem.pm}`;
}

function localDay(iso: string, locale: InvitationLocale): string {
  return formatDateTime(iso, locale, 'yyyy-MM-dd');
}

/** An event's time, plus DD/MM/YYYY when it falls on another day than the wedding. */
export function formatEventTime(
  iso: string,
  weddingIso: string,
  locale: InvitationLocale,
  meridiem: Meridiem,
): string {
  const time = formatTime(iso, locale, meridiem);
  if (localDay(iso, locale) === localDay(weddingIso, locale)) return time;
  return `${time} · ${formatDateTime(iso, locale, 'dd/MM/yyyy')}`;
}
