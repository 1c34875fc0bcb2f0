// @vitest-environment node
import { createHash } from 'node:crypto';
import { parsePolicy } from '@convite/security-headers/page-headers';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, invitationPageHeaders } from './security-headers.ts';

const LOADER = 'import("/assets/index-abc.js")';
const TEMPLATE = [
  '<html><head><style>body{margin:0}</style></head><body>',
  '<script type="application/json" id="page-data">{"a":1}</script>',
  `<script type="module">${LOADER}</script>`,
  '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
  '</body></html>',
].join('');

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe("the invitation page's headers", () => {
  it('allow the inline loaders by hash, and no other inline script', () => {
    expect(inlineScriptHashes(TEMPLATE)).toEqual([sha256(LOADER)]);
    const headers = invitationPageHeaders({
      template: TEMPLATE,
      publicUrl: null,
      filesOrigin: null,
    });
    const policy = parsePolicy(headers['Content-Security-Policy']);
    expect(policy['script-src']).toEqual(["'self'", sha256(LOADER)]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['connect-src']).toEqual(["'self'"]);
    // Fonts and stylesheets come from this server only: no Google Fonts, no other origin.
    expect(policy['font-src']).toEqual(["'self'"]);
    expect(policy['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it("let the page load a local API's files", () => {
    const headers = invitationPageHeaders({
      template: TEMPLATE,
      publicUrl: null,
      filesOrigin: 'http://localhost:3000',
    });
    const policy = parsePolicy(headers['Content-Security-Policy']);
    expect(policy['img-src']).toContain('http://localhost:3000');
    expect(policy['media-src']).toContain('http://localhost:3000');
  });

  it('send HSTS only when PUBLIC_URL is https', () => {
    const page = (publicUrl: string | null) =>
      invitationPageHeaders({ template: TEMPLATE, publicUrl, filesOrigin: null });
    expect(page('https://invitacion.convite.mx')['Strict-Transport-Security']).toMatch(/^max-age=/);
    expect(page('http://localhost:5175')).not.toHaveProperty('Strict-Transport-Security');
    expect(page(null)).not.toHaveProperty('Strict-Transport-Security');
  });
});
