// The English texts of a guest page, fetched only by an English page (src/build/english-texts-apart.ts):
// the browser bundle's English modules are empty until filled from their chunk. On the server and in
// tests the texts are whole already and nothing is fetched.
import type { Language } from '@convite/i18n/create-i18n';
import { commonTexts, invitationTexts } from '@convite/i18n/texts';

export type EnglishTexts = {
  invitation: (typeof invitationTexts)['en'];
  common: (typeof commonTexts)['en'];
};

/**
 * Makes the page's language's texts whole before any i18n instance reads them; `load` imports the
 * build's chunk of the English texts (main.tsx names it).
 */
export async function loadTexts(
  language: Language,
  load: () => Promise<EnglishTexts>,
): Promise<void> {
  if (language !== 'en' || Object.keys(invitationTexts.en).length > 0) return;
  const english = await load();
  Object.assign(invitationTexts.en, english.invitation);
  Object.assign(commonTexts.en, english.common);
}
