import { describe, expect, it } from 'vitest';
import { createI18n, LOCALE_STORAGE_KEY } from './create-i18n.ts';
import { adminTexts, commonTexts, validationTexts } from './resources/texts.ts';

const texts = { common: commonTexts, validation: validationTexts };

function memoryStorage(initial: Record<string, string> = {}): Storage {
  const data = new Map(Object.entries(initial));
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key: string) => data.get(key) ?? null,
    key: (index: number) => [...data.keys()][index] ?? null,
    removeItem: (key: string) => void data.delete(key),
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

describe('createI18n', () => {
  it('starts in Spanish when nothing is stored', () => {
    const i18n = createI18n({ texts, storage: memoryStorage() });
    expect(i18n.language).toBe('es');
    expect(i18n.t('validation:required')).toBe('Este campo es obligatorio.');
  });

  it('uses the stored language and ignores an unsupported one', () => {
    expect(
      createI18n({ texts, storage: memoryStorage({ [LOCALE_STORAGE_KEY]: 'en' }) }).language,
    ).toBe('en');
    expect(
      createI18n({ texts, storage: memoryStorage({ [LOCALE_STORAGE_KEY]: 'fr' }) }).language,
    ).toBe('es');
  });

  it('stores the language when it changes', async () => {
    const storage = memoryStorage();
    const i18n = createI18n({ texts, storage });
    await i18n.changeLanguage('en');
    expect(storage.getItem(LOCALE_STORAGE_KEY)).toBe('en');
    expect(i18n.t('validation:required')).toBe('This field is required.');
  });

  it('holds only the namespaces it is given', () => {
    const i18n = createI18n({ texts: { admin: adminTexts }, storage: memoryStorage() });
    expect(i18n.t('admin:layout.clients')).toBe('Clientes');
    // Another app's texts are not there: the key comes back as it was asked.
    expect(i18n.t('validation:required')).toBe('required');
  });
});
