// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n, LOCALE_STORAGE_KEY } from './create-i18n.ts';
import { commonTexts } from './resources/texts.ts';
import { useLanguageSelector } from './use-language-selector.ts';

function renderSelector() {
  localStorage.clear();
  const i18n = createI18n({ texts: { common: commonTexts }, language: 'es' });
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(I18nextProvider, { i18n }, children);
  return renderHook(() => useLanguageSelector(), { wrapper });
}

describe('useLanguageSelector', () => {
  it('offers both languages, named in the current one', () => {
    const { result } = renderSelector();
    expect(result.current.label).toBe('Idioma');
    expect(result.current.value).toBe('es');
    expect(result.current.options.map((option) => option.value)).toEqual(['es', 'en']);
  });

  it('switches the language and remembers the choice', async () => {
    const { result } = renderSelector();
    await act(async () => result.current.onChange('en'));
    expect(result.current.value).toBe('en');
    expect(result.current.label).toBe('Language');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('en');
  });
});
