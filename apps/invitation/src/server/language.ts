import {
  DEFAULT_LANGUAGE,
  LOCALE_STORAGE_KEY,
  isLanguage,
  type Language,
} from '@convite/i18n/create-i18n';

/** The value of one cookie in a Cookie header; undefined when absent. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.split('=');
    if (key?.trim() === name) return rest.join('=').trim();
  }
  return undefined;
}

/**
 * The page language: `?lang=en|es` first (a shared link can name it), then the `locale` cookie the
 * language selector sets, else Spanish (the specification's default, whatever the browser prefers).
 */
export function chooseLanguage(
  search: URLSearchParams,
  cookieHeader: string | undefined,
): Language {
  const fromQuery = search.get('lang');
  if (isLanguage(fromQuery)) return fromQuery;
  const fromCookie = readCookie(cookieHeader, LOCALE_STORAGE_KEY);
  if (isLanguage(fromCookie)) return fromCookie;
  return DEFAULT_LANGUAGE;
}
