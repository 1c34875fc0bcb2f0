import { createI18n } from '@convite/i18n/create-i18n';
import type { Language } from '@convite/i18n/create-i18n';

/** The app's i18n instance in the given language (the one the server rendered, so hydration matches). */
export function createAppI18n(language: Language, storage?: Storage) {
  return createI18n({ namespaces: ['invitation', 'common'], language, storage });
}
