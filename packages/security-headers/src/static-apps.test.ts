import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parsePolicy } from './page-headers.ts';
import { headersFile, staticAppHeaders, type StaticApp } from './static-apps.ts';

const policyOf = (app: StaticApp, deployment: Parameters<typeof staticAppHeaders>[1]) =>
  parsePolicy(staticAppHeaders(app, deployment)['Content-Security-Policy']);

describe('the static apps', () => {
  it('never allow inline or evaluated scripts', () => {
    for (const app of ['dashboard', 'admin'] as const) {
      const scripts = policyOf(app, { https: true })['script-src'];
      expect(scripts).toContain("'self'");
      expect(scripts).not.toContain("'unsafe-inline'");
      expect(scripts).not.toContain("'unsafe-eval'");
    }
  });

  it("let the dashboard's door page use the camera to scan passes; the admin may not", () => {
    expect(staticAppHeaders('dashboard', { https: true })['Permissions-Policy']).toContain(
      'camera=(self)',
    );
    expect(staticAppHeaders('admin', { https: true })['Permissions-Policy']).toContain('camera=()');
  });

  it("let the dashboard's checkout load Stripe.js, its frames and its API; the admin needs none", () => {
    const dashboard = policyOf('dashboard', { https: true });
    expect(dashboard['script-src']).toContain('https://js.stripe.com');
    expect(dashboard['frame-src']).toEqual(expect.arrayContaining(['https://hooks.stripe.com']));
    expect(dashboard['connect-src']).toContain('https://api.stripe.com');
    const admin = policyOf('admin', { https: true });
    expect(Object.values(admin).flat().join(' ')).not.toContain('stripe');
    expect(admin['frame-src']).toEqual(["'none'"]);
  });

  it("add a local deployment's files and analytics origins, and HSTS only over https", () => {
    const local = {
      https: false,
      filesOrigin: 'http://localhost:3000',
      analyticsOrigin: 'http://127.0.0.1:3902',
    };
    const policy = policyOf('admin', local);
    expect(policy['img-src']).toContain('http://localhost:3000');
    expect(policy['media-src']).toContain('http://localhost:3000');
    expect(policy['connect-src']).toContain('http://127.0.0.1:3902');
    expect(staticAppHeaders('admin', local)).not.toHaveProperty('Strict-Transport-Security');
    expect(staticAppHeaders('admin', { https: true })).toHaveProperty('Strict-Transport-Security');
  });

  it('are listed in docs/deploy.md exactly as pnpm build:deploy writes them for the CDN', () => {
    const guide = readFileSync(
      path.resolve(import.meta.dirname, '../../../docs/deploy.md'),
      'utf8',
    );
    // The guide shows each file inside a list item's code block: two spaces in.
    const indented = (text: string) => text.replace(/^(?=.)/gm, '  ');
    for (const app of ['dashboard', 'admin'] as const) {
      expect(guide).toContain(indented(headersFile(app)));
    }
  });
});
