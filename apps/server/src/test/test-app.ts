// The server test harness: a ready app (not listening) on a FRESH database per call.
// PGlite by default: the migrated database is dumped once (cached on disk per migration set) and
// each test app loads a copy (about 1 s instead of a 4 to 8 s cold start). With TEST_DATABASE=postgres
// and DATABASE_URL, each test app gets its own database created from a migrated template database.
import { createHash, randomBytes } from 'node:crypto';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
  existsSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type {
  FastifyInstance,
  FastifyPluginAsync,
  InjectOptions,
  LightMyRequestResponse,
} from 'fastify';
import pg from 'pg';
import { getConstructionPlans } from 'pg-boss';
import { buildApp } from '../app.ts';
import { currentEnvironment, loadConfig, type Config, type Env } from '../config/config.ts';
import { fromPglite, MIGRATIONS_FOLDER, openPostgres, type Database } from '../db/database.ts';
import { admins } from '../db/schema/accounts.ts';
import type { Contract } from '../http/contract-document.ts';
import { installJobsSchema, type Jobs } from '../jobs/jobs.ts';
import type { SessionStore } from '../security/tokens.ts';
import type { ThemeGenerator } from '../theme-generator/theme-generator.ts';
import { signAccessToken, type Role, type TokenOptions } from '../security/tokens.ts';

export const TEST_JWT_SECRET = 'test-secret-for-convite-server-tests-only-0123456789';

export type TestAppOptions = {
  /** Settings on top of the test defaults, as environment variables (e.g. { GOOGLE_CLIENT_ID: '…' }). */
  env?: Env;
  /** Module route plugins instead of src/modules/modules.ts. */
  modules?: readonly FastifyPluginAsync[];
  contract?: Contract;
  /** Another theme generator than the configured one (a slow or failing one). */
  themeGenerator?: ThemeGenerator;
  /** Captures the app's JSON log lines (set LOG_LEVEL in env to see more than the default 'silent'). */
  logStream?: { write(line: string): void };
  /** Another session store (EVERY_TOKEN_IS_A_SESSION for tests of the shell with made-up accounts). */
  sessions?: SessionStore;
};

/** For tests of the app's shell with made-up account ids: any validly signed token is a session. */
export const EVERY_TOKEN_IS_A_SESSION: SessionStore = {
  isCurrent: async () => true,
  end: async () => {},
};

/** For tests of the shell on a fake database: a job engine that queues nothing and works nothing. */
export const NO_JOBS: Jobs = {
  send: async () => {},
  start: async () => {},
  stop: async () => {},
  failed: async () => ({ items: [], total: 0 }),
  retry: async () => false,
};

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
};

/** A fresh, migrated database with the test configuration (for repository tests without an app). */
export async function createTestDatabase(options: Pick<TestAppOptions, 'env'> = {}): Promise<{
  database: Database;
  config: Config;
  close(): Promise<void>;
}> {
  const processEnv = currentEnvironment();
  if (processEnv.DATABASE_FREE_TEST === 'true') {
    throw new Error(
      'This test file opens a database but runs in the database-free project: make it import a ' +
        'test kit of src/test/ that opens one (see src/test/database-test-files.ts).',
    );
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'convite-test-'));
  const usePostgres = processEnv.TEST_DATABASE === 'postgres';
  const baseEnv: Env = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    JWT_SECRET: TEST_JWT_SECRET,
    TEST_DATABASE: usePostgres ? 'postgres' : 'pglite',
    DATABASE_URL: usePostgres ? processEnv.DATABASE_URL : undefined,
  };
  let config = loadConfig({ ...baseEnv, ...options.env });

  let database: Database;
  let dropDatabase: () => Promise<void> = async () => {};
  if (config.testDatabase === 'postgres' && config.databaseUrl !== null) {
    const created = await createPostgresTestDatabase(config.databaseUrl, config);
    config = loadConfig({ ...baseEnv, ...options.env, DATABASE_URL: created.url });
    database = openPostgres(created.url, { ...config.databaseLimits, poolMax: 4 });
    dropDatabase = created.drop;
  } else {
    database = fromPglite(await clonePgliteTemplate());
  }

  return {
    database,
    config,
    async close() {
      await database.close();
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { database, config, close } = await createTestDatabase(options);
  let app: FastifyInstance;
  try {
    app = await buildApp({
      config,
      database,
      modules: options.modules,
      contract: options.contract,
      logStream: options.logStream,
      sessions: options.sessions,
      themeGenerator: options.themeGenerator,
    });
  } catch (error) {
    await close();
    throw error;
  }
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await close();
    },
  };
}

export type TestPrincipal = Readonly<{ role: Role; id: number }>;

/** A valid access token for the test secret (or the app's). */
export function createTestToken(
  principal: TestPrincipal,
  options?: TokenOptions & { secret?: string },
): Promise<string> {
  return signAccessToken(options?.secret ?? TEST_JWT_SECRET, { ...principal, version: 0 }, options);
}

/** app.inject with a bearer token of `principal` (null: without a token). */
export async function injectAs(
  app: FastifyInstance,
  principal: TestPrincipal | null,
  options: InjectOptions,
): Promise<LightMyRequestResponse> {
  const headers = { ...(options.headers ?? {}) } as Record<string, string>;
  if (principal !== null) {
    headers.authorization = `Bearer ${await signAccessToken(app.config.jwtSecret, { ...principal, version: 0 })}`;
  }
  return app.inject({ ...options, headers });
}

export const injectAsClient = (app: FastifyInstance, id: number, options: InjectOptions) =>
  injectAs(app, { role: 'client', id }, options);
export const injectAsAdmin = (app: FastifyInstance, id: number, options: InjectOptions) =>
  injectAs(app, { role: 'admin', id }, options);
export const injectAsPromoter = (app: FastifyInstance, id: number, options: InjectOptions) =>
  injectAs(app, { role: 'promoter', id }, options);

// ---------------------------------------------------------------------------------------------

/**
 * The admin every test database starts with, so that a test's admin token (`ADMIN`, id 1) is a
 * session of an account that exists: the API ends the sessions of missing accounts.
 */
export const TEST_ADMIN = { id: 1, email: 'admin@convite.test', name: 'Test admin' } as const;

async function seedTemplate(database: Database): Promise<void> {
  const [admin] = await database.db
    .insert(admins)
    .values({
      email: TEST_ADMIN.email,
      name: TEST_ADMIN.name,
      passwordHash: 'not a password hash: no one signs in as this admin',
    })
    .returning({ id: admins.id });
  if (admin?.id !== TEST_ADMIN.id) throw new Error('the test admin did not get id 1');
}

/** The migrated database as every test starts it: the seed, and pg-boss's schema (src/jobs). */
async function prepareTemplate(database: Database): Promise<void> {
  await database.migrate();
  await seedTemplate(database);
  await installJobsSchema(database);
}

/**
 * A hash of the migrations folder, the seed, pg-boss's schema and how a template is made: templates
 * are rebuilt whenever one of them changes.
 */
function migrationsHash(): string {
  const hash = createHash('sha256')
    .update(prepareTemplate.toString())
    .update(seedTemplate.toString())
    .update(pgliteTemplate.toString())
    .update(getConstructionPlans());
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(entry.name).update(readFileSync(full));
    }
  };
  walk(MIGRATIONS_FOLDER);
  return hash.digest('hex').slice(0, 16);
}

let templatePromise: Promise<Uint8Array> | undefined;

/** The migrated PGlite data directory as a tarball: built once, kept in the OS temp folder. */
const templateFile = () =>
  path.join(os.tmpdir(), 'convite-pglite-templates', `${migrationsHash()}.tar`);

async function clonePgliteTemplate(): Promise<PGlite> {
  try {
    return await PGlite.create({ loadDataDir: new Blob([await pgliteTemplate()]) });
  } catch (error) {
    // A template cached by another PGlite version may not load: rebuild it once.
    rmSync(templateFile(), { force: true });
    templatePromise = undefined;
    const rebuilt = await pgliteTemplate().catch(() => {
      throw error;
    });
    return PGlite.create({ loadDataDir: new Blob([rebuilt]) });
  }
}

/** The template's bytes (also for a test that lays it out in a DATA_DIR of its own). */
export function pgliteTemplate(): Promise<Uint8Array> {
  templatePromise ??= (async () => {
    const file = templateFile();
    const dir = path.dirname(file);
    if (existsSync(file)) return new Uint8Array(readFileSync(file));
    const client = await PGlite.create();
    const database = fromPglite(client);
    await prepareTemplate(database);
    // Tests use the `postgres` database only: without initdb's two template databases the dump is
    // 28 MB instead of 43, and each test app's PGlite starts in 0.43 s of CPU instead of 0.68.
    for (const name of ['template0', 'template1']) {
      await client.exec(`alter database ${name} is_template false`);
      await client.exec(`drop database ${name}`); // alone: not in the transaction of a batch
    }
    await client.exec('checkpoint');
    const dump = new Uint8Array(await (await client.dumpDataDir('none')).arrayBuffer());
    await database.close();
    mkdirSync(dir, { recursive: true });
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, dump);
    renameSync(partial, file); // atomic: parallel workers never read a half-written template
    return dump;
  })();
  return templatePromise;
}

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function withAdminClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

// One advisory lock serialises template creation and copying across workers.
const TEMPLATE_LOCK = 0x636f6e76;

/** The migrated template database, and how a copy of it is made on this server. */
type PostgresTemplate = { name: string; copyClause: string };

let postgresTemplate: Promise<PostgresTemplate> | undefined;

function ensurePostgresTemplate(adminUrl: string, config: Config): Promise<PostgresTemplate> {
  postgresTemplate ??= (async () => {
    const name = `convite_test_template_${migrationsHash()}`;
    let copyClause = '';
    await withAdminClient(adminUrl, async (client) => {
      // FILE_COPY copies the template's files (0.06 s here) where PostgreSQL 15's default, WAL_LOG,
      // writes every page of it through the WAL (0.42 s and 0.39 s of the server's CPU); the
      // option is 15's, so an older server copies its only way.
      const { rows } = await client.query<{ version: number }>(
        `select current_setting('server_version_num')::int as version`,
      );
      if ((rows[0]?.version ?? 0) >= 150000) copyClause = ' strategy file_copy';
      await client.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
      try {
        const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
        if (exists.rowCount === 0) {
          await client.query(`create database "${name}"`);
          const database = openPostgres(withDatabase(adminUrl, name), {
            ...config.databaseLimits,
            poolMax: 1,
          });
          try {
            await prepareTemplate(database);
          } catch (error) {
            await database.close();
            await client.query(`drop database if exists "${name}" with (force)`);
            throw error;
          }
          await database.close();
        }
      } finally {
        await client.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
      }
    });
    return { name, copyClause };
  })();
  return postgresTemplate;
}

async function createPostgresTestDatabase(
  adminUrl: string,
  config: Config,
): Promise<{ url: string; drop(): Promise<void> }> {
  const template = await ensurePostgresTemplate(adminUrl, config);
  const name = `convite_test_${process.pid}_${randomBytes(5).toString('hex')}`;
  await withAdminClient(adminUrl, async (client) => {
    await client.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    try {
      await client.query(
        `create database "${name}" template "${template.name}"${template.copyClause}`,
      );
    } finally {
      await client.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
    }
  });
  return {
    url: withDatabase(adminUrl, name),
    drop: () =>
      withAdminClient(adminUrl, async (client) => {
        await client.query(`drop database if exists "${name}" with (force)`);
      }),
  };
}
