// The security headers of the guest's page: a policy that runs no script but the build's own, never
// framed, with Referrer-Policy, Permissions-Policy and HSTS when PUBLIC_URL is https (page-headers.ts
// in packages/security-headers has what every page of Convite shares).
import { createHash } from 'node:crypto';
import { pageHeaders } from '@convite/security-headers/page-headers';

/** `<script …>body</script>` without a src: [whole, attributes, body]. */
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/gi;

/**
 * A 'sha256-…' source for each script the template runs inline (the loaders of
 * page-loading-plugins.ts). The page's data block (type="application/json") never runs and needs none.
 */
export function inlineScriptHashes(template: string): string[] {
  return [...template.matchAll(INLINE_SCRIPT)]
    .filter(([, attributes = '']) => !/\btype="application\/json"/i.test(attributes))
    .map(([, , body = '']) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`);
}

export type PageHeaderOptions = {
  /** The built index.html the pages are made from (its inline scripts are allowed by hash). */
  template: string;
  /** PUBLIC_URL: HSTS when it is https. */
  publicUrl: string | null;
  /** Where uploaded images and songs come from when that is not https (a local API's /files). */
  filesOrigin: string | null;
};

/** The headers of every page this server renders; they depend on the build and settings only. */
export function invitationPageHeaders({
  template,
  publicUrl,
  filesOrigin,
}: PageHeaderOptions): Record<string, string> {
  const files = filesOrigin ? [filesOrigin] : [];
  return pageHeaders(
    {
      'default-src': ["'self'"],
      // Hashes, not nonces: a page is rendered once and kept for every later visit of the guest
      // (page-cache.ts), so it cannot carry a fresh nonce per answer; the build's scripts never change.
      'script-src': ["'self'", ...inlineScriptHashes(template)],
      // Inline styles are allowed, never inline scripts: the build's CSS is inlined, each wedding's
      // theme is written into a <style> element (different per wedding and edit, so no hash could
      // list it), and images keep their aspect ratio in a style attribute.
      'style-src': ["'self'", "'unsafe-inline'"],
      // Every font a theme may name is served from here (rules served-fonts.ts).
      'font-src': ["'self'"],
      // The couple's photos and song (the bucket or its CDN) and images a theme names (https only).
      'img-src': ["'self'", 'data:', 'https:', ...files],
      'media-src': ["'self'", 'https:', ...files],
      // The guest's answers go to this server's /v1, which forwards them to the API.
      'connect-src': ["'self'"],
      'frame-src': ["'none'"],
    },
    { https: publicUrl?.startsWith('https:') ?? false },
  );
}
