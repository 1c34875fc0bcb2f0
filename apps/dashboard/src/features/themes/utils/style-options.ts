import { selfHostedFamily } from '@convite/rules/served-fonts';
import { firstFamily, fontFamilyValue } from './theme-edits.ts';

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

/** A font the editor offers: the value stored and the name shown (in its own font). */
export type FontOption = { value: string; name: string };

/** How the font list groups the served families: by the generic family each falls back to. */
export type FontGroup = 'cursive' | 'serif' | 'sans-serif';

/**
 * Every family Convite serves (rules served-fonts.ts), with its generic fallback; a test keeps this
 * list equal to the served one, so a family added there gets a group here.
 */
export const SERVED_FONT_GROUPS: Readonly<Record<string, FontGroup>> = {
  Ephesis: 'cursive',
  'Great Vibes': 'cursive',
  Parisienne: 'cursive',
  'Dancing Script': 'cursive',
  'Pinyon Script': 'cursive',
  Allura: 'cursive',
  Sacramento: 'cursive',
  'Alex Brush': 'cursive',
  Satisfy: 'cursive',
  'Playfair Display': 'serif',
  'Cormorant Garamond': 'serif',
  Cinzel: 'serif',
  'Bodoni Moda': 'serif',
  'Abril Fatface': 'serif',
  'Yeseva One': 'serif',
  Lora: 'serif',
  'EB Garamond': 'serif',
  'Crimson Text': 'serif',
  'Tenor Sans': 'sans-serif',
  'Be Vietnam Pro': 'sans-serif',
  'Josefin Sans': 'sans-serif',
  Montserrat: 'sans-serif',
  Raleway: 'sans-serif',
  'Amatic SC': 'sans-serif',
  Oswald: 'sans-serif',
  'Poiret One': 'sans-serif',
  Lato: 'sans-serif',
  'Open Sans': 'sans-serif',
  Nunito: 'sans-serif',
  'Work Sans': 'sans-serif',
  Karla: 'sans-serif',
  'Source Sans 3': 'sans-serif',
  Quicksand: 'sans-serif',
};

export const FONT_GROUPS: readonly FontGroup[] = ['cursive', 'serif', 'sans-serif'];

/** The font list: the served families whose files this build ships (`isShipped`), by group and name. */
export function fontChoices(
  isShipped: (family: string) => boolean,
): { group: FontGroup; fonts: FontOption[] }[] {
  return FONT_GROUPS.map((group) => ({
    group,
    fonts: Object.entries(SERVED_FONT_GROUPS)
      .filter(([name, of]) => of === group && isShipped(name))
      .map(([name]) => ({ name, value: fontFamilyValue(name, group) }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  }));
}

/**
 * The theme's font-family values that name no served family (a generated theme's "Georgia, serif"),
 * each once, as the theme wrote them: offered too, so choosing another font is never a one-way door.
 */
export function unservedThemeFonts(themeFamilies: string[]): FontOption[] {
  const seen = new Set<string>();
  return themeFamilies.flatMap((value) => {
    const name = firstFamily(value);
    if (selfHostedFamily(value) !== null || seen.has(name.toLowerCase())) return [];
    seen.add(name.toLowerCase());
    return [{ value, name }];
  });
}
