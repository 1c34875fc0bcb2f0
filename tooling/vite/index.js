// The Vite settings the three apps share: React, a fixed port for dev and preview (strict, so a
// busy port fails instead of moving), and /v1 proxied to the API so the browser calls its own origin.
// The static apps' preview (what `pnpm start` and the end-to-end tests serve) sends the security
// headers their CDN sends; the dev server does not (its hot reload injects inline scripts).
import { staticAppHeaders } from '@convite/security-headers/static-apps';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';

/**
 * The origin of an http(s) URL setting, or null when it is not set.
 * @param {string | undefined} value
 */
function originOf(value) {
  return value ? new URL(value).origin : null;
}

/**
 * @param {{ port: number, securityHeaders?: import('@convite/security-headers/static-apps').StaticApp }} options
 */
export function appConfig({ port, securityHeaders }) {
  return defineConfig(({ mode }) => {
    const env = loadEnv(mode, process.cwd(), '');
    // The API origin to proxy to; override with API_PROXY_TARGET.
    const target = env.API_PROXY_TARGET ?? process.env.API_PROXY_TARGET ?? 'http://localhost:3000';
    const proxy = { '/v1': { target, changeOrigin: true } };
    const headers =
      securityHeaders &&
      staticAppHeaders(securityHeaders, {
        https: false,
        // The API's FILES_PUBLIC_URL when given; by default its embedded storage serves <API>/files.
        filesOrigin: originOf(env.FILES_PUBLIC_URL) ?? originOf(target),
        analyticsOrigin: originOf(env.POSTHOG_HOST),
      });
    return {
      plugins: [react()],
      server: { port, strictPort: true, proxy },
      preview: { port, strictPort: true, proxy, headers },
    };
  });
}
