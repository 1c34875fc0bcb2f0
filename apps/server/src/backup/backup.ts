// `cli.ts backup FILE` and `cli.ts restore FILE`: the database and the uploaded files in one tar,
// the same on every engine and storage driver (PGlite or PostgreSQL; a local folder or a bucket), so
// a backup of the embedded default also restores into PostgreSQL.
//
//   convite-backup/manifest.json          format, when, migration level, each table's rows and SHA-256
//   convite-backup/tables/NAME.jsonl      each table's rows (to_json), parents before children
//   convite-backup/files/KEY              each stored file, streamed
//   convite-backup/files.json             each file's size and SHA-256 (known once it was read)
//
// The tables are read in one REPEATABLE READ transaction (one snapshot on PostgreSQL; on PGlite,
// whose one session the app shares, the app's queries wait until it ends), before the files: files are never overwritten, so every file a row of the snapshot
// names is there, unless it was deleted meanwhile (a backup says how many were).
import { createHash, type Hash } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { MIGRATIONS_FOLDER, type Database } from '../db/database.ts';
import type { StorageArchive } from '../storage/file-storage.ts';
import { contentTypeOfKey } from '../storage/storage-keys.ts';
import { BackupError } from './errors.ts';
import { openSqlSession, ident, type SqlQuery } from './sql-session.ts';
import { appTables, dumpRows, DUMP_SETTINGS, tableChecksum, type TableInfo } from './tables.ts';
import { readTar, TarWriter, type TarEntry } from './tar.ts';

export const BACKUP_FORMAT = 'convite-backup';
export const BACKUP_VERSION = 1;
const ROOT = 'convite-backup';
const MANIFEST = `${ROOT}/manifest.json`;
const FILES_INDEX = `${ROOT}/files.json`;
const TABLES = `${ROOT}/tables/`;
const FILES = `${ROOT}/files/`;

export { BackupError };

export type TableSummary = Readonly<{ name: string; rows: number; sha256: string }>;
export type FileSummary = Readonly<{ key: string; size: number; sha256: string }>;

export type Manifest = Readonly<{
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  engine: Database['kind'];
  storage: 'local' | 's3';
  /** The migrations applied, as drizzle records them (their `when`, in order). */
  migrations: readonly number[];
  tables: readonly (TableSummary & { columns: readonly string[] })[];
}>;

export type BackupSummary = Readonly<{
  file: string;
  bytes: number;
  tables: readonly TableSummary[];
  files: readonly FileSummary[];
  /** Files listed but deleted before they were read (their rows were deleted too). */
  vanished: number;
}>;

async function appliedMigrations(query: SqlQuery): Promise<number[] | null> {
  const [table] = await query<{ found: string | null }>(
    `select to_regclass('drizzle.__drizzle_migrations')::text as found`,
  );
  if (table?.found === null || table?.found === undefined) return null;
  const rows = await query<{ when: string }>(
    'select created_at::text as when from drizzle.__drizzle_migrations order by created_at',
  );
  return rows.map((row) => Number(row.when));
}

function hashing(source: AsyncIterable<Buffer>, hash: Hash): Readable {
  return Readable.from(
    (async function* () {
      for await (const chunk of source) {
        hash.update(chunk);
        yield chunk;
      }
    })(),
  );
}

export async function backup(options: {
  database: Database;
  storage: StorageArchive;
  storageDriver: 'local' | 's3';
  file: string;
  log(line: string): void;
}): Promise<BackupSummary> {
  const { database, storage, file, log } = options;
  if (existsSync(file)) throw new BackupError(`${file} already exists: name a new file.`);
  await mkdir(path.dirname(path.resolve(file)), { recursive: true });
  const work = await mkdtemp(path.join(path.dirname(path.resolve(file)), '.convite-backup-'));
  const partial = path.join(work, 'archive.tar');
  try {
    // 1. The tables, in one snapshot, to JSON lines beside the archive (their checksums go first).
    const session = await openSqlSession(database);
    let migrations: number[];
    const tables: (TableSummary & { columns: readonly string[] })[] = [];
    try {
      migrations = await session.transaction(async (query) => {
        await query('set transaction isolation level repeatable read, read only');
        for (const setting of DUMP_SETTINGS) await query(setting);
        const applied = await appliedMigrations(query);
        if (applied === null || applied.length === 0) {
          throw new BackupError('The database has no Convite tables: there is nothing to back up.');
        }
        for (const table of await appTables(query)) {
          const out = createWriteStream(path.join(work, `${table.name}.jsonl`));
          const hash = createHash('sha256');
          let rows = 0;
          for await (const line of dumpRows(query, table)) {
            const bytes = `${line}\n`;
            hash.update(bytes);
            rows += 1;
            if (!out.write(bytes))
              await new Promise<void>((resolve) => out.once('drain', () => resolve()));
          }
          out.end();
          await finished(out);
          tables.push({
            name: table.name,
            rows,
            sha256: hash.digest('hex'),
            columns: table.columns,
          });
        }
        return applied;
      });
    } finally {
      await session.close();
    }

    // 2. The archive: the manifest, the tables, then each file as it is read.
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: new Date().toISOString(),
      engine: database.kind,
      storage: options.storageDriver,
      migrations,
      tables,
    };
    const tar = await TarWriter.create(partial);
    const files: FileSummary[] = [];
    let vanished = 0;
    try {
      await tar.add(MANIFEST, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
      for (const table of tables) {
        const source = path.join(work, `${table.name}.jsonl`);
        const { size } = await stat(source);
        await tar.addStream(
          `${TABLES}${table.name}.jsonl`,
          size,
          createReadStream(source),
          () => {},
        );
      }
      for await (const { key } of storage.list()) {
        const stored = await storage.read(key);
        if (stored === null) {
          vanished += 1;
          continue;
        }
        const hash = createHash('sha256');
        await tar.addStream(`${FILES}${key}`, stored.size, stored.body, (chunk) =>
          hash.update(chunk),
        );
        files.push({ key, size: stored.size, sha256: hash.digest('hex') });
      }
      await tar.add(FILES_INDEX, Buffer.from(`${JSON.stringify(files, null, 2)}\n`));
      await tar.finish();
    } catch (error) {
      await tar.abandon();
      throw error;
    }
    await rename(partial, file).catch(async (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EXDEV') throw error;
      await copyFile(partial, file);
    });
    const { size: bytes } = await stat(file);
    log(
      `Backed up ${tables.reduce((sum, table) => sum + table.rows, 0)} rows of ${tables.length} tables and ${files.length} files (${formatBytes(files.reduce((sum, f) => sum + f.size, 0))}) to ${file} (${formatBytes(bytes)}).`,
    );
    if (vanished > 0) log(`${vanished} files were deleted while the backup ran (not in it).`);
    return { file, bytes, tables, files, vanished };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KiB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
}

// ---------------------------------------------------------------------------------------------

type JournalEntry = { when: number; tag: string };

async function journal(): Promise<{ version: string; dialect: string; entries: JournalEntry[] }> {
  return JSON.parse(
    await readFile(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
  ) as { version: string; dialect: string; entries: JournalEntry[] };
}

/** Migrates the database to the first `count` migrations only (the level the backup was made at). */
async function migrateTo(database: Database, count: number, all: number): Promise<void> {
  if (count === all) {
    await database.migrate();
    return;
  }
  const folder = await mkdtemp(path.join(path.dirname(MIGRATIONS_FOLDER), '.migrations-'));
  try {
    const full = await journal();
    const entries = full.entries.slice(0, count);
    await mkdir(path.join(folder, 'meta'));
    await writeFile(
      path.join(folder, 'meta', '_journal.json'),
      JSON.stringify({ ...full, entries }),
    );
    for (const entry of entries) {
      await copyFile(
        path.join(MIGRATIONS_FOLDER, `${entry.tag}.sql`),
        path.join(folder, `${entry.tag}.sql`),
      );
    }
    const { connection } = database;
    if (connection.kind === 'pglite') {
      await migratePglite(drizzlePglite({ client: connection.client }), {
        migrationsFolder: folder,
      });
    } else {
      const client = new pg.Client({ connectionString: connection.url });
      await client.connect();
      try {
        await migratePg(drizzlePg({ client }), { migrationsFolder: folder });
      } finally {
        await client.end();
      }
    }
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

export type RestoreSummary = Readonly<{
  createdAt: string;
  tables: readonly TableSummary[];
  files: readonly FileSummary[];
}>;

/** The accounts and weddings a database holds: a database with none is empty (migrations seed the rest). */
async function occupants(query: SqlQuery): Promise<number> {
  let total = 0;
  for (const table of ['clients', 'admins', 'promoters', 'weddings']) {
    const [found] = await query<{ found: string | null }>('select to_regclass($1)::text as found', [
      `public.${table}`,
    ]);
    if (found?.found == null) continue;
    const [row] = await query<{ count: number }>(
      `select count(*)::int as count from public.${ident(table)}`,
    );
    total += row?.count ?? 0;
  }
  return total;
}

async function insertBatch(query: SqlQuery, table: TableInfo, lines: string[]): Promise<void> {
  if (lines.length === 0) return;
  const columns = table.columns.map(ident).join(', ');
  await query(
    `insert into public.${ident(table.name)} (${columns})${table.hasIdentity ? ' overriding system value' : ''}
     select ${columns} from json_populate_recordset(null::public.${ident(table.name)}, $1::json)`,
    [`[${lines.join(',')}]`],
  );
}

async function resetSequences(query: SqlQuery, table: TableInfo): Promise<void> {
  const qualified = `public.${ident(table.name)}`;
  const sequences = await query<{ column: string; sequence: string }>(
    `select a.attname as column, pg_get_serial_sequence($1, a.attname) as sequence
       from pg_attribute a
      where a.attrelid = $1::regclass and a.attnum > 0 and not a.attisdropped
        and pg_get_serial_sequence($1, a.attname) is not null`,
    [qualified],
  );
  for (const { column, sequence } of sequences) {
    await query(
      `select setval($1, coalesce((select max(${ident(column)}) from ${qualified}), 0) + 1, false)`,
      [sequence],
    );
  }
}

const BATCH_ROWS = 500;
const BATCH_BYTES = 1024 * 1024;

export async function restore(options: {
  database: Database;
  storage: StorageArchive;
  file: string;
  force: boolean;
  log(line: string): void;
}): Promise<RestoreSummary> {
  const { database, storage, file, log } = options;
  if (!existsSync(file)) throw new BackupError(`${file} does not exist.`);
  const entries = readTar(file);
  const next = async (): Promise<TarEntry | null> => {
    const result = await entries.next();
    return result.done === true ? null : result.value;
  };
  try {
    const first = await next();
    if (first?.path !== MANIFEST) {
      throw new BackupError(`${file} is not a Convite backup (it has no ${MANIFEST} first).`);
    }
    const manifest = JSON.parse((await first.read()).toString('utf8')) as Manifest;
    if (manifest.format !== BACKUP_FORMAT || manifest.version !== BACKUP_VERSION) {
      throw new BackupError(
        `${file} is a backup of format ${manifest.format} ${manifest.version}; this Convite reads ${BACKUP_FORMAT} ${BACKUP_VERSION}.`,
      );
    }

    // The backup's migrations must be this code's first ones: restored at that level, then migrated on.
    const known = (await journal()).entries.map((entry) => entry.when);
    const level = manifest.migrations.length;
    if (level > known.length || manifest.migrations.some((when, i) => known[i] !== when)) {
      throw new BackupError(
        `${file} was made by a Convite with other or newer migrations (${level}, this one has ${known.length}): restore it with that version, then upgrade.`,
      );
    }

    const session = await openSqlSession(database);
    try {
      const applied = (await appliedMigrations(session.query)) ?? [];
      const present = await occupants(session.query);
      if (present > 0 && !options.force) {
        throw new BackupError(
          `The database is not empty (${present} accounts and weddings): restore into an empty database, or pass --force to replace every row in it (files are added beside the storage's own).`,
        );
      }
      if (applied.length > level) {
        throw new BackupError(
          `The database is migrated further (${applied.length} migrations) than the backup (${level}): restore into a new, empty database.`,
        );
      }
      await migrateTo(database, level, known.length);

      const index = await session.transaction(async (query) => {
        for (const setting of DUMP_SETTINGS) await query(setting);
        const tables = await appTables(query);
        const byName = new Map(tables.map((table) => [table.name, table]));
        for (const saved of manifest.tables) {
          const table = byName.get(saved.name);
          if (table === undefined || saved.columns.join() !== table.columns.join()) {
            throw new BackupError(
              `The table ${saved.name} of the backup does not match this database's: was it migrated by hand?`,
            );
          }
        }
        // What the migrations seeded (plans, icons, themes) is in the backup too, as it was then.
        const all = tables.map((table) => `public.${ident(table.name)}`);
        await query(`truncate table ${all.join(', ')} restart identity cascade`);
        // The rows come back as they were: the app's triggers (seats made for a new guest, content
        // versions raised) stay off while they load, inside this transaction (the tables' owner may;
        // foreign keys, system triggers, are still checked).
        for (const table of all) await query(`alter table ${table} disable trigger user`);

        // The tables, in the backup's order (parents first), each checked against the manifest.
        let entry = await next();
        for (const saved of manifest.tables) {
          if (entry?.path !== `${TABLES}${saved.name}.jsonl`) {
            throw new BackupError(`${file} is damaged: ${saved.name}'s rows are missing.`);
          }
          const table = byName.get(saved.name) as TableInfo;
          const hash = createHash('sha256');
          let rows = 0;
          let batch: string[] = [];
          let batchBytes = 0;
          for await (const line of createInterface({ input: entry.open(), crlfDelay: Infinity })) {
            hash.update(`${line}\n`);
            rows += 1;
            batch.push(line);
            batchBytes += line.length;
            if (batch.length >= BATCH_ROWS || batchBytes >= BATCH_BYTES) {
              await insertBatch(query, table, batch);
              batch = [];
              batchBytes = 0;
            }
          }
          await insertBatch(query, table, batch);
          if (rows !== saved.rows || hash.digest('hex') !== saved.sha256) {
            throw new BackupError(
              `${file} is damaged: ${saved.name}'s rows do not match their checksum.`,
            );
          }
          await resetSequences(query, table);
          entry = await next();
        }
        for (const table of all) await query(`alter table ${table} enable trigger user`);
        // Read back as a backup would write them: the same rows, byte for byte.
        for (const saved of manifest.tables) {
          const check = await tableChecksum(query, byName.get(saved.name) as TableInfo);
          if (check.rows !== saved.rows || check.sha256 !== saved.sha256) {
            throw new BackupError(
              `${saved.name} reads back ${check.rows} rows unlike the backup's ${saved.rows}: nothing was restored.`,
            );
          }
        }

        // The files, streamed into the storage, then checked against the index.
        const files = new Map<string, { size: number; sha256: string }>();
        while (entry !== null && entry.path.startsWith(FILES)) {
          const key = entry.path.slice(FILES.length);
          const hash = createHash('sha256');
          await storage.write(key, hashing(entry.open(), hash), entry.size, contentTypeOfKey(key));
          files.set(key, { size: entry.size, sha256: hash.digest('hex') });
          entry = await next();
        }
        if (entry?.path !== FILES_INDEX) {
          throw new BackupError(`${file} is damaged or cut short (no ${FILES_INDEX}).`);
        }
        const index = JSON.parse((await entry.read()).toString('utf8')) as FileSummary[];
        for (const saved of index) {
          const restored = files.get(saved.key);
          if (restored?.size !== saved.size || restored.sha256 !== saved.sha256) {
            throw new BackupError(
              `${file} is damaged: the file ${saved.key} does not match its checksum (the database was not restored; files written so far stay in the storage).`,
            );
          }
        }
        return index;
      });
      if (level < known.length) await database.migrate();

      const summary = {
        createdAt: manifest.createdAt,
        tables: manifest.tables.map(({ name, rows, sha256 }) => ({ name, rows, sha256 })),
        files: index,
      };
      log(
        `Restored ${summary.tables.reduce((sum, table) => sum + table.rows, 0)} rows of ${summary.tables.length} tables and ${index.length} files (${formatBytes(index.reduce((sum, f) => sum + f.size, 0))}) from ${file}, made ${manifest.createdAt} on ${manifest.engine} at migration ${level}${level < known.length ? `, then migrated to ${known.length}` : ''}; every checksum matched.`,
      );
      for (const table of summary.tables) {
        if (table.rows > 0) log(`  ${table.name.padEnd(28)} ${table.rows} rows`);
      }
      return summary;
    } finally {
      await session.close();
    }
  } finally {
    await entries.return(undefined);
  }
}
