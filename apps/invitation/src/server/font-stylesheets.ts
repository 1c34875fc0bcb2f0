// The stylesheets of the served font families, as the client build named them (one entry each,
// vite.config.ts), and those a page links: the families its theme names, Etiqueta's without a theme.
import { ETIQUETA_THEME, type ThemeContent } from '@convite/invitation-renderer/theme';
import { themeFontIds } from '@convite/invitation-renderer/theme-fonts';

/** Font id → the stylesheet's address ('lato' → '/assets/font-lato-<hash>.css'). */
export type FontStylesheets = Readonly<Record<string, string>>;

type ManifestChunk = { file: string; name?: string; isEntry?: boolean };

const FONT_ENTRY = /^font-([a-z0-9-]+)$/;

/** Read from the client build's .vite/manifest.json. */
export function fontStylesheetsFromManifest(
  manifest: Record<string, ManifestChunk>,
): FontStylesheets {
  return Object.fromEntries(
    Object.values(manifest).flatMap((chunk) => {
      const id = chunk.isEntry ? FONT_ENTRY.exec(chunk.name ?? '')?.[1] : undefined;
      return id ? [[id, `/${chunk.file}`]] : [];
    }),
  );
}

/** The stylesheets a page with this theme links, in a stable order. */
export function pageFontStylesheets(
  stylesheets: FontStylesheets,
  theme: ThemeContent | null,
): string[] {
  return themeFontIds(theme ?? ETIQUETA_THEME).flatMap((id) => {
    const href = stylesheets[id];
    return href ? [href] : [];
  });
}
