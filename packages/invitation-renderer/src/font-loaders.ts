/// <reference types="vite/client" />
// For a Vite app that draws themes of every kind (the dashboard's theme preview): each served
// family's stylesheet (fonts/<id>.css) is a lazy chunk of the app's own build, fetched from its own
// origin the first time a theme names the family. The invitation server links them itself.
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
