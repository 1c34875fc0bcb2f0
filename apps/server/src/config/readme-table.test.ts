// The README's configuration table is the operator's manual: it must name every variable the
// configuration module reads, and nothing it does not.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { configVariables } from './config.ts';

const readme = readFileSync(path.resolve(import.meta.dirname, '../../../../README.md'), 'utf8');

function documentedVariables(): Set<string> {
  const section = readme.split('## Configuration')[1]?.split('\n## ')[0] ?? '';
  const rows = section.split('\n').filter((line) => line.startsWith('| `'));
  const names = rows.flatMap((row) =>
    [...(row.split('|')[1] ?? '').matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1] ?? ''),
  );
  return new Set(names);
}

test('the README documents every configuration variable, and only those', () => {
  const documented = documentedVariables();
  const read = new Set(configVariables.map((variable) => variable.name));
  expect([...read].filter((name) => !documented.has(name))).toEqual([]);
  expect([...documented].filter((name) => !read.has(name))).toEqual([]);
});
