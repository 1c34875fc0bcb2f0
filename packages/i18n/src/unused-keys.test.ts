// Fails when a Spanish key is not referenced by any app or package source. A key counts as used when
// its full path appears as a string literal ('login.title', "ns:login.title" or `login.title`).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DYNAMIC_KEYS, isDynamicKey } from './dynamic-keys.ts';
import { flattenKeys } from './flatten-keys.ts';
import { NAMESPACES, resources } from './resources/resources.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const SOURCE = /\.(ts|tsx)$/;
const SKIP = /\.(test|stories)\.(ts|tsx)$/;

function sourceFiles(dir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((name) => {
    if (name === 'node_modules' || name === 'generated' || name === 'dist') return [];
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return SOURCE.test(name) && !SKIP.test(name) ? [full] : [];
  });
}

function scannedSources(): string {
  const dirs = ['apps', 'packages'].flatMap((group) =>
    readdirSync(path.join(root, group)).map((name) => path.join(root, group, name, 'src')),
  );
  // The resources define the keys; every other source, this package's own hooks included, uses them.
  const resourcesDir = path.join(root, 'packages/i18n/src/resources');
  return dirs
    .flatMap(sourceFiles)
    .filter((file) => !file.startsWith(resourcesDir))
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
}

describe('translation keys', () => {
  const code = scannedSources();
  const used = (namespace: string, key: string) =>
    isDynamicKey(namespace, key) ||
    [
      `'${key}'`,
      `"${key}"`,
      `\`${key}\``,
      `${namespace}:${key}'`,
      `${namespace}:${key}"`,
      `${namespace}:${key}\``,
    ].some((needle) => code.includes(needle));

  it('finds the app sources to scan', () => {
    expect(code.length).toBeGreaterThan(0);
  });

  it.each(NAMESPACES)('every key of namespace %s is used in the code', (namespace) => {
    const unused = flattenKeys(resources.es[namespace]).filter((key) => !used(namespace, key));
    expect(unused).toEqual([]);
  });

  it('lists only existing keys as dynamic', () => {
    const all = NAMESPACES.flatMap((namespace) =>
      flattenKeys(resources.es[namespace]).map((key) => `${namespace}:${key}`),
    );
    const named = (entry: string) =>
      entry.endsWith('.*')
        ? all.some((key) => key.startsWith(entry.slice(0, -1)))
        : all.includes(entry);
    expect(DYNAMIC_KEYS.filter((entry) => !named(entry))).toEqual([]);
  });
});
