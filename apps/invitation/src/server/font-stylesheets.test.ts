import { ETIQUETA_THEME } from '@convite/invitation-renderer/theme';
import { describe, expect, it } from 'vitest';
import { fontStylesheetsFromManifest, pageFontStylesheets } from './font-stylesheets.ts';

const manifest = {
  'index.html': { file: 'assets/index-a1.js', name: 'index', isEntry: true },
  '../../packages/invitation-renderer/src/fonts/lato.css': {
    file: 'assets/font-lato-b2.css',
    name: 'font-lato',
    isEntry: true,
  },
  '../../packages/invitation-renderer/src/fonts/ephesis.css': {
    file: 'assets/font-ephesis-c3.css',
    name: 'font-ephesis',
    isEntry: true,
  },
  'node_modules/@fontsource/lato/files/lato-latin-400-normal.woff2': {
    file: 'assets/lato-latin-400-normal-d4.woff2',
  },
};

describe('the font stylesheets', () => {
  const stylesheets = fontStylesheetsFromManifest(manifest);

  it("are the build's font entries, by family id", () => {
    expect(stylesheets).toEqual({
      lato: '/assets/font-lato-b2.css',
      ephesis: '/assets/font-ephesis-c3.css',
    });
  });

  it('a page links those its theme names, and none it does not', () => {
    const theme = {
      ...ETIQUETA_THEME,
      base: { ...ETIQUETA_THEME.base, body: { fontFamily: "'Lato', sans-serif" } },
      sectionTitle: {},
      header: {},
      invitation: {},
      events: {},
      confirmation: {},
      dressCode: {},
      giftRegistry: {},
      itinerary: {},
      accommodations: {},
    };
    expect(pageFontStylesheets(stylesheets, theme)).toEqual(['/assets/font-lato-b2.css']);
    // Without a theme, Etiqueta's (only Ephesis is in this build).
    expect(pageFontStylesheets(stylesheets, null)).toEqual(['/assets/font-ephesis-c3.css']);
  });
});
