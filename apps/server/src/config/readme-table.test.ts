// The README's configuration table is the operator's manual: it is generated from the schema's
// descriptions in the *-settings.ts files, and must be the generated one (every variable, nothing else).
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { README, withConfigTable } from '../../scripts/config-table.ts';

test('the README documents every configuration variable as config.ts describes it', () => {
  const readme = readFileSync(README, 'utf8');
  expect(
    readme.split('\n'),
    'README.md: run `pnpm readme:config` in apps/server to regenerate its configuration table',
  ).toEqual(withConfigTable(readme).split('\n'));
});
