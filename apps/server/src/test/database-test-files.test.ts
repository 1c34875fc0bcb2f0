import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serverTestFiles } from './database-test-files.ts';
import { createTestDatabase } from './test-app.ts';

const SERVER_ROOT = path.resolve(import.meta.dirname, '../..');

/** A made-up server folder with the given files under src/. */
function serverTree(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'convite-test-files-'));
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(root, 'src', name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  return root;
}

describe('serverTestFiles', () => {
  const roots: string[] = [];
  afterEach(() => {
    for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
  });

  it('counts a file as touching a database through a chain of test kits', () => {
    const root = serverTree({
      'test/test-app.ts': 'export async function createTestApp() {}',
      'test/couples-kit.ts': "import { createTestApp } from './test-app.ts';",
      'test/weddings-kit.ts': "export { x } from './couples-kit.ts';",
      'modules/a/a.routes.test.ts': "import { x } from '../../test/weddings-kit.ts';",
      'modules/a/a-rules.test.ts': "import { rule } from './a-rules.ts';",
      'modules/a/a-rules.ts': "import { createTestApp } from '../../test/test-app.ts';",
      'db/db.test.ts': 'const url = process.env.DATABASE_URL;',
    });
    roots.push(root);

    expect(serverTestFiles(root)).toEqual({
      database: ['src/db/db.test.ts', 'src/modules/a/a.routes.test.ts'],
      // Production code it imports is not followed: only src/test/'s kits open databases.
      databaseFree: ['src/modules/a/a-rules.test.ts'],
    });
  });

  it("sorts every one of the server's test files into exactly one list", () => {
    const { database, databaseFree } = serverTestFiles(SERVER_ROOT);
    expect(database).toContain('src/modules/songs/songs.routes.test.ts');
    expect(databaseFree).toContain('src/modules/songs/mpeg-audio.test.ts');
    expect(database.filter((file) => databaseFree.includes(file))).toEqual([]);
  });

  it('makes the harness refuse a database in the database-free project', async () => {
    vi.stubEnv('DATABASE_FREE_TEST', 'true');
    try {
      await expect(createTestDatabase()).rejects.toThrow(/database-free project/);
    } finally {
      // Now, not before the next test: the next file in this worker opens its database in beforeAll.
      vi.unstubAllEnvs();
    }
  });
});
