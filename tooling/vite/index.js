// The Vite settings the three apps share: React, a fixed port for dev and preview (strict, so a
// busy port fails instead of moving), and /v1 proxied to the API so the browser calls its own origin.
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';

/**
 * @param {{ port: number }} options
 */
export function appConfig({ port }) {
  return defineConfig(({ mode }) => {
    const env = loadEnv(mode, process.cwd(), '');
    // The API origin to proxy to; override with API_PROXY_TARGET.
    const target = env.API_PROXY_TARGET ?? process.env.API_PROXY_TARGET ?? 'http://localhost:3000';
    const proxy = { '/v1': { target, changeOrigin: true } };
    return {
      plugins: [react()],
      server: { port, strictPort: true, proxy },
      preview: { port, strictPort: true, proxy },
    };
  });
}
