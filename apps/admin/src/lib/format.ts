import { currentLanguage } from '@convite/i18n/create-i18n';
import { formatCalendarDay, formatDateTime } from '@convite/i18n/dates';
import { i18n } from './i18n.ts';

/** The admin screens show dates as DD/MM/YYYY HH:mm:ss, in Mexico City time (luxon tokens). */
export const ADMIN_DATE_FORMAT = 'dd/MM/yyyy HH:mm:ss';

/** An ISO UTC timestamp as the admin tables show it; "-" when there is none. */
export function formatAdminDate(iso: string | null | undefined): string {
  if (!iso) return '-';
  return formatDateTime(iso, currentLanguage(i18n), ADMIN_DATE_FORMAT) || '-';
}

/** A calendar day (YYYY-MM-DD, a deadline to answer) as DD/MM/YYYY; "-" when there is none. */
export function formatAdminDay(day: string | null | undefined): string {
  if (!day) return '-';
  return formatCalendarDay(day, currentLanguage(i18n), 'dd/MM/yyyy') || '-';
}

const PESOS = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** MXN as both languages show it: "$1,490" (a promo code's amount may carry cents: "$99.5"). */
export function formatMoney(amount: number): string {
  return `$${PESOS.format(amount)}`;
}

export function formatPercent(value: number): string {
  return `${PESOS.format(value)}%`;
}

/** "Ana Ruiz", or the email when the client has not given a name yet. */
export function personName(person: {
  name: string | null;
  lastName: string | null;
  email: string;
}): string {
  return [person.name, person.lastName].filter(Boolean).join(' ') || person.email;
}
