// The README's configuration table, generated from the descriptions in src/config/*-settings.ts, so a
// variable cannot be added without documenting it (src/config/readme-table.test.ts compares them).
// Rewrite the table after changing a variable (run from apps/server):
//   pnpm readme:config
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { configVariables } from '../src/config/config.ts';
import { markdownTable } from './markdown-table.ts';

export const README = path.resolve(import.meta.dirname, '../../../README.md');
const MARKER = '<!-- The table is generated from apps/server/src/config/*-settings.ts';

/** The table of every variable, as prettier lays it out. */
export function configTable(variables = configVariables): string {
  return markdownTable([
    ['variable', 'default', 'what it sets'],
    ...variables.map((variable) => [
      `\`${variable.name}\``,
      variable.default,
      variable.description,
    ]),
  ]);
}

/** The README with the table below the marker replaced by the generated one. */
export function withConfigTable(readme: string): string {
  const marker = readme.indexOf(MARKER);
  if (marker === -1) throw new Error(`README.md lacks the line "${MARKER} …" above the table`);
  const start = readme.indexOf('\n|', marker) + 1;
  const end = readme.indexOf('\n\n', start);
  return `${readme.slice(0, start)}${configTable()}${readme.slice(end)}`;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  writeFileSync(README, withConfigTable(readFileSync(README, 'utf8')));
}
