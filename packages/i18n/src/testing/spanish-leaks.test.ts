// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { findSpanishTexts } from './spanish-leaks.ts';

afterEach(() => {
  document.body.innerHTML = '';
  document.title = '';
});

describe('findSpanishTexts', () => {
  it('finds Spanish resource texts in text, attributes and the title, interpolations included', () => {
    document.title = 'Página no encontrada · Convite';
    document.body.innerHTML =
      '<p>Inicia sesión</p><p>Cerrar sesión</p><button aria-label="Cerrar">x</button>';
    expect(findSpanishTexts()).toEqual([
      'Página no encontrada',
      'Inicia sesión',
      'Cerrar sesión',
      'Cerrar',
    ]);
  });

  it('passes English texts, people’s names and texts the same in both languages', () => {
    document.title = 'Log in · Convite';
    document.body.innerHTML = '<h1>Log in</h1><p>María José</p><p>Convite</p><p>English</p>';
    expect(findSpanishTexts()).toEqual([]);
  });
});
