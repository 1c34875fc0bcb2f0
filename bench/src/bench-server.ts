// The real server (buildApp) on a database of its own: a fresh PGlite data directory in a temp
// folder, or, when DATABASE_URL is set, a scratch database created on that PostgreSQL server
// (and dropped afterwards).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '@convite/server/app';
import { loadConfig, type Env } from '@convite/server/config';
import { migrate, openDatabase } from '@convite/server/database';
import { TEST_JWT_SECRET, type TestApp } from '@convite/server/testing/test-app';
import { ADMIN_DATABASE_URL } from './bench.config.ts';
import { embeddedProductionEnv } from './production-env.ts';
import { createScratchDatabase } from './scratch-database.ts';

/** A started app (not listening: the benchmark calls it with app.inject). */
export async function startBenchServer(): Promise<TestApp & { label: string }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'convite-bench-'));
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (ADMIN_DATABASE_URL !== undefined) {
    const scratch = await createScratchDatabase(ADMIN_DATABASE_URL);
    databaseUrl = scratch.url;
    dropDatabase = scratch.drop;
  }
  const env: Env = {
    ...embeddedProductionEnv({ databaseUrl }),
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    JWT_SECRET: TEST_JWT_SECRET,
  };
  const config = loadConfig(env);
  const database = await openDatabase(config);
  await migrate(database);
  const app = await buildApp({ config, database });
  return {
    app,
    database,
    config,
    label: databaseUrl === undefined ? 'PGlite (temp dir)' : 'PostgreSQL (scratch database)',
    async close() {
      await app.close();
      await database.close();
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
