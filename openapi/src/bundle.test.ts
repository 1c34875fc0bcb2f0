// The committed bundle (dist/openapi.json) is what the server and the generated client types read, so it
// must equal a fresh bundle of the sources. Redocly's CLI bundles into a temporary folder and the two
// texts are compared byte for byte.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FIX = 'run `pnpm --filter @convite/openapi bundle` and commit dist/openapi.json';

describe('dist/openapi.json', () => {
  it('equals a fresh bundle of src/openapi.yaml', { timeout: 120_000 }, () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'convite-openapi-'));
    try {
      const fresh = path.join(dir, 'openapi.json');
      execFileSync(
        path.join(packageRoot, 'node_modules', '.bin', 'redocly'),
        ['bundle', 'src/openapi.yaml', '-o', fresh],
        {
          cwd: packageRoot,
          stdio: 'pipe',
          env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        },
      );
      let committed: string;
      try {
        committed = readFileSync(path.join(packageRoot, 'dist', 'openapi.json'), 'utf8');
      } catch {
        throw new Error(`dist/openapi.json is missing: ${FIX}.`);
      }
      const same = committed === readFileSync(fresh, 'utf8');
      expect(same, `dist/openapi.json is stale: ${FIX}.`).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
