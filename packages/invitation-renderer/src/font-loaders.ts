/// <reference types="vite/client" />
// For a Vite app that draws themes of every kind (the dashboard's theme preview): each served
// family's stylesheet (fonts/<id>.css) is a lazy chunk of the app's own build, fetched from its own
// origin the first time a theme names the family. The invitation server links them itself.
import { fontId } from '@convite/rules/served-fonts';
import type { ThemeContent } from './theme.ts';
import { themeFontIds } from './theme-fonts.ts';

const STYLESHEETS: Record<string, () => Promise<unknown>> = import.meta.glob('./fonts/*.css');

/** Loads the stylesheets of the families the theme names; one that fails leaves its fallback stack. */
export async function loadThemeFonts(theme: ThemeContent): Promise<void> {
  const loading = themeFontIds(theme).flatMap((id) => {
    const load = STYLESHEETS[`./fonts/${id}.css`];
    return load ? [load()] : [];
  });
  await Promise.allSettled(loading);
}

/** Whether this build ships a served family's stylesheet (so its font files too). */
export function hasFontStylesheet(family: string): boolean {
  return `./fonts/${fontId(family)}.css` in STYLESHEETS;
}

/** Loads the stylesheets of the families named (a font list showing each name in its own font). */
export async function loadFontFamilies(families: readonly string[]): Promise<void> {
  const loading = families.flatMap((family) => {
    const load = STYLESHEETS[`./fonts/${fontId(family)}.css`];
    return load ? [load()] : [];
  });
  await Promise.allSettled(loading);
}
