import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';

// The API origin the dev and preview servers proxy /v1 to; override with API_PROXY_TARGET.
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  const target = env.API_PROXY_TARGET ?? process.env.API_PROXY_TARGET ?? 'http://localhost:3000';
  const proxy = { '/v1': { target, changeOrigin: true } };
  return {
    plugins: [react()],
    server: { port: 5175, strictPort: true, proxy },
    preview: { port: 5175, strictPort: true, proxy },
  };
});
