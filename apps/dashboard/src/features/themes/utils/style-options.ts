import { ETIQUETA_THEME } from '@convite/invitation-renderer/theme';
import { firstFamily, fontFamilyValue, themeFontFamilies } from './theme-edits.ts';

/** The border radius options of section 9 of the specification. */
export const BORDER_RADIUS_OPTIONS = [
  { id: 'none', value: '0' },
  { id: 'xs', value: '0.125rem' },
  { id: 'sm', value: '0.25rem' },
  { id: 'md', value: '0.375rem' },
  { id: 'lg', value: '0.5rem' },
  { id: 'xl', value: '0.75rem' },
  { id: 'full', value: '9999px' },
] as const;

export const FONT_WEIGHTS = [
  '100',
  '200',
  '300',
  '400',
  '500',
  '600',
  '700',
  '800',
  '900',
] as const;

/** Shadow presets, from none to strong; a theme's own shadow is offered as it is. */
export const BOX_SHADOW_OPTIONS = [
  { id: 'none', value: 'none' },
  { id: 'soft', value: '0 2px 8px rgba(0, 0, 0, 0.08)' },
  { id: 'medium', value: '0 6px 24px rgba(0, 0, 0, 0.12)' },
  { id: 'strong', value: '0 12px 32px rgba(0, 0, 0, 0.22)' },
] as const;

/** A font the editor offers: the value stored and the name shown. */
export type FontOption = { value: string; name: string };

/** A few common served fonts (rules served-fonts.ts), with the generic family each falls back to. */
const COMMON_FONTS: [string, string][] = [
  ['Playfair Display', 'serif'],
  ['Cormorant Garamond', 'serif'],
  ['Lora', 'serif'],
  ['Montserrat', 'sans-serif'],
  ['Lato', 'sans-serif'],
  ['Great Vibes', 'cursive'],
  ['Dancing Script', 'cursive'],
];

/**
 * The fonts to choose from: the theme's own, Etiqueta's, a few common ones and the ones the couple
 * added (all served by Convite); each name once, the first spelling kept.
 */
export function fontOptions(themeFamilies: string[], added: string[]): FontOption[] {
  const own = [...themeFamilies, ...themeFontFamilies(ETIQUETA_THEME)].map((value) => ({
    value,
    name: firstFamily(value),
  }));
  const common = [
    ...COMMON_FONTS,
    ...added.map((name): [string, string] => [name, 'sans-serif']),
  ].map(([name, fallback]) => ({ value: fontFamilyValue(name, fallback), name }));
  const seen = new Set<string>();
  return [...own, ...common].filter((option) => {
    const key = option.name.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
