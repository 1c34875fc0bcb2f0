import { describe, expect, it } from 'vitest';
import {
  ETIQUETA_THEME,
  safeCssValue,
  themeClass,
  themeToCss,
  type ThemeContent,
} from './theme.ts';

const withEvents = (
  card: ThemeContent['events'][string],
  fontImport: string | null = null,
): ThemeContent => ({
  ...ETIQUETA_THEME,
  fontImport,
  events: { card },
});

describe('themeToCss', () => {
  it('turns each named style into a class, with :hover and :focus-visible rules', () => {
    const css = themeToCss(
      withEvents({
        backgroundColor: '#fff',
        borderRadius: '0.5rem',
        hoverStyle: { backgroundColor: '#eee' },
        focusStyle: { outlineColor: '#000' },
      }),
    );
    expect(css).toContain('.inv-events-card{background-color:#fff;border-radius:0.5rem}');
    expect(css).toContain(
      '@media (hover: hover) and (pointer: fine){.inv-events-card:hover{background-color:#eee}}',
    );
    expect(css).not.toMatch(/(^|})\.inv-events-card:hover/);
    expect(css).toContain('.inv-events-card:focus-visible{outline-color:#000}');
    expect(css).toContain('.inv-base-corner-radius-card{border-radius:0.75rem}');
    expect(themeClass('giftRegistry', 'link')).toBe('inv-gift-registry-link');
  });

  it('writes a chosen option after the option hover, for the class and for the checked radio', () => {
    const css = themeToCss({
      ...ETIQUETA_THEME,
      // Declared before the option on purpose: the order of a theme's keys must not matter.
      confirmation: {
        optionSelected: { backgroundColor: '#222', color: '#fff' },
        option: { backgroundColor: '#fff', color: '#222', hoverStyle: { backgroundColor: '#eee' } },
      },
    });
    const chosen = css.indexOf(
      '.inv-confirmation-option.inv-confirmation-option-selected,.inv-confirmation-option:has(> .inv-choice-input:checked){background-color:#222;color:#fff}',
    );
    const hover = css.indexOf('.inv-confirmation-option:hover{background-color:#eee}');
    expect(hover).toBeGreaterThan(-1);
    expect(chosen).toBeGreaterThan(hover);
  });

  it.each([
    ['red;}body{display:none', 'a declaration break'],
    ['red}</style><script>alert(1)</script>', 'an element break'],
    ['url(javascript:alert(1))', 'a script URL'],
    ['url("https://x.example/a.png") ; color: red', 'a semicolon after a URL'],
    ['expression(alert(1))', 'an IE expression'],
    ['javascript:alert(1)', 'a javascript: value'],
    ['url(//evil.example/a.png)', 'a protocol-relative URL'],
    ['url(/relative.png)', 'a relative URL'],
    ['url(data:text/html,<b>x</b>)', 'a non-image data URL'],
    ['image-set("x.png" 1x)', 'image-set'],
    ['"unclosed', 'an open quote'],
    ['red /* comment', 'a comment'],
    ['\\7d body{}', 'a backslash escape'],
    ['', 'an empty value'],
  ])('drops %s (%s)', (value) => {
    expect(safeCssValue(value)).toBeNull();
    const css = themeToCss(withEvents({ color: value, backgroundColor: '#fff' }));
    expect(css).toContain('.inv-events-card{background-color:#fff}');
    expect(css).not.toContain('</style');
    expect(css).not.toMatch(/javascript|expression|evil/);
  });

  it('keeps http(s) and data:image URLs, quoted consistently', () => {
    expect(safeCssValue('url(https://cdn.example/bg.webp) center / cover')).toBe(
      'url("https://cdn.example/bg.webp") center / cover',
    );
    expect(safeCssValue("url('data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=')")).toBe(
      'url("data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=")',
    );
    expect(safeCssValue("'Tenor Sans', serif")).toBe("'Tenor Sans', serif");
  });

  it('drops property names that are not camelCase CSS, and the behavior property', () => {
    const css = themeToCss(
      withEvents({
        'color;x': 'red',
        behavior: 'url(https://x.example/a.htc)',
        '--x': '1',
        color: 'red',
      }),
    );
    expect(css).toContain('.inv-events-card{color:red}');
  });

  it('imports a font stylesheet only from a same-site path, never another origin', () => {
    expect(themeToCss(withEvents({}, '/fonts/lora.css'))).toContain(
      '@import url("/fonts/lora.css");',
    );
    // Themes saved before issue 17 name Google Fonts: their families are served by Convite instead.
    expect(
      themeToCss(withEvents({}, 'https://fonts.googleapis.com/css2?family=Lora&display=swap')),
    ).not.toContain('@import');
    expect(themeToCss(withEvents({}, 'http://fonts.example/a.css'))).not.toContain('@import');
    expect(themeToCss(withEvents({}, '//evil.example/a.css'))).not.toContain('@import');
    expect(themeToCss(withEvents({}, 'https://x.example/a.css");}body{'))).not.toContain('@import');
  });

  it('survives a malformed theme from storage without throwing', () => {
    const broken = { base: null, header: 'x', events: { card: 'red' } } as unknown as ThemeContent;
    expect(() => themeToCss(broken)).not.toThrow();
  });
});

// WCAG 2.x relative luminance and contrast.
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => {
    const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('Etiqueta', () => {
  const background = ETIQUETA_THEME.base.body.backgroundColor as string;

  it.each([
    ['body text', ETIQUETA_THEME.base.body.color],
    ['dates and times', ETIQUETA_THEME.header.date?.color],
    ['links', ETIQUETA_THEME.events.link?.color],
    ['section titles', ETIQUETA_THEME.sectionTitle.title?.color],
    ['countdown labels', ETIQUETA_THEME.header.countdownLabel?.color],
    ['deceased mark', ETIQUETA_THEME.invitation.deceasedMark?.color],
  ])('%s reach AA contrast (4.5:1) on the ivory background', (_what, color) => {
    expect(contrast(color as string, background)).toBeGreaterThanOrEqual(4.5);
  });

  it('buttons reach AA contrast, and so do their hover colours', () => {
    const { button } = ETIQUETA_THEME.confirmation;
    expect(
      contrast(button?.color as string, button?.backgroundColor as string),
    ).toBeGreaterThanOrEqual(4.5);
    expect(
      contrast(button?.color as string, button?.hoverStyle?.backgroundColor as string),
    ).toBeGreaterThanOrEqual(4.5);
    const selected = ETIQUETA_THEME.confirmation.optionSelected;
    expect(
      contrast(selected?.color as string, selected?.backgroundColor as string),
    ).toBeGreaterThanOrEqual(4.5);
  });

  it('success and error notices reach AA contrast', () => {
    for (const notice of [ETIQUETA_THEME.base.success, ETIQUETA_THEME.base.error]) {
      expect(
        contrast(notice.color as string, notice.backgroundColor as string),
      ).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('uses the three fonts the app serves itself, and imports none from elsewhere', () => {
    const css = themeToCss(ETIQUETA_THEME);
    expect(css).toContain("'Ephesis'");
    expect(css).toContain("'Tenor Sans'");
    expect(css).toContain("'Be Vietnam Pro'");
    expect(css).not.toContain('@import');
  });
});
