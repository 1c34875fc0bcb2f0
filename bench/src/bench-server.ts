// The real server (buildApp) on a database of its own: a fresh PGlite data directory in a temp
// folder, or, when DATABASE_URL is set, a scratch database created on that PostgreSQL server
// (and dropped afterwards).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app.ts';
import { currentEnvironment, loadConfig, type Env } from '../../apps/server/src/config/config.ts';
import { migrate, openDatabase } from '../../apps/server/src/db/database.ts';
import { TEST_JWT_SECRET, type TestApp } from '../../apps/server/src/test/test-app.ts';

async function withAdmin(url: string, run: (client: pg.Client) => Promise<unknown>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}

/** A started app (not listening: the benchmark calls it with app.inject). */
export async function startBenchServer(): Promise<TestApp & { label: string }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'convite-bench-'));
  const adminUrl = currentEnvironment().DATABASE_URL;
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (adminUrl !== undefined && adminUrl !== '') {
    const name = `convite_bench_${process.pid}_${randomBytes(4).toString('hex')}`;
    await withAdmin(adminUrl, (client) => client.query(`create database "${name}"`));
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = () =>
      withAdmin(adminUrl, (client) =>
        client.query(`drop database if exists "${name}" with (force)`),
      );
  }
  const env: Env = {
    // production: no response validation, as the deployed server answers.
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    JWT_SECRET: TEST_JWT_SECRET,
    DATABASE_URL: databaseUrl,
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
