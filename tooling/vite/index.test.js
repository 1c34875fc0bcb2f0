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
