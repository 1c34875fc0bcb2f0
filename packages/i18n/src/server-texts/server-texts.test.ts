import { describe, expect, it } from 'vitest';
import { fill, serverTexts, zipLanguages } from './server-texts.ts';

describe('serverTexts', () => {
  it('zips each Spanish text with its English one', () => {
    expect(serverTexts.errors.notFound).toEqual({ es: 'No encontrado.', en: 'Not found.' });
    expect(serverTexts.validation.types.integer).toEqual({
      es: 'Debe ser un número entero.',
      en: 'Must be an integer.',
    });
  });

  it('refuses trees of different shapes', () => {
    expect(() => zipLanguages({ a: 'x' }, { b: 'y' } as never)).toThrow('"a"');
    expect(() => zipLanguages({ a: { b: 'x' } }, { a: 'y' } as never)).toThrow('"a"');
  });
});

describe('fill', () => {
  it('fills every placeholder in both languages, numbers included', () => {
    expect(fill(serverTexts.guests.importResult, { successful: 3, total: 5 })).toEqual({
      es: 'Se importaron 3 de 5 invitados.',
      en: '3 of 5 guests were imported.',
    });
  });

  it('inserts values as they are, even ones that look like placeholders or patterns', () => {
    expect(fill({ es: '{{a}} y {{b}}', en: '{{a}} and {{b}}' }, { a: '{{b}} $&', b: 'x' })).toEqual(
      {
        es: '{{b}} $& y x',
        en: '{{b}} $& and x',
      },
    );
  });

  it('fills a localized value with the text of each language', () => {
    const what = { es: 'Demasiados intentos.', en: 'Too many attempts.' };
    expect(fill(serverTexts.rateLimit.tryAgainInMinutes, { what, minutes: 3 })).toEqual({
      es: 'Demasiados intentos. Inténtalo de nuevo en 3 minutos.',
      en: 'Too many attempts. Try again in 3 minutes.',
    });
  });

  it('leaves a placeholder without a value as it is', () => {
    expect(fill({ es: 'Hola {{name}}', en: 'Hi {{name}}' }, {})).toEqual({
      es: 'Hola {{name}}',
      en: 'Hi {{name}}',
    });
  });
});
