import { createConfig } from '@convite/eslint-config';

export default createConfig({
  dirname: import.meta.dirname,
  kind: 'app',
  react: true,
  envModules: ['src/server/config.ts'],
});
