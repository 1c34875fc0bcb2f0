import { test } from 'node:test';
import assert from 'node:assert/strict';
import { appConfig } from './index.js';

test('serves and previews on the given port, proxying /v1 to API_PROXY_TARGET', async () => {
  process.env.API_PROXY_TARGET = 'http://127.0.0.1:3999';
  const config = await appConfig({ port: 5199 })({ mode: 'production', command: 'serve' });
  assert.equal(config.server.port, 5199);
  assert.equal(config.preview.port, 5199);
  assert.equal(config.preview.strictPort, true);
  assert.equal(config.preview.proxy['/v1'].target, 'http://127.0.0.1:3999');
});

test("a static app's preview sends its security headers, allowing the local API's files", async () => {
  process.env.API_PROXY_TARGET = 'http://127.0.0.1:3999';
  delete process.env.FILES_PUBLIC_URL;
  const config = await appConfig({ port: 5199, securityHeaders: 'admin' })({
    mode: 'production',
    command: 'serve',
  });
  const policy = config.preview.headers['Content-Security-Policy'];
  assert.match(policy, /frame-ancestors 'none'/);
  assert.match(policy, /img-src [^;]*http:\/\/127\.0\.0\.1:3999/);
  // A preview is plain http: no HSTS.
  assert.equal(config.preview.headers['Strict-Transport-Security'], undefined);
  assert.equal(config.server.headers, undefined);
});

test('the invitation, served by its own server, gets no preview headers', async () => {
  const config = await appConfig({ port: 5199 })({ mode: 'production', command: 'serve' });
  assert.equal(config.preview.headers, undefined);
});
