import { commonTexts, invitationTexts } from '@convite/i18n/texts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadTexts, type EnglishTexts } from './english-texts.ts';

// The browser build's English modules start empty (src/build/english-texts-apart.ts): emptied here.
const whole = {
  invitation: { ...invitationTexts.en },
  common: { ...commonTexts.en },
} as EnglishTexts;
const empty = (texts: object) => {
  for (const key of Object.keys(texts)) Reflect.deleteProperty(texts, key);
};

afterEach(() => {
  Object.assign(invitationTexts.en, whole.invitation);
  Object.assign(commonTexts.en, whole.common);
});

describe("the page's texts", () => {
  it('fetches the English texts for an English page whose bundle has none, before hydrating', async () => {
    empty(invitationTexts.en);
    empty(commonTexts.en);
    const load = vi.fn(async () => whole);
    await loadTexts('en', load);
    expect(load).toHaveBeenCalledTimes(1);
    expect(invitationTexts.en.dressCode.icons.cocktail).toBe('Cocktail dress');
    expect(commonTexts.en).toEqual(whole.common);
  });

  it('fetches nothing for a Spanish page, or when the English texts are there already', async () => {
    const load = vi.fn(async () => whole);
    empty(invitationTexts.en);
    await loadTexts('es', load);
    Object.assign(invitationTexts.en, whole.invitation);
    await loadTexts('en', load);
    expect(load).not.toHaveBeenCalled();
  });
});
