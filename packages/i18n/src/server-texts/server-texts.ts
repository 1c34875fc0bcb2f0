// The API's texts for the server (`@convite/i18n/server-texts`, built to dist/ so the production API
// can import it): every leaf of the Spanish tree zipped with its English one into a LocalizedText,
// which the API answers in the request's language. No Node, React or i18next here.
import { en } from './en.ts';
import { es } from './es.ts';

export type Language = 'es' | 'en';

/** A text in both languages; the API answers the one the request asks for. */
export type LocalizedText = Readonly<{ es: string; en: string }>;

/** The text of one language. */
export function localize(text: LocalizedText, language: Language): string {
  return text[language];
}

type Tree = { readonly [key: string]: string | Tree };

/** The shape of a text tree with each text replaced by both languages. */
export type LocalizedTree<T> = {
  readonly [K in keyof T]: T[K] extends string ? LocalizedText : LocalizedTree<T[K]>;
};

/** `{ a: 'Hola' }` and `{ a: 'Hi' }` → `{ a: { es: 'Hola', en: 'Hi' } }`. */
export function zipLanguages<T extends Tree>(spanish: T, english: T): LocalizedTree<T> {
  const zipped = Object.entries(spanish).map(([key, value]) => {
    const other = english[key];
    if (other === undefined) throw new Error(`The English texts have no "${key}".`);
    if (typeof value === 'string') {
      if (typeof other !== 'string') throw new Error(`The English "${key}" is not a text.`);
      return [key, Object.freeze({ es: value, en: other })];
    }
    if (typeof other === 'string') throw new Error(`The English "${key}" is a text.`);
    return [key, zipLanguages(value, other)];
  });
  return Object.freeze(Object.fromEntries(zipped)) as LocalizedTree<T>;
}

/** The raw trees, one per language (the parity test reads these). */
export const serverTextsByLanguage = { es, en };

/** Every text of the API in both languages: `serverTexts.guests.created` → `{ es, en }`. */
export const serverTexts = zipLanguages(es, en);

/** A value is the same in both languages, or a LocalizedText that fills each language with its own. */
export type PlaceholderValues = Readonly<Record<string, string | number | LocalizedText>>;

/** Fills `{{name}}` placeholders in both languages; a placeholder without a value stays as it is. */
export function fill(text: LocalizedText, values: PlaceholderValues): LocalizedText {
  const fillOne = (template: string, language: Language) =>
    template.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) => {
      if (!Object.hasOwn(values, name)) return placeholder;
      const value = values[name];
      return typeof value === 'object' ? value[language] : String(value);
    });
  return { es: fillOne(text.es, 'es'), en: fillOne(text.en, 'en') };
}
