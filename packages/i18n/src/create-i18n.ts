import i18next, { type i18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Namespace, Translations } from './resources/resources.ts';
import type { AppTexts } from './resources/texts.ts';

export const LANGUAGES = ['es', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'es';
export const LOCALE_STORAGE_KEY = 'locale';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Translations;
  }
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

function safeStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

export type CreateI18nOptions = {
  /**
   * The namespaces this app uses, with their texts (from `@convite/i18n/texts`): only these are
   * bundled, so each app carries its own texts and not the others'.
   */
  texts: AppTexts;
  /** Where the chosen language is kept under `locale`; browser local storage by default. */
  storage?: Storage;
  /** Forces a language (tests, server rendering); otherwise the stored one, else Spanish. */
  language?: Language;
};

/** One i18next instance per app: es is the default and the fallback, the choice persists under `locale`. */
export function createI18n({ texts, storage = safeStorage(), language }: CreateI18nOptions): i18n {
  const stored = storage?.getItem(LOCALE_STORAGE_KEY);
  const initial: Language = language ?? (isLanguage(stored) ? stored : DEFAULT_LANGUAGE);
  const namespaces = Object.keys(texts) as Namespace[];
  const resources: Resource = Object.fromEntries(
    LANGUAGES.map((lng) => [
      lng,
      Object.fromEntries(namespaces.map((namespace) => [namespace, texts[namespace]?.[lng] ?? {}])),
    ]),
  );
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources,
    lng: initial,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: namespaces,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  const reflect = (lng: string) => {
    if (typeof document !== 'undefined') document.documentElement.lang = lng;
  };
  reflect(initial);
  instance.on('languageChanged', (lng) => {
    if (isLanguage(lng)) storage?.setItem(LOCALE_STORAGE_KEY, lng);
    reflect(lng);
  });
  return instance;
}

/** The instance's language narrowed to the supported ones (es when anything else). */
export function currentLanguage(instance: i18n): Language {
  const lng = instance.resolvedLanguage ?? instance.language;
  return isLanguage(lng) ? lng : DEFAULT_LANGUAGE;
}
