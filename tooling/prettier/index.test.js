import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as prettier from 'prettier';
import config from './index.js';

test('formats with single quotes and trailing commas', async () => {
  const longLine = `const guest = {name: "María José", lastName: "Ramírez Núñez", phone: "5512345678", message: "¡Te esperamos!"}`;
  const out = await prettier.format(longLine, {
    ...config,
    parser: 'babel',
  });
  assert.match(out, /'María José'/);
  assert.match(out, /'¡Te esperamos!',\n/);
});
