// The headers of the two static apps, written once: `vite preview` sends them under `pnpm start` and
// the end-to-end tests (tooling/vite), and `pnpm build:deploy` writes them as each app's `_headers`
// file for the CDN (docs/deploy.md).
import { pageHeaders, type Policy } from './page-headers.ts';

export type StaticApp = 'dashboard' | 'admin';

/** What differs between where an app is served: production's CDN, or a local preview. */
export type Deployment = {
  /** Served over https: adds HSTS. */
  https: boolean;
  /**
   * Where uploaded images and songs come from when that is not an https origin: a local API's
   * embedded storage (http://localhost:3000/files). Production's bucket is https, allowed anyway.
   */
  filesOrigin?: string | null;
  /** PostHog's host (POSTHOG_HOST) when it is not one of posthog.com's. */
  analyticsOrigin?: string | null;
};

/** Stripe.js and Elements' frames (card field, 3-D Secure), as Stripe's integration guide lists them. */
const STRIPE = {
  scripts: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frames: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  api: 'https://api.stripe.com',
};

/**
 * PostHog's hosts (us.i., eu.i., their assets hosts). posthog-js is bundled and told not to load
 * scripts of its own (lib/analytics.ts), so PostHog only ever needs connect-src.
 */
const POSTHOG = 'https://*.posthog.com';

/** The production deployment the CDN listing is written for. */
export const CDN: Deployment = { https: true };

export function staticAppPolicy(app: StaticApp, deployment: Deployment): Policy {
  const dashboard = app === 'dashboard';
  const files = deployment.filesOrigin ? [deployment.filesOrigin] : [];
  const analytics = deployment.analyticsOrigin ? [deployment.analyticsOrigin] : [];
  return {
    'default-src': ["'self'"],
    // The build's own modules only; Stripe.js is fetched when a couple opens the checkout.
    'script-src': ["'self'", ...(dashboard ? STRIPE.scripts : [])],
    // Inline styles are allowed, never inline scripts: the theme preview writes the theme's CSS into
    // a <style> element, different for every theme and every edit, so no hash could list it.
    'style-src': ["'self'", "'unsafe-inline'"],
    // The theme preview's fonts are the dashboard's own files (rules served-fonts.ts).
    'font-src': ["'self'"],
    // Uploads (the bucket or its CDN), images a theme names (https only), previews of a chosen file.
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...files],
    'media-src': ["'self'", 'blob:', 'https:', ...files],
    'connect-src': ["'self'", POSTHOG, ...analytics, ...(dashboard ? [STRIPE.api] : [])],
    'frame-src': dashboard ? STRIPE.frames : ["'none'"],
  };
}

export function staticAppHeaders(app: StaticApp, deployment: Deployment): Record<string, string> {
  return pageHeaders(staticAppPolicy(app, deployment), {
    https: deployment.https,
    camera: app === 'dashboard',
  });
}

/** The app's headers in the `_headers` format of Netlify and Cloudflare Pages: every path gets them. */
export function headersFile(app: StaticApp): string {
  const lines = Object.entries(staticAppHeaders(app, CDN)).map(
    ([name, value]) => `  ${name}: ${value}`,
  );
  return `# The ${app}'s security headers (packages/security-headers, written by pnpm build:deploy).\n/*\n${lines.join('\n')}\n`;
}
