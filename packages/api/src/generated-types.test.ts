// src/generated/openapi.ts is generated from the contract's bundle and committed. This test generates it
// again in memory, exactly as `pnpm --filter @convite/api generate` does (openapi-typescript's defaults,
// its comment header, no further formatting), and fails when the committed file differs.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const FIX = 'run `pnpm --filter @convite/api generate` and commit src/generated/openapi.ts';
const normalize = (text: string) => text.replace(/\r\n/g, '\n');

describe('src/generated/openapi.ts', () => {
  it('equals the types generated from openapi/dist/openapi.json', { timeout: 60_000 }, async () => {
    const bundle = pathToFileURL(require.resolve('@convite/openapi/openapi.json'));
    const fresh = `${COMMENT_HEADER}${astToString(await openapiTS(bundle, { silent: true }))}`;
    let committed: string;
    try {
      committed = readFileSync(new URL('./generated/openapi.ts', import.meta.url), 'utf8');
    } catch {
      throw new Error(`src/generated/openapi.ts is missing: ${FIX}.`);
    }
    const same = normalize(committed) === normalize(fresh);
    expect(same, `src/generated/openapi.ts is stale: ${FIX}.`).toBe(true);
  });
});
