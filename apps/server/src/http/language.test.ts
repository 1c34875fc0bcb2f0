import { describe, expect, it } from 'vitest';
import { parseAcceptLanguage } from './language.ts';

describe('parseAcceptLanguage', () => {
  it.each([
    [undefined, 'es'],
    ['', 'es'],
    ['en', 'en'],
    ['EN-us', 'en'],
    ['es-MX,es;q=0.9,en;q=0.8', 'es'],
    ['en-US,en;q=0.9,es;q=0.8', 'en'],
    ['fr-FR, en;q=0.5', 'en'],
    ['fr', 'es'],
    ['es;q=0.2, en;q=0.9', 'en'],
    ['en;q=0, es', 'es'],
    ['*', 'es'],
  ])('%s → %s', (header, expected) => {
    expect(parseAcceptLanguage(header)).toBe(expected);
  });
});
