import { createConfig } from './index.js';

// The lint commands hand the environment on to the linters they start.
export default createConfig({
  dirname: import.meta.dirname,
  kind: 'tooling',
  envModules: ['run-bin.mjs', 'type-aware.mjs'],
});
