// The one ESLint preset every package extends: strict TypeScript, kebab-case files and folders,
// and the import boundaries of ARCHITECTURE.md (apps import packages, never each other; packages
// never import apps; inside an app, features never import other features). It needs no types: the
// rules that do run in oxlint (type-aware.mjs), and `convite-lint` (lint.mjs) runs both.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import checkFile from 'eslint-plugin-check-file';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { noLiteralText } from './no-literal-text.js';

const APP_PACKAGES = [
  '@convite/dashboard',
  '@convite/admin',
  '@convite/invitation',
  '@convite/server',
];

/**
 * Zones that stop one feature folder from importing another.
 * @param {string} dirname the package folder
 */
function featureZones(dirname) {
  const featuresDir = path.join(dirname, 'src', 'features');
  if (!existsSync(featuresDir)) return [];
  const features = readdirSync(featuresDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  return features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'Features never import other features: compose them in a route instead.',
  }));
}

/**
 * @param {object} options
 * @param {string} options.dirname the package folder (import.meta.dirname)
 * @param {'app' | 'package' | 'server' | 'tooling'} options.kind
 * @param {boolean} [options.react] whether the package renders React
 * @param {string[]} [options.envModules] the only files allowed to read process.env
 * @param {string[]} [options.restrictedImports] further package names this package may not import
 */
export function createConfig({
  dirname,
  kind,
  react = false,
  envModules = [],
  restrictedImports = [],
}) {
  const forbidden = kind === 'tooling' ? [] : [...APP_PACKAGES, ...restrictedImports];
  return tseslint.config(
    {
      ignores: [
        'dist/**',
        'storybook-static/**',
        'coverage/**',
        'src/generated/**',
        'drizzle/**',
        'test-results/**',
        '**/*.d.ts',
      ],
    },
    js.configs.recommended,
    ...tseslint.configs.strict,
    {
      languageOptions: {
        ecmaVersion: 2023,
        sourceType: 'module',
        globals: react ? { ...globals.browser } : { ...globals.node },
      },
      plugins: { 'check-file': checkFile, 'import-x': importX },
      rules: {
        '@typescript-eslint/consistent-type-imports': 'error',
        '@typescript-eslint/no-unused-vars': [
          'error',
          { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
        ],
        'check-file/filename-naming-convention': [
          'error',
          { '**/*.{js,mjs,ts,tsx}': 'KEBAB_CASE' },
          { ignoreMiddleExtensions: true },
        ],
        'check-file/folder-naming-convention': ['error', { 'src/**/': 'KEBAB_CASE' }],
        'import-x/no-restricted-paths': [
          'error',
          {
            zones: [
              ...featureZones(dirname),
              {
                target: './',
                from: path.resolve(dirname, '../../apps'),
                except: kind === 'app' || kind === 'server' ? [`./${path.basename(dirname)}`] : [],
                message: 'Apps never import another app, and packages never import apps.',
              },
            ],
          },
        ],
        'no-restricted-imports': [
          'error',
          {
            paths: forbidden
              .filter((name) => !dirname.endsWith(name.replace('@convite/', '')))
              .map((name) => ({
                name,
                message: 'Apps never import another app, and packages never import apps.',
              })),
          },
        ],
        'no-restricted-properties': [
          'error',
          {
            object: 'process',
            property: 'env',
            message: 'Read the environment only in the configuration module.',
          },
        ],
        'no-restricted-syntax': [
          'error',
          {
            selector: "Literal[value='America/Mexico_City']",
            message: 'Import WEDDING_TIME_ZONE from @convite/rules/time-zone.',
          },
        ],
      },
    },
    {
      files:
        envModules.length > 0 ? envModules : ['**/*.config.{js,ts,mjs}', '**/eslint.config.js'],
      rules: { 'no-restricted-properties': 'off' },
    },
    {
      files: [
        '**/*.config.{js,ts,mjs}',
        '**/eslint.config.js',
        'scripts/**',
        '**/*.test.{ts,tsx}',
        'e2e/**',
      ],
      rules: { 'no-restricted-properties': 'off' },
    },
    react
      ? {
          files: ['**/*.{ts,tsx}'],
          plugins: { 'react-hooks': reactHooks },
          rules: {
            'react-hooks/rules-of-hooks': 'error',
            'react-hooks/exhaustive-deps': 'error',
          },
        }
      : {},
    // Texts come from i18n in what ships; tests and stories may write them out.
    react
      ? {
          files: ['src/**/*.tsx'],
          ignores: ['**/*.test.tsx', '**/*.stories.tsx', 'src/test/**'],
          plugins: { convite: { rules: { 'no-literal-text': noLiteralText } } },
          rules: { 'convite/no-literal-text': 'error' },
        }
      : {},
    prettier,
  );
}
