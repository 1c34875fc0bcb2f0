// The preset's promises, checked on real code: a PascalCase file name, an import of an app from a
// package, a read of process.env outside the configuration module, and (in oxlint) a floating promise
// are each reported.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import { createConfig } from './index.js';
import { lintTypes } from './type-aware.mjs';

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
  assert.ok(
    (await lint('export const a = 1;\n', 'src/MyButton.ts')).includes(
      'check-file/filename-naming-convention',
    ),
  );
});

// The type-aware rules run in oxlint on a scratch package of their own: a tsconfig and two files.
function lintTypesOf(code) {
  const dir = mkdtempSync(path.join(tmpdir(), 'convite-lint-'));
  try {
    writeFileSync(
      path.join(dir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          module: 'esnext',
          moduleResolution: 'bundler',
          target: 'es2023',
          noEmit: true,
        },
      }),
    );
    writeFileSync(
      path.join(dir, 'clean.ts'),
      'export async function ok(): Promise<number> {\n  return 1;\n}\n',
    );
    writeFileSync(path.join(dir, 'code.ts'), code);
    return lintTypes({ cwd: dir, stdio: 'pipe' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('a promise nobody awaits or handles is reported (type-aware)', () => {
  const code = 'async function save(): Promise<void> {}\nexport function a() {\n  save();\n}\n';
  const { status, output } = lintTypesOf(code);
  assert.notEqual(status, 0);
  assert.match(output, /no-floating-promises/);
  assert.match(output, /code\.ts/);
  assert.doesNotMatch(output, /clean\.ts/);
});

test('a switch that misses a member of a union is reported (type-aware)', () => {
  const code =
    "export function size(kind: 'a' | 'b'): number {\n  switch (kind) {\n    case 'a':\n      return 1;\n  }\n  return 0;\n}\n";
  const { status, output } = lintTypesOf(code);
  assert.notEqual(status, 0);
  assert.match(output, /switch-exhaustiveness-check/);
});

test('code whose promises are all handled passes the type-aware rules', () => {
  const code =
    'async function save(): Promise<void> {}\nexport async function a() {\n  await save();\n  void save();\n}\n';
  const { status, output } = lintTypesOf(code);
  assert.equal(status, 0, output);
});

test('a kebab-case file name passes', async () => {
  assert.deepEqual(await lint('export const a = 1;\n', 'src/my-button.ts'), []);
});

test('a package importing an app is reported', async () => {
  const rules = await lint(
    "import { x } from '@convite/dashboard';\nexport const a = x;\n",
    'src/thing.ts',
  );
  assert.ok(rules.includes('no-restricted-imports'));
});

test('reading process.env outside the configuration module is reported', async () => {
  const rules = await lint('export const a = process.env.HOME;\n', 'src/thing.ts');
  assert.ok(rules.includes('no-restricted-properties'));
});

// The bilingual guard: a text written into the JSX of a React package skips i18n and is reported.
async function lintReact(code, filePath) {
  const eslint = new ESLint({
    cwd: packageDir,
    overrideConfigFile: true,
    overrideConfig: createConfig({
      dirname: packageDir,
      kind: 'package',
      react: true,
    }),
  });
  const [result] = await eslint.lintText(code, { filePath: path.join(packageDir, filePath) });
  return result.messages.filter((message) => message.ruleId === 'convite/no-literal-text');
}

test('words written as JSX text are reported', async () => {
  const found = await lintReact(
    'export const A = () => <p>Guardar cambios</p>;\n',
    'src/thing.tsx',
  );
  assert.equal(found.length, 1);
  assert.match(found[0].message, /Guardar cambios/);
});

test('a literal aria-label, title, placeholder, alt or label prop or snack message is reported, in a ternary too', async () => {
  const code = [
    'export const A = ({ open }: { open: boolean }) => (',
    '  <div aria-label="Cerrar" title={`Menú`}>',
    "    <input placeholder={open ? 'Buscar' : 'Escribe'} />",
    '    <img alt="Foto" src="/a.png" />',
    '    <Field label="Nombre" />',
    "    {'Hola'}",
    "    <button onClick={() => showSnack('error', 'Algo falló')} />",
    '  </div>',
    ');',
    'const Field = (_: { label: string }) => null;',
    'const showSnack = (_kind: string, _message: string) => undefined;',
  ].join('\n');
  assert.equal((await lintReact(code, 'src/thing.tsx')).length, 7);
});

test('texts from i18n, symbols, numbers, the brand and tests pass', async () => {
  const code = [
    'const t = (key: string) => key;',
    'export const A = () => (',
    "  <p aria-label={t('a.b')} className=\"x y\" title={t('c')}>",
    '    {t(\'d\')} · 404 — × <b>Convite</b> <input placeholder="https://" />',
    '  </p>',
    ');',
  ].join('\n');
  assert.deepEqual(await lintReact(code, 'src/thing.tsx'), []);
  assert.deepEqual(
    await lintReact('export const A = () => <p>Guardar</p>;\n', 'src/thing.test.tsx'),
    [],
  );
});
