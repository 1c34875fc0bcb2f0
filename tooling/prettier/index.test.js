import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as prettier from 'prettier';
import config from './index.js';

test('formats with single quotes and trailing commas', async () => {
  const out = await prettier.format('const a = {b: "c", d: "e", f: "g", h: "i", j: "k", l: "m", n: "o", p: "q"}', {
    ...config,
    parser: 'babel',
  });
  assert.match(out, /'c'/);
  assert.match(out, /'q',\n/);
});
