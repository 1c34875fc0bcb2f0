import { createConfig } from '@convite/eslint-config';

export default [
  ...createConfig({ dirname: import.meta.dirname, kind: 'tooling' }),
  {
    // A benchmark measures the server's own code (buildApp, the guests repository, the CSV parser),
    // so it reaches into apps/server/src on purpose; nothing imports the benchmark.
    files: ['**/*.ts'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
];
