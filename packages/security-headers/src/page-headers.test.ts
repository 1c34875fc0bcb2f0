import { describe, expect, it } from 'vitest';
import { pageHeaders, parsePolicy, serializePolicy } from './page-headers.ts';

describe('pageHeaders', () => {
  const policy = { 'default-src': ["'self'"], 'script-src': ["'self'"] };

  it('sends HSTS only when the public origin is https', () => {
    expect(pageHeaders(policy, { https: true })['Strict-Transport-Security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect(pageHeaders(policy, { https: false })).not.toHaveProperty('Strict-Transport-Security');
  });

  it('refuses framing, plugins and <base> whatever the page allows, and names its referrer and features', () => {
    const headers = pageHeaders(policy, { https: false });
    expect(parsePolicy(headers['Content-Security-Policy'])).toMatchObject({
      'default-src': ["'self'"],
      'frame-ancestors': ["'none'"],
      'object-src': ["'none'"],
      'base-uri': ["'none'"],
    });
    expect(headers).toMatchObject({
      'X-Frame-Options': 'DENY',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    });
    expect(headers['Permissions-Policy']).toContain('camera=()');
  });

  it('lets a page that scans passes use the camera, from its own origin only', () => {
    const policy = pageHeaders({}, { https: true, camera: true })['Permissions-Policy'];
    expect(policy).toContain('camera=(self)');
    expect(policy).toContain('microphone=()');
  });

  it('writes a policy as the header says it', () => {
    expect(serializePolicy({ 'default-src': ["'self'"], 'img-src': ["'self'", 'data:'] })).toBe(
      "default-src 'self'; img-src 'self' data:",
    );
  });
});
