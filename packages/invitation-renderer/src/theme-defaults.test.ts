import { describe, expect, it } from 'vitest';
import { ETIQUETA_THEME, type ThemeContent } from './theme.ts';
import { completeTheme, ornament, pageThemeCss } from './theme-defaults.ts';

describe('completeTheme', () => {
  it('gives a theme without a page section one made from its own colours', () => {
    const css = pageThemeCss(ETIQUETA_THEME);
    expect(css).toContain(
      '.inv-page-band{background-color:color-mix(in srgb, #b08d57 8%, transparent)',
    );
    expect(css).toContain(
      '.inv-page-backdrop{background-color:color-mix(in srgb, #b08d57 14%, #fbf8f1)}',
    );
    // The ornament survives the theme's value check: it is a data:image URL without raw quotes.
    expect(css).toContain(
      `.inv-page-divider{background-color:transparent;background-image:${ornament('#b08d57')}}`,
    );
    // The first screen's button is the theme's own button, hover and focus included.
    expect(css).toContain('.inv-header-cta{background-color:#4a3426;color:#fbf8f1');
    expect(css).toContain('.inv-header-cta:hover{background-color:#7a5c2e');
  });

  it("keeps a theme's own page styles whole", () => {
    const theme: ThemeContent = {
      ...ETIQUETA_THEME,
      page: { band: { backgroundColor: '#eef' }, divider: { backgroundColor: '#123456' } },
    };
    const css = pageThemeCss(theme);
    expect(css).toContain('.inv-page-band{background-color:#eef}');
    expect(css).toContain('.inv-page-divider{background-color:#123456}');
    expect(css).toContain('.inv-page-photo{');
  });

  it('never lets a countdown label under 13 px, and keeps a larger one', () => {
    expect(completeTheme(ETIQUETA_THEME).header.countdownLabel?.fontSize).toBe(
      'max(0.8125rem, clamp(0.625rem, 3vw, 0.75rem))',
    );
    const large = completeTheme({
      ...ETIQUETA_THEME,
      header: { ...ETIQUETA_THEME.header, countdownLabel: { fontSize: '1rem' } },
    });
    expect(large.header.countdownLabel?.fontSize).toBe('max(0.8125rem, 1rem)');
    const none = completeTheme({ ...ETIQUETA_THEME, header: {} });
    expect(none.header.countdownLabel?.fontSize).toBe('0.8125rem');
  });

  it('leaves the theme it was given as it was', () => {
    const before = JSON.stringify(ETIQUETA_THEME);
    completeTheme(ETIQUETA_THEME);
    expect(JSON.stringify(ETIQUETA_THEME)).toBe(before);
  });
});
