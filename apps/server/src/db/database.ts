// The database: one Drizzle schema over two drivers. PGlite (PostgreSQL in WebAssembly, persisted in
// DATA_DIR/pglite) by default; a real PostgreSQL through a pg Pool when DATABASE_URL is set.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Config } from '../config/config.ts';
import * as accounts from './schema/accounts.ts';
import * as content from './schema/content.ts';
import * as guests from './schema/guests.ts';
import * as payments from './schema/payments.ts';
import * as plans from './schema/plans.ts';
import * as themes from './schema/themes.ts';
import * as weddings from './schema/weddings.ts';

export const schema = {
  ...accounts,
  ...weddings,
  ...content,
  ...guests,
  ...plans,
  ...payments,
  ...themes,
};
export type Schema = typeof schema;

/** The Drizzle database as repositories see it: the same API on both drivers (and inside transactions). */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseKind = 'pglite' | 'postgres';

export type Database = {
  readonly db: Db;
  readonly kind: DatabaseKind;
  /** Resolves when the database answers a trivial query; rejects otherwise. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** Where errors of idle pool connections go (the app points this at its logger). */
  onError(listener: (error: Error) => void): void;
  /** Runs the migrations of apps/server/drizzle with the matching migrator. */
  migrate(): Promise<void>;
};

/** apps/server/drizzle, from src/db or dist/db. */
export const MIGRATIONS_FOLDER = path.resolve(import.meta.dirname, '../../drizzle');

/** The advisory lock key migrations run under (any constant: "conv" in ASCII). */
const MIGRATION_LOCK_KEY = 0x636f6e76;

export async function openDatabase(config: Config): Promise<Database> {
  if (config.databaseUrl !== null) {
    return fromPool(new pg.Pool({ connectionString: config.databaseUrl, max: 10 }));
  }
  const dataDir = path.join(config.dataDir, 'pglite');
  mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir);
  return fromPglite(client);
}

export function fromPglite(client: PGlite): Database {
  const db = drizzlePglite({ client, schema });
  let closed = false;
  return {
    db,
    kind: 'pglite',
    async ping() {
      if (closed || client.closed) throw new Error('database is closed');
      await db.execute(sql`select 1`);
    },
    async close() {
      if (closed) return;
      closed = true;
      if (!client.closed) await client.close();
    },
    onError() {
      // In process: there are no idle connections to fail.
    },
    async migrate() {
      await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
    },
  };
}

export function fromPool(pool: pg.Pool): Database {
  let listener: (error: Error) => void = (error) => {
    process.stderr.write(`database connection error: ${error.message}\n`);
  };
  // Without a listener, an idle client's error (server restart, network) would crash the process.
  pool.on('error', (error) => listener(error));
  const db = drizzlePg({ client: pool, schema });
  let closed = false;
  return {
    db,
    kind: 'postgres',
    async ping() {
      await db.execute(sql`select 1`);
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
      // Replicas that start together would each apply the same migrations and fail on the second
      // CREATE: a session advisory lock lets the first apply them and the others then find them done.
      const lockHolder = await pool.connect();
      try {
        await lockHolder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await lockHolder
          .query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY])
          .catch(() => {});
        lockHolder.release();
      }
    },
  };
}

export async function migrate(database: Database): Promise<void> {
  await database.migrate();
}
