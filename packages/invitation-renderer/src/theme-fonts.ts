// The fonts a theme may name, every one served by Convite itself (never a third party: a guest's
// address goes to no one else, and the page depends on nothing else). Each family has a stylesheet
// in fonts/<id>.css (written by scripts/write-font-stylesheets.ts from @fontsource/<id>: latin and
// latin-ext only, font-display swap); a page links the stylesheets of the families its theme names,
// so it loads no other family. A family not listed here falls back to the stack the theme gives.
import { fontId, selfHostedFamily } from '@convite/rules/served-fonts';
import type { ThemeContent } from './theme.ts';

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
