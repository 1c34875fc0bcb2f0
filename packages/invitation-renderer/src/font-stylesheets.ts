// The text of each served family's stylesheet (fonts/<id>.css): an @font-face per weight for the
// latin and latin-ext subsets @fontsource/<id> has, with the package's unicode ranges, so a page
// downloads latin-ext only for a name that needs it. Node only: the write script and its test.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fontId, SELF_HOSTED_FONTS } from '@convite/rules/served-fonts';

const SUBSETS = ['latin-ext', 'latin'] as const;
const require = createRequire(import.meta.url);
export const STYLESHEETS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fonts');

/** The package's files folder, as the stylesheet names it (through this package's node_modules). */
function packageDir(id: string): string {
  return path.dirname(require.resolve(`@fontsource/${id}/package.json`));
}

export function fontStylesheet(family: string): string {
  const id = fontId(family);
  const unicode = JSON.parse(
    readFileSync(path.join(packageDir(id), 'unicode.json'), 'utf8'),
  ) as Record<string, string>;
  const faces = (SELF_HOSTED_FONTS[family] ?? []).flatMap((weight) =>
    SUBSETS.flatMap((subset) => {
      const file = `${id}-${subset}-${weight}-normal.woff2`;
      if (!existsSync(path.join(packageDir(id), 'files', file))) return [];
      return [
        `@font-face {`,
        `  font-family: '${family}';`,
        `  font-style: normal;`,
        `  font-display: swap;`,
        `  font-weight: ${weight};`,
        `  src: url('../../node_modules/@fontsource/${id}/files/${file}') format('woff2');`,
        `  unicode-range: ${unicode[subset]};`,
        `}`,
      ];
    }),
  );
  return [
    `/* ${family}, served by Convite (scripts/write-font-stylesheets.ts; do not edit). */`,
    ...faces,
    '',
  ].join('\n');
}
