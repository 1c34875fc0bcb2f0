import { appConfig } from '@convite/vite-config';
import { defineConfig, mergeConfig } from 'vite';

const base = appConfig({ port: 5174, securityHeaders: 'admin' });

// The manifest tells scripts/size.mjs which chunks the login route loads.
export default defineConfig((env) =>
  mergeConfig(base(env), { build: { manifest: true } }),
);
