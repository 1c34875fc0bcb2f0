import { ETIQUETA_THEME } from '@convite/invitation-renderer/theme';
import { describe, expect, it } from 'vitest';
import type { ThemeContentDto } from './theme-content.ts';
import {
  contrastIssues,
  contrastRatio,
  ensureReadableTheme,
  parseColor,
  readableColor,
  toHsl,
  type Rgba,
} from './contrast.ts';

const color = (value: string) => parseColor(value) as Rgba;
const ratio = (text: string, background: string) => contrastRatio(color(text), color(background));

type Style = Record<string, string> & { hoverStyle?: Record<string, string> };
const etiqueta = () => JSON.parse(JSON.stringify(ETIQUETA_THEME)) as ThemeContentDto;
/** One style of a theme, for reading and writing in place. */
function at(theme: ThemeContentDto, section: string, name: string): Style {
  const style = (theme as unknown as Record<string, Record<string, Style>>)[section]?.[name];
  if (style === undefined) throw new Error(`no ${section}.${name}`);
  return style;
}

describe('colours and ratios', () => {
  it('reads #rgb, #rrggbb, rgb(), rgba() and names alike', () => {
    expect(parseColor('#fff')).toEqual({ r: 255, g: 255, b: 255, a: 1 });
    expect(parseColor('#4A3426')).toEqual({ r: 74, g: 52, b: 38, a: 1 });
    expect(parseColor('rgb(74, 52, 38)')).toEqual({ r: 74, g: 52, b: 38, a: 1 });
    expect(parseColor('rgba(0,0,0,0.5)')).toEqual({ r: 0, g: 0, b: 0, a: 0.5 });
    expect(parseColor('rgb(0 0 0 / 50%)')).toEqual({ r: 0, g: 0, b: 0, a: 0.5 });
    expect(parseColor('Transparent')?.a).toBe(0);
    expect(parseColor('var(--x)')).toBeNull();
  });

  it('gives the WCAG ratios: 21 for black on white, 1 for a colour on itself', () => {
    expect(ratio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(ratio('white', 'white')).toBeCloseTo(1, 5);
    // #767676 is the classic lightest grey at AA on white.
    expect(ratio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('composites a translucent text colour over its background', () => {
    // Half-transparent black on white is seen as #808080.
    expect(ratio('rgba(0, 0, 0, 0.5)', '#ffffff')).toBeCloseTo(ratio('#808080', '#ffffff'), 1);
    expect(ratio('rgba(0, 0, 0, 0.5)', '#ffffff')).toBeLessThan(4.5);
    expect(ratio('rgba(0, 0, 0, 0)', '#ffffff')).toBeCloseTo(1, 5);
  });
});

describe('readableColor', () => {
  it('moves a pale colour to AA keeping its hue, and leaves a good one as written', () => {
    const fixed = readableColor('#f2c9b8', [color('#fbf1ea')]);
    expect(ratio(fixed, '#fbf1ea')).toBeGreaterThanOrEqual(4.5);
    expect(Math.abs(toHsl(color(fixed)).h - toHsl(color('#f2c9b8')).h)).toBeLessThan(6);
    expect(readableColor('#4A3426', [color('#fbf8f1')])).toBe('#4A3426');
  });

  it('lightens text on a dark background', () => {
    const fixed = readableColor('#303a60', [color('#141b33')]);
    expect(toHsl(color(fixed)).l).toBeGreaterThan(toHsl(color('#303a60')).l);
    expect(ratio(fixed, '#141b33')).toBeGreaterThanOrEqual(4.5);
  });
});

describe('ensureReadableTheme', () => {
  it('leaves Etiqueta, which is readable, exactly as it is', () => {
    expect(contrastIssues(ETIQUETA_THEME as unknown as ThemeContentDto)).toEqual([]);
    expect(ensureReadableTheme(ETIQUETA_THEME as unknown as ThemeContentDto)).toEqual(
      ETIQUETA_THEME,
    );
  });

  it('fixes pale text on a pale card, measured against the card rather than the page', () => {
    const theme = etiqueta();
    at(theme, 'base', 'body').backgroundColor = '#1a1a1a';
    at(theme, 'base', 'body').color = '#f5f5f5';
    at(theme, 'events', 'card').backgroundColor = '#fdf3ee';
    at(theme, 'events', 'name').color = '#f4cdbd';
    expect(contrastIssues(theme).map((issue) => issue.path)).toContain('events.name');

    const fixed = ensureReadableTheme(theme);
    expect(ratio(at(fixed, 'events', 'name').color as string, '#fdf3ee')).toBeGreaterThanOrEqual(
      4.5,
    );
    expect(contrastIssues(fixed)).toEqual([]);
    // The input is not modified.
    expect(at(theme, 'events', 'name').color).toBe('#f4cdbd');
  });

  it('checks a button against its own background and its hover background', () => {
    const theme = etiqueta();
    at(theme, 'confirmation', 'button').backgroundColor = '#d8c9f0';
    at(theme, 'confirmation', 'button').color = '#ffffff';
    at(theme, 'confirmation', 'button').hoverStyle = { backgroundColor: '#ffe9a0' };
    const paths = contrastIssues(theme).map((issue) => issue.path);
    expect(paths).toEqual(
      expect.arrayContaining(['confirmation.button', 'confirmation.button:hover']),
    );
    const fixed = ensureReadableTheme(theme);
    const button = at(fixed, 'confirmation', 'button');
    expect(ratio(button.color as string, '#d8c9f0')).toBeGreaterThanOrEqual(4.5);
    expect(ratio(button.hoverStyle?.color as string, '#ffe9a0')).toBeGreaterThanOrEqual(4.5);
  });

  it('composites a translucent background over what is behind it', () => {
    const theme = etiqueta();
    // A faint black veil on ivory stays light: ivory text on it is unreadable.
    at(theme, 'itinerary', 'icon').backgroundColor = 'rgba(0, 0, 0, 0.05)';
    at(theme, 'itinerary', 'icon').color = '#fbf8f1';
    expect(contrastIssues(theme).map((issue) => issue.path)).toContain('itinerary.icon');
    const fixed = ensureReadableTheme(theme);
    expect(contrastIssues(fixed)).toEqual([]);
  });

  it('gives a card with no colour of its own a readable one when the inherited text fails on it', () => {
    const theme = etiqueta();
    at(theme, 'accommodations', 'card').backgroundColor = '#3b2a20';
    expect(contrastIssues(theme).map((issue) => issue.path)).toContain('accommodations.card');
    const fixed = ensureReadableTheme(theme);
    expect(
      ratio(at(fixed, 'accommodations', 'card').color as string, '#3b2a20'),
    ).toBeGreaterThanOrEqual(4.5);
  });
});
