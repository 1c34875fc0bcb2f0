import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { hasFontStylesheet } from '@convite/invitation-renderer/font-loaders';
import { SELF_HOSTED_FONTS } from '@convite/rules/served-fonts';
import { describe, expect, it } from 'vitest';
import { fontChoices, SERVED_FONT_GROUPS, unservedThemeFonts } from './style-options.ts';

const require = createRequire(import.meta.url);
const fontsDir = path.join(
  path.dirname(require.resolve('@convite/invitation-renderer/font-loaders')),
  'fonts',
);

describe('the font list', () => {
  it('groups every family Convite serves, and only those', () => {
    expect(Object.keys(SERVED_FONT_GROUPS).sort()).toEqual(Object.keys(SELF_HOSTED_FONTS).sort());
  });

  it('offers only fonts whose stylesheet and font files are shipped', () => {
    const offered = fontChoices(hasFontStylesheet).flatMap(({ fonts }) => fonts);
    expect(offered).toHaveLength(Object.keys(SELF_HOSTED_FONTS).length);
    for (const { name } of offered) {
      const sheet = path.join(fontsDir, `${name.toLowerCase().replace(/ /g, '-')}.css`);
      const files = [...readFileSync(sheet, 'utf8').matchAll(/url\('([^']+)'\)/g)].map((match) =>
        path.resolve(fontsDir, match[1] ?? ''),
      );
      expect(files.length, name).toBeGreaterThan(0);
      for (const file of files) expect(existsSync(file), file).toBe(true);
    }
  });

  it('leaves out a family whose files this build lacks', () => {
    const withoutLora = fontChoices((family) => family !== 'Lora');
    const names = withoutLora.flatMap(({ fonts }) => fonts.map(({ name }) => name));
    expect(names).not.toContain('Lora');
    expect(names).toContain('Great Vibes');
  });

  it('stores each font with the generic family of its group, scripts first', () => {
    const [scripts, serifs, sans] = fontChoices(() => true);
    expect(scripts?.group).toBe('cursive');
    expect(scripts?.fonts).toContainEqual({ name: 'Great Vibes', value: "'Great Vibes', cursive" });
    expect(serifs?.fonts).toContainEqual({ name: 'Lora', value: "'Lora', serif" });
    expect(sans?.fonts).toContainEqual({ name: 'Lato', value: "'Lato', sans-serif" });
  });

  it("keeps the theme's own fonts that Convite does not serve, once each", () => {
    expect(
      unservedThemeFonts(["'Lora', serif", 'Georgia, serif', "'Georgia', serif", 'Ephesis']),
    ).toEqual([{ name: 'Georgia', value: 'Georgia, serif' }]);
  });
});
