import { describe, expect, it } from 'vitest';
import { ETIQUETA_THEME } from '@convite/invitation-renderer/theme';
import { isThemeContent, themeContentErrors } from './theme-content.ts';

function etiqueta(): Record<string, unknown> {
  return structuredClone(ETIQUETA_THEME) as unknown as Record<string, unknown>;
}

function withValue(value: string): Record<string, unknown> {
  const theme = etiqueta() as { base: { body: Record<string, string> } };
  theme.base.body.backgroundImage = value;
  return theme;
}

describe('the theme content schema', () => {
  it('accepts Etiqueta, the default theme', () => {
    expect(themeContentErrors(ETIQUETA_THEME)).toEqual([]);
  });

  it('refuses a theme with an unknown section', () => {
    const theme = { ...etiqueta(), footer: { text: { color: '#000' } } };
    const errors = themeContentErrors(theme);
    expect(errors).toContainEqual(
      expect.objectContaining({
        keyword: 'additionalProperties',
        params: { additionalProperty: 'footer' },
      }),
    );
  });

  it('refuses a theme without one of its sections', () => {
    const theme = etiqueta();
    delete theme.confirmation;
    expect(isThemeContent(theme)).toBe(false);
  });

  it.each([
    'url(javascript:alert(1))',
    'url("javascript:alert(1)")',
    "url( 'JaVaScRiPt:alert(1)' )",
    'url(//evil.example/x.png)',
    'url(data:text/html,<script>alert(1)</script>)',
    'javascript:alert(1)',
    'expression(alert(1))',
    'red; background: url(https://x)',
    'red}</style><script>alert(1)</script>',
    '/* */red',
    'image-set("https://x/a.png" 1x)',
    '@import "https://x"',
    '\\75rl(javascript:x)',
  ])('refuses a script or an escape in a value: %s', (value) => {
    expect(isThemeContent(withValue(value))).toBe(false);
  });

  it.each([
    'url(https://images.example/paper.jpg)',
    'url("https://images.example/paper.jpg")',
    "url( 'http://images.example/paper.jpg' )",
    'url(data:image/png,abc)',
    'linear-gradient(180deg, rgba(251, 248, 241, 0) 40%, #fbf8f1 100%)',
  ])('accepts a safe value: %s', (value) => {
    expect(themeContentErrors(withValue(value))).toEqual([]);
  });

  it('refuses a font import that is not https or a path on the site', () => {
    for (const fontImport of [
      'http://fonts.example/a.css',
      '//fonts.example/a.css',
      'javascript:x',
      'https://x/a.css"); @import url("y',
    ]) {
      expect(isThemeContent({ ...etiqueta(), fontImport })).toBe(false);
    }
    expect(
      isThemeContent({
        ...etiqueta(),
        fontImport: 'https://fonts.googleapis.com/css2?family=Lora:wght@400%3B700&display=swap',
      }),
    ).toBe(true);
    expect(isThemeContent({ ...etiqueta(), fontImport: null })).toBe(true);
  });

  it('refuses a style name or property that is not camelCase, and behavior', () => {
    const badName = etiqueta() as { events: Record<string, unknown> };
    badName.events['card-x'] = { color: '#000' };
    expect(isThemeContent(badName)).toBe(false);
    const badProperty = etiqueta() as { events: { card: Record<string, string> } };
    badProperty.events.card.behavior = 'url(https://x/a.htc)';
    expect(isThemeContent(badProperty)).toBe(false);
    const emptyValue = etiqueta() as { events: { card: Record<string, string> } };
    emptyValue.events.card.color = '';
    expect(isThemeContent(emptyValue)).toBe(false);
  });
});
