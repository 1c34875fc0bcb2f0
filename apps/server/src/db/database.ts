// The database: one Drizzle schema over two drivers. PGlite (PostgreSQL in WebAssembly, persisted in
// DATA_DIR/pglite) by default; a real PostgreSQL through a pg Pool when DATABASE_URL is set.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Config, DatabaseLimits } from '../config/config.ts';
import {
  DatabaseConnectionError,
  DatabaseTimeoutError,
  isDatabaseUnavailable,
} from './database-errors.ts';
import * as accounts from './schema/accounts.ts';
import * as content from './schema/content.ts';
import * as door from './schema/door.ts';
import * as guests from './schema/guests.ts';
import * as households from './schema/households.ts';
import * as messageTemplates from './schema/message-templates.ts';
import * as payments from './schema/payments.ts';
import * as plans from './schema/plans.ts';
import * as rateLimits from './schema/rate-limits.ts';
import * as reminders from './schema/reminders.ts';
import * as retention from './schema/retention.ts';
import * as themes from './schema/themes.ts';
import * as weddings from './schema/weddings.ts';
import * as whatsApp from './schema/whatsapp.ts';

export const schema = {
  ...accounts,
  ...weddings,
  ...content,
  ...guests,
  ...households,
  ...door,
  ...plans,
  ...payments,
  ...themes,
  ...messageTemplates,
  ...whatsApp,
  ...reminders,
  ...retention,
  ...rateLimits,
};
export type Schema = typeof schema;

/** The Drizzle database as repositories see it: the same API on both drivers (and inside transactions). */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseKind = 'pglite' | 'postgres';

/** What another library with its own SQL (pg-boss, src/jobs) connects through. */
export type DatabaseConnection =
  | { readonly kind: 'pglite'; readonly client: PGlite }
  | { readonly kind: 'postgres'; readonly url: string };

export type Database = {
  readonly db: Db;
  readonly kind: DatabaseKind;
  readonly connection: DatabaseConnection;
  /** Resolves when the database answers a trivial query within timeoutMs; rejects otherwise. */
  ping(timeoutMs: number): Promise<void>;
  close(): Promise<void>;
  /** Where errors of pooled connections go (the app points this at its logger). */
  onError(listener: (error: Error) => void): void;
  /** Runs the migrations of apps/server/drizzle with the matching migrator. */
  migrate(): Promise<void>;
};

/** apps/server/drizzle, from src/db or dist/db. */
export const MIGRATIONS_FOLDER = path.resolve(import.meta.dirname, '../../drizzle');

/**
 * The embedded PGlite's PostgreSQL settings: PGlite's own, and 16 MB of shared buffers instead of
 * PostgreSQL's 128 MB. PGlite runs in the API's process, so its buffers are the API's memory; its
 * data files are read through the kernel's page cache anyway, which keeps what they hold. Measured
 * by bench/startup-memory.bench.ts (bench/README.md, "Memory at start-up").
 */
export const PGLITE_START_PARAMS: readonly string[] = [
  ...PGlite.defaultStartParams,
  '-c',
  'shared_buffers=16MB',
];

export async function openDatabase(config: Config): Promise<Database> {
  if (config.databaseUrl !== null) return openPostgres(config.databaseUrl, config.databaseLimits);
  const dataDir = path.join(config.dataDir, 'pglite');
  mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, { startParams: [...PGLITE_START_PARAMS] });
  return fromPglite(client);
}

/** Rejects with a DatabaseTimeoutError when `work` has not settled within timeoutMs. */
function within<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DatabaseTimeoutError(timeoutMs)), timeoutMs);
  });
  work.catch(() => {}); // settles later on its own bounds; nobody is waiting for it any more
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export function fromPglite(client: PGlite): Database {
  const db = drizzlePglite({ client, schema });
  let closed = false;
  return {
    db,
    kind: 'pglite',
    connection: { kind: 'pglite', client },
    async ping(timeoutMs) {
      if (closed || client.closed) throw new Error('database is closed');
      await within(db.execute(sql`select 1`), timeoutMs);
    },
    async close() {
      if (closed) return;
      closed = true;
      if (!client.closed) await client.close();
    },
    onError() {
      // In process: there are no connections to fail.
    },
    async migrate() {
      await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
    },
  };
}

/** The client waits this much longer than the server's statement timeout before it gives up on an
 * answer: a slow statement is cancelled by the server (the connection survives); only a network that
 * stopped answering trips the client's own timeout. */
const QUERY_TIMEOUT_MARGIN_MS = 1000;

/** Migrations of replicas starting together run one after the other (pg_advisory_lock). */
const MIGRATION_LOCK = 0x6d696772;

type ConnectCallback = (
  error: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: Error | boolean) => void,
) => void;

/**
 * A pg Pool that never keeps a broken connection. A client checked out for a transaction (Drizzle's
 * db.transaction) is handed back to the pool, as broken, the moment its connection ends or a query on
 * it gets no answer in time: pg leaves a timed-out query on the connection for the next user to wait
 * behind, and Drizzle never releases the client of a transaction whose BEGIN failed, which would
 * leak a slot of the pool for good. Drizzle's own later release is then a no-op.
 */
class GuardedPool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
    // pool.query's path: it releases a client that failed with the error itself.
    if (callback !== undefined) return super.connect(callback);
    return super.connect().then(releasedWhenBroken, (error: unknown) => {
      throw new DatabaseConnectionError(error);
    });
  }
}

function releasedWhenBroken(client: pg.PoolClient): pg.PoolClient {
  const release = client.release;
  const query = client.query;
  let isReleased = false;
  const releaseOnce = (error?: Error | boolean) => {
    if (isReleased) return;
    isReleased = true;
    client.off('end', onEnd);
    client.query = query;
    release(error); // with an error, the pool ends the connection and forgets it
  };
  const onEnd = () => releaseOnce(new Error('the connection ended while checked out'));
  client.once('end', onEnd);
  client.query = ((...args: Parameters<typeof query>) => {
    // Whatever query returns (a promise, or nothing with a callback) is handed back as it is.
    // oxlint-disable-next-line typescript/no-misused-promises -- pg's query, forwarded untouched
    const result: unknown = Reflect.apply(query, client, args);
    if (result instanceof Promise) {
      result.catch((error: unknown) => {
        if (error instanceof Error && error.message === 'Query read timeout') releaseOnce(error);
      });
    }
    return result;
  }) as typeof query;
  client.release = releaseOnce;
  return client;
}

/** PostgreSQL through a pool with the limits of the configuration. */
export function openPostgres(url: string, limits: DatabaseLimits): Database {
  const options: pg.PoolConfig = {
    connectionString: url,
    max: limits.poolMax,
    // Both opening a connection and waiting for a free one of the pool.
    connectionTimeoutMillis: limits.connectTimeoutMs,
    // Dead peers are noticed on idle connections too.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  };
  const pool = new GuardedPool({
    ...options,
    statement_timeout: limits.statementTimeoutMs,
    idle_in_transaction_session_timeout: limits.idleInTransactionTimeoutMs,
    query_timeout: limits.statementTimeoutMs + QUERY_TIMEOUT_MARGIN_MS,
  });
  let listener: (error: Error) => void = (error) => {
    process.stderr.write(`database connection error: ${error.message}\n`);
  };
  // A connection that drops emits 'error' on its client, idle or checked out by a request (even
  // between two queries of a transaction); without a listener that would end the process. The
  // request in flight gets the error from its own query. The pool's 'error' repeats an idle
  // client's, already heard here.
  pool.on('connect', (client) => client.on('error', (error) => listener(error)));
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema });
  let closed = false;
  return {
    db,
    kind: 'postgres',
    connection: { kind: 'postgres', url },
    async ping(timeoutMs) {
      await within(db.execute(sql`select 1`), timeoutMs);
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
    onError(next) {
      listener = next;
    },
    async migrate() {
      // Its own connection, without the request timeouts (building an index may take minutes),
      // holding the lock until it ends.
      const client = new pg.Client(options);
      client.on('error', (error) => listener(error));
      await client.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migratePg(drizzlePg({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await client.end();
      }
    },
  };
}

/** Start-up could not reach the database; the message says why, in one line. */
export class DatabaseStartupError extends Error {
  override name = 'DatabaseStartupError';
}

/** The innermost reason of a driver error ("connect ECONNREFUSED 127.0.0.1:5432"). */
function reasonOf(error: unknown): string {
  let current = error;
  while (current instanceof Error && current.cause instanceof Error) current = current.cause;
  if (current instanceof AggregateError && current.errors[0] instanceof Error) {
    current = current.errors[0];
  }
  if (!(current instanceof Error)) return String(current);
  return current.message || String((current as { code?: unknown }).code ?? current.name);
}

/**
 * Start-up waits up to `seconds` for the database to answer (a database started at the same time,
 * restarting, or failing over), calling `onWaiting` once with a line that says so. Only an absent
 * database is waited for: a refused password or a missing database fails at once.
 */
export async function waitForDatabase(
  database: Database,
  options: { label: string; seconds: number; pingTimeoutMs: number; onWaiting(line: string): void },
): Promise<void> {
  const { label, seconds, pingTimeoutMs } = options;
  const deadline = Date.now() + seconds * 1000;
  let hasWaited = false;
  for (;;) {
    try {
      await database.ping(pingTimeoutMs);
      return;
    } catch (error) {
      if (!isDatabaseUnavailable(error)) {
        throw new DatabaseStartupError(`the database at ${label} refused: ${reasonOf(error)}`);
      }
      const remaining = deadline - Date.now();
      if (remaining <= 0) {
        throw new DatabaseStartupError(
          `the database at ${label} did not answer within ${seconds} s (${reasonOf(error)})`,
        );
      }
      if (!hasWaited) {
        hasWaited = true;
        options.onWaiting(
          `Waiting up to ${seconds} s for the database at ${label} (${reasonOf(error)})…`,
        );
      }
      await delay(Math.min(1000, remaining));
    }
  }
}

/** Where the database is, for start-up lines: host and database name, never credentials. */
export function databaseLabel(config: Config): string {
  if (config.databaseUrl === null) return path.join(config.dataDir, 'pglite');
  const url = new URL(config.databaseUrl);
  return `${url.host}${url.pathname}`;
}

export async function migrate(database: Database): Promise<void> {
  await database.migrate();
}
