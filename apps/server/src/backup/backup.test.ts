import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setImmediate } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients } from '../db/schema/accounts.ts';
import { createStorageArchive } from '../storage/file-storage.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { backup } from './backup.ts';

describe('a backup while the app works', () => {
  let t: TestApp;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'convite-backup-busy-'));
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps its one transaction while the app commits its own (PGlite shares one session with the app)', async () => {
    let writing = true;
    let written = 0;
    // Sign-ups, each in a transaction of its own, for as long as the backup reads.
    const signUps = (async () => {
      do {
        await t.app.db.transaction(async (tx) => {
          await tx.insert(clients).values({ email: `busy-${written}@example.com`, verified: true });
        });
        written += 1;
        await setImmediate(); // PGlite answers within microtasks: let the backup's file work run
      } while (writing);
    })();
    const made = await backup({
      database: t.database,
      storage: createStorageArchive(t.config.storage),
      storageDriver: 'local',
      file: path.join(dir, 'busy.tar'),
      log: () => {},
    }).finally(() => {
      writing = false;
    });
    await signUps;

    expect(made.tables.find((table) => table.name === 'clients')?.rows).toBeLessThanOrEqual(
      (await t.app.db.select({ id: clients.id }).from(clients)).length,
    );
    expect(written).toBeGreaterThan(0);
  });
});
