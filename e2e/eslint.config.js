import { createConfig } from '@convite/eslint-config';

// A test harness, not an app: every file may read the environment (ports, data directory, browser).
export default createConfig({
  dirname: import.meta.dirname,
  kind: 'tooling',
  envModules: ['**/*.ts'],
});
