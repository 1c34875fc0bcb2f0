import { createConfig } from '@convite/eslint-config';

// This preset is the apps' build configuration: reading API_PROXY_TARGET is its job.
export default createConfig({
  dirname: import.meta.dirname,
  kind: 'tooling',
  envModules: ['index.js', 'index.test.js'],
});
