// Start-up waits for the database a bounded time, saying so once, and gives up in one clear line.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { currentEnvironment, loadConfig } from '../config/config.ts';
import { createTestDatabase, pgliteTemplate } from '../test/test-app.ts';
import { startTcpProxy } from '../test/tcp-proxy.ts';
import { DatabaseStartupError, openDatabase, openPostgres, waitForDatabase } from './database.ts';

const isPostgres = currentEnvironment().TEST_DATABASE === 'postgres';
const limits = loadConfig({ DATA_DIR: '/nonexistent', JWT_SECRET: 'x'.repeat(32) }).databaseLimits;

/** A local port nobody listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

async function waitOn(url: string, seconds: number) {
  const database = openPostgres(url, limits);
  const lines: string[] = [];
  try {
    await waitForDatabase(database, {
      label: 'the test database',
      seconds,
      pingTimeoutMs: 2000,
      onWaiting: (line) => lines.push(line),
    });
    return { lines, error: undefined };
  } catch (error) {
    return { lines, error };
  } finally {
    await database.close();
  }
}

describe('waitForDatabase', () => {
  it('gives up after the wait with one line saying why, having said once that it waits', async () => {
    const port = await closedPort();
    const { lines, error } = await waitOn(`postgres://convite:secret@127.0.0.1:${port}/convite`, 1);
    expect(lines).toEqual([
      `Waiting up to 1 s for the database at the test database (connect ECONNREFUSED 127.0.0.1:${port})…`,
    ]);
    expect(error).toBeInstanceOf(DatabaseStartupError);
    expect((error as Error).message).toBe(
      `the database at the test database did not answer within 1 s (connect ECONNREFUSED 127.0.0.1:${port})`,
    );
  });

  it.skipIf(!isPostgres)(
    'fails at once when the database refuses rather than is away',
    async () => {
      const url = new URL(currentEnvironment().DATABASE_URL ?? '');
      url.pathname = '/convite_no_such_database';
      const { lines, error } = await waitOn(url.toString(), 30);
      expect(lines).toEqual([]);
      expect((error as Error).message).toBe(
        'the database at the test database refused: database "convite_no_such_database" does not exist',
      );
    },
  );

  it.skipIf(!isPostgres)('goes on as soon as a database that was away answers', async () => {
    const scratch = await createTestDatabase();
    const target = new URL(scratch.config.databaseUrl ?? '');
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    try {
      await proxy.down();
      setTimeout(() => void proxy.up(), 1500);
      const { lines, error } = await waitOn(proxy.urlThrough(scratch.config.databaseUrl ?? ''), 30);
      expect(error).toBeUndefined();
      expect(lines).toHaveLength(1);
    } finally {
      await proxy.close();
      await scratch.close();
    }
  });
});

describe.skipIf(isPostgres)('the embedded PGlite', () => {
  it('runs with 16 MB of shared buffers, not the 128 MB that sat in the API process', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'convite-pglite-settings-'));
    try {
      // A migrated data folder laid out from the tests' template (no initdb here: it costs seconds).
      const laidOut = await PGlite.create(path.join(dataDir, 'pglite'), {
        loadDataDir: new Blob([await pgliteTemplate()]),
      });
      await laidOut.close();
      const database = await openDatabase(
        loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(32) }),
      );
      try {
        expect(database.kind).toBe('pglite');
        const result = await database.db.execute(
          sql`select current_setting('shared_buffers') as value`,
        );
        expect((result as unknown as { rows: { value: string }[] }).rows).toEqual([
          { value: '16MB' },
        ]);
      } finally {
        await database.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
