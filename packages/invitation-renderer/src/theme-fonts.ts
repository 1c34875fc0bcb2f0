// The fonts a theme may name, every one served by Convite itself (never a third party: a guest's
// address goes to no one else, and the page depends on nothing else). Each family has a stylesheet
// in fonts/<id>.css (written by scripts/write-font-stylesheets.ts from @fontsource/<id>: latin and
// latin-ext only, font-display swap); a page links the stylesheets of the families its theme names,
// so it loads no other family. A family not listed here falls back to the stack the theme gives.
import type { ThemeContent } from './theme.ts';

/** Family → the weights served (those the themes, the generator and the editor use). */
export const SELF_HOSTED_FONTS: Readonly<Record<string, readonly number[]>> = {
  // Etiqueta's
  'Be Vietnam Pro': [400, 600],
  Ephesis: [400],
  'Tenor Sans': [400],
  // Scripts
  'Great Vibes': [400],
  Parisienne: [400],
  'Dancing Script': [400, 600],
  'Pinyon Script': [400],
  Allura: [400],
  Sacramento: [400],
  'Alex Brush': [400],
  Satisfy: [400],
  // Display and headings
  'Playfair Display': [400, 600, 700],
  'Cormorant Garamond': [400, 600, 700],
  Cinzel: [400, 600, 700],
  'Bodoni Moda': [400, 600, 700],
  'Josefin Sans': [400, 600, 700],
  Montserrat: [400, 600, 700],
  Raleway: [400, 600, 700],
  'Abril Fatface': [400],
  'Amatic SC': [400, 700],
  Oswald: [400, 600, 700],
  'Poiret One': [400],
  'Yeseva One': [400],
  // Body text
  Lato: [400, 700],
  'Open Sans': [400, 600],
  Nunito: [400, 600],
  Lora: [400, 600],
  'EB Garamond': [400, 600],
  'Work Sans': [400, 600],
  Karla: [400, 600],
  'Source Sans 3': [400, 600],
  Quicksand: [400, 600],
  'Crimson Text': [400, 600],
};

const BY_LOWER_CASE = new Map(
  Object.keys(SELF_HOSTED_FONTS).map((family) => [family.toLowerCase(), family]),
);

/** The family's package and stylesheet name: 'Source Sans 3' → 'source-sans-3'. */
export function fontId(family: string): string {
  return family.toLowerCase().replace(/ /g, '-');
}

/** The served family a name or a font-family value starts with ("'lato', sans-serif" → 'Lato'), or null. */
export function selfHostedFamily(value: string): string | null {
  const first = (value.split(',')[0] ?? '').trim().replace(/^(['"])(.*)\1$/, '$2');
  return BY_LOWER_CASE.get(first.toLowerCase()) ?? null;
}

/** Every fontFamily value of a theme, hover and focus styles included. */
function fontFamilyValues(node: unknown, found: string[] = []): string[] {
  if (!node || typeof node !== 'object') return found;
  for (const [key, child] of Object.entries(node)) {
    if (key === 'fontFamily' && typeof child === 'string') found.push(child);
    else fontFamilyValues(child, found);
  }
  return found;
}

/** The ids of the served families a theme names, each once, in a stable order. */
export function themeFontIds(theme: ThemeContent): string[] {
  const families = fontFamilyValues(theme).map(selfHostedFamily);
  return [...new Set(families.filter((family) => family !== null).map(fontId))].sort();
}
