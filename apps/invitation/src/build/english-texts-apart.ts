// A Vite plugin, used by vite.config.ts: the English texts of the browser bundle in a chunk of their own.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** The module of the English texts main.tsx imports (src/lib/english-texts.ts). */
export const ENGLISH_TEXTS_MODULE = 'virtual:convite-english-texts';

/** The i18n package's resources folder (its texts.ts, es/ and en/). */
const RESOURCES_DIR = path.dirname(fileURLToPath(import.meta.resolve('@convite/i18n/texts')));

/**
 * A page is in one language, and switching it loads another page: the browser bundle keeps the
 * English texts (a twentieth of its first script) in a chunk of their own, which main.tsx fetches
 * before hydrating an English page only. The English modules texts.ts imports become empty objects
 * here, and that chunk fills them before any i18n instance is made.
 */
export function englishTextsApart(): Plugin {
  const STUB = '\0convite-english-stub';
  const FULL = `\0${ENGLISH_TEXTS_MODULE}`;
  const real = (name: string) => JSON.stringify(path.join(RESOURCES_DIR, 'en', `${name}.ts`));
  return {
    name: 'convite-english-texts-apart',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    resolveId(source, importer) {
      if (source === ENGLISH_TEXTS_MODULE) return FULL;
      const isTexts = importer
        ?.replaceAll('\\', '/')
        .endsWith('packages/i18n/src/resources/texts.ts');
      return isTexts && /^\.\/en\/(invitation|common)\.ts$/.test(source) ? STUB : null;
    },
    load(id) {
      if (id === STUB) return 'export const invitation = {};\nexport const common = {};\n';
      if (id === FULL) {
        return `export { invitation } from ${real('invitation')};\nexport { common } from ${real('common')};\n`;
      }
      return null;
    },
  };
}
