// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fontStylesheet, STYLESHEETS_DIR } from './font-stylesheets.ts';
import { ETIQUETA_THEME } from './theme.ts';
import { fontId, SELF_HOSTED_FONTS, selfHostedFamily } from '@convite/rules/served-fonts';
import { themeFontIds } from './theme-fonts.ts';

const families = Object.keys(SELF_HOSTED_FONTS);

describe('the served fonts', () => {
  it.each(families)('%s has its stylesheet, current with its package', (family) => {
    const file = path.join(STYLESHEETS_DIR, `${fontId(family)}.css`);
    // Stale or missing: pnpm exec node scripts/write-font-stylesheets.ts
    expect(readFileSync(file, 'utf8')).toBe(fontStylesheet(family));
  });

  it.each(families)('%s has a latin woff2 file for every weight it is served in', (family) => {
    const css = fontStylesheet(family);
    for (const weight of SELF_HOSTED_FONTS[family] ?? []) {
      expect(css).toContain(`${fontId(family)}-latin-${weight}-normal.woff2`);
    }
    expect(css).toContain('font-display: swap');
    expect(css).not.toMatch(/cyrillic|greek|vietnamese|\.woff'\)/);
  });

  it('has no stylesheet of a family it does not list', () => {
    const ids = families.map(fontId).sort();
    const files = readdirSync(STYLESHEETS_DIR).map((name) => name.replace(/\.css$/, ''));
    expect(files.sort()).toEqual(ids);
  });
});

describe('themeFontIds', () => {
  it("lists the served families a theme names, once each: Etiqueta's three", () => {
    expect(themeFontIds(ETIQUETA_THEME)).toEqual(['be-vietnam-pro', 'ephesis', 'tenor-sans']);
  });

  it('reads hover and focus styles, any quoting and case, and skips families not served', () => {
    const theme = {
      ...ETIQUETA_THEME,
      base: { ...ETIQUETA_THEME.base, body: { fontFamily: '"lato", sans-serif' } },
      sectionTitle: { title: { fontFamily: 'Comic Sans MS, cursive' } },
      header: { names: { hoverStyle: { fontFamily: "'Great Vibes', cursive" } } },
      invitation: {},
      events: {},
      dressCode: {},
      itinerary: {},
      giftRegistry: {},
      confirmation: {},
      accommodations: {},
    };
    expect(themeFontIds(theme)).toEqual(['great-vibes', 'lato']);
  });

  it('names a family by its served spelling', () => {
    expect(selfHostedFamily('source sans 3')).toBe('Source Sans 3');
    expect(selfHostedFamily('Papyrus')).toBeNull();
  });
});
