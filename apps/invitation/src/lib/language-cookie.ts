import { LOCALE_STORAGE_KEY, type Language } from '@convite/i18n/create-i18n';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The `locale` cookie the server reads to render the next visit in the chosen language. */
export function languageCookie(language: Language): string {
  return `${LOCALE_STORAGE_KEY}=${language}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}
