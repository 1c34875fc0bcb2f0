// The preset's promises, checked on real code: a PascalCase file name, an import of an app from a
// package, and a read of process.env outside the configuration module are each reported.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { ESLint } from 'eslint';
import { createConfig } from './index.js';

const packageDir = path.resolve(import.meta.dirname, '../../packages/ui');

async function lint(code, filePath) {
  const eslint = new ESLint({
    cwd: packageDir,
    overrideConfigFile: true,
    overrideConfig: createConfig({ dirname: packageDir, kind: 'package' }),
  });
  const [result] = await eslint.lintText(code, { filePath: path.join(packageDir, filePath) });
  return result.messages.map((message) => message.ruleId);
}

test('a PascalCase file name is reported', async () => {
  assert.ok((await lint('export const a = 1;\n', 'src/MyButton.ts')).includes('check-file/filename-naming-convention'));
});

test('a kebab-case file name passes', async () => {
  assert.deepEqual(await lint('export const a = 1;\n', 'src/my-button.ts'), []);
});

test('a package importing an app is reported', async () => {
  const rules = await lint("import { x } from '@convite/dashboard';\nexport const a = x;\n", 'src/thing.ts');
  assert.ok(rules.includes('no-restricted-imports'));
});

test('reading process.env outside the configuration module is reported', async () => {
  const rules = await lint('export const a = process.env.HOME;\n', 'src/thing.ts');
  assert.ok(rules.includes('no-restricted-properties'));
});
