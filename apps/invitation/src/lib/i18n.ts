import { createI18n } from '@convite/i18n/create-i18n';
import type { Language } from '@convite/i18n/create-i18n';
import { commonTexts, invitationTexts } from '@convite/i18n/texts';

/** The app's i18n instance in the given language (the one the server rendered, so hydration matches). */
export function createAppI18n(language: Language, storage?: Storage) {
  return createI18n({
    texts: { invitation: invitationTexts, common: commonTexts },
    language,
    storage,
  });
}
