import { describe, expect, it } from 'vitest';
import { chooseLanguage, readCookie } from './language.ts';

const query = (value: string) => new URLSearchParams(value);

describe('chooseLanguage', () => {
  it('takes ?lang first, even over the cookie', () => {
    expect(chooseLanguage(query('lang=en'), 'locale=es')).toBe('en');
    expect(chooseLanguage(query('code=AB&lang=es'), 'locale=en')).toBe('es');
  });

  it('takes the locale cookie when the query names no supported language', () => {
    expect(chooseLanguage(query(''), 'theme=x; locale=en; other=1')).toBe('en');
    expect(chooseLanguage(query('lang=fr'), 'locale=en')).toBe('en');
  });

  it('defaults to Spanish without a query or cookie, or with unsupported values', () => {
    expect(chooseLanguage(query(''), undefined)).toBe('es');
    expect(chooseLanguage(query('lang=de'), 'locale=pt')).toBe('es');
    expect(chooseLanguage(query(''), 'mylocale=en')).toBe('es');
  });
});

describe('readCookie', () => {
  it('reads one cookie among several and keeps "=" inside values', () => {
    expect(readCookie('a=1; b=x=y', 'b')).toBe('x=y');
    expect(readCookie('a=1', 'b')).toBeUndefined();
  });
});
