import { ETIQUETA_THEME, themeToCss } from '@convite/invitation-renderer/theme';
import { describe, expect, it } from 'vitest';
import {
  backgroundImageText,
  backgroundImageValue,
  firstFamily,
  getStyle,
  parseHexColor,
  setStyleProperty,
  styleNames,
  themeColors,
  themeFontFamilies,
  themeSwatch,
} from './theme-edits.ts';

describe('setStyleProperty', () => {
  it('sets one property of a section style and leaves the original and the hover untouched', () => {
    const edited = setStyleProperty(
      ETIQUETA_THEME,
      'confirmation',
      'button',
      'backgroundColor',
      '#123456',
    );
    expect(edited.confirmation.button).toEqual({
      ...ETIQUETA_THEME.confirmation.button,
      backgroundColor: '#123456',
    });
    expect(edited.confirmation.button?.hoverStyle).toEqual(
      ETIQUETA_THEME.confirmation.button?.hoverStyle,
    );
    expect(ETIQUETA_THEME.confirmation.button?.backgroundColor).toBe('#4a3426');
    expect(edited.events).toBe(ETIQUETA_THEME.events);
    expect(themeToCss(edited)).toContain('.inv-confirmation-button{background-color:#123456;');
    expect(Object.keys(edited.confirmation.button ?? {})).toEqual(
      Object.keys(ETIQUETA_THEME.confirmation.button ?? {}),
    );
  });

  it('reaches base styles, the two corner radii included', () => {
    let edited = setStyleProperty(ETIQUETA_THEME, 'base', 'body', 'color', '#000');
    edited = setStyleProperty(edited, 'base', 'cornerRadiusCard', 'borderRadius', '9999px');
    expect(edited.base.body.color).toBe('#000');
    expect(edited.base.cornerRadius.card).toEqual({ borderRadius: '9999px' });
    expect(edited.base.cornerRadius.element).toEqual(ETIQUETA_THEME.base.cornerRadius.element);
    expect(ETIQUETA_THEME.base.cornerRadius.card.borderRadius).toBe('0.75rem');
    expect(getStyle(edited, 'base', 'cornerRadiusCard')).toEqual({ borderRadius: '9999px' });
  });

  it('removes the property on null or blank, and creates a style the theme lacked', () => {
    const removed = setStyleProperty(ETIQUETA_THEME, 'events', 'card', 'backgroundColor', null);
    expect(removed.events.card).not.toHaveProperty('backgroundColor');
    expect(
      setStyleProperty(ETIQUETA_THEME, 'events', 'card', 'fontWeight', '  ').events.card,
    ).not.toHaveProperty('fontWeight');
    expect(
      setStyleProperty(ETIQUETA_THEME, 'events', 'name', 'fontFamily', '').events.name,
    ).not.toHaveProperty('fontFamily');
    const created = setStyleProperty(ETIQUETA_THEME, 'itinerary', 'extra', 'color', '#fff');
    expect(created.itinerary.extra).toEqual({ color: '#fff' });
  });

  it('lists the base styles by editor name and a section by its own', () => {
    expect(styleNames(ETIQUETA_THEME, 'base')).toEqual([
      'body',
      'shadow',
      'cornerRadiusCard',
      'cornerRadiusElement',
      'success',
      'error',
    ]);
    expect(styleNames(ETIQUETA_THEME, 'sectionTitle')).toEqual(['title', 'ornament']);
  });
});

describe('parseHexColor', () => {
  it.each([
    ['#abc', '#abc'],
    ['#A1B2C3', '#a1b2c3'],
    ['  #00ff00 ', '#00ff00'],
  ])('accepts %s', (text, color) => {
    expect(parseHexColor(text)).toBe(color);
  });

  it.each(['abc', '#ab', '#abcd', '#abcdef0', '#ggg', 'red', '', '#12345'])(
    'refuses %s',
    (text) => {
      expect(parseHexColor(text)).toBeNull();
    },
  );
});

describe('background image', () => {
  it('wraps the trimmed text in url("…") and removes it when blank', () => {
    expect(backgroundImageValue('  https://example.com/a.jpg ')).toBe(
      'url("https://example.com/a.jpg")',
    );
    expect(backgroundImageValue('   ')).toBeNull();
    expect(backgroundImageText('url("https://example.com/a.jpg")')).toBe(
      'https://example.com/a.jpg',
    );
    expect(backgroundImageText("url('https://x.io/b.png')")).toBe('https://x.io/b.png');
    expect(backgroundImageText('linear-gradient(red, blue)')).toBe('');
  });
});

describe('fonts', () => {
  it("collects the theme's font families once each, in order", () => {
    const families = themeFontFamilies(ETIQUETA_THEME);
    expect(families.map(firstFamily)).toEqual(['Be Vietnam Pro', 'Ephesis', 'Tenor Sans']);
  });
});

describe('colours', () => {
  it("lists the theme's hex colours once each, lower-cased, for the swatches", () => {
    const colors = themeColors(ETIQUETA_THEME);
    expect(colors.slice(0, 2)).toEqual(['#fbf8f1', '#4a3426']);
    expect(new Set(colors).size).toBe(colors.length);
    expect(colors).toContain('#b08d57');
  });

  it('picks the page, its text and an accent for the card swatch', () => {
    expect(themeSwatch(ETIQUETA_THEME)).toEqual({
      background: '#fbf8f1',
      text: '#4a3426',
      accent: '#7a5c2e',
    });
  });
});
