import { test } from 'node:test';
import assert from 'node:assert/strict';
import { testConfig } from './index.js';

test('tests run in UTC and beside their source', () => {
  const config = testConfig({ environment: 'jsdom' });
  assert.equal(config.env.TZ, 'UTC');
  assert.equal(config.environment, 'jsdom');
  assert.deepEqual(config.include, ['src/**/*.test.{ts,tsx}']);
});

test('a DOM suite builds its jsdom once per worker; a Node suite keeps the default pool', () => {
  assert.equal(testConfig({ environment: 'jsdom' }).pool, 'vmThreads');
  assert.equal(testConfig().pool, undefined);
});
