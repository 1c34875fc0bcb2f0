import type { Language } from '@convite/i18n/create-i18n';
import { formatDateTime } from '@convite/i18n/dates';

const FORMATS: Record<Language, string> = {
  es: "EEEE d 'de' MMMM 'a las' HH:mm",
  en: "EEEE, MMMM d 'at' h:mm a",
};

/** When a voucher expires, in Mexico City, as a couple reads it: "lunes 30 de noviembre a las 23:59". */
export function formatDueDate(iso: string, language: Language): string {
  return formatDateTime(iso, language, FORMATS[language]);
}

/** A long reference read aloud at a till: digits in groups of four. */
export function groupDigits(reference: string): string {
  return reference.replace(/(.{4})(?=.)/g, '$1 ');
}
