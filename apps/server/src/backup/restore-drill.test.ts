// The restore drill (issue 33, point 2): a wedding with a guest who answered, a photo uploaded
// through the route and a payment is backed up by the CLI in a process of its own, the database
// and the files are destroyed, and the CLI's restore brings every row and every file back: each
// table reads back with the same rows and checksum, each file with the same bytes, and the guest
// page answers with the same body and ETag. On PGlite (the process's own DATA_DIR) and on
// PostgreSQL (a database dropped and created again, empty) when DATABASE_URL is set.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config/config.ts';
import { fromPglite, openPostgres, PGLITE_START_PARAMS, type Database } from '../db/database.ts';
import { admins } from '../db/schema/accounts.ts';
import { guests } from '../db/schema/guests.ts';
import { payments } from '../db/schema/payments.ts';
import { solidImage } from '../test/image-fixtures.ts';
import { multipartBody } from '../test/multipart-body.ts';
import { insertPricedPlan } from '../test/payments-test-kit.ts';
import { runCliProcess } from '../test/server-process.ts';
import {
  createTestDatabase,
  injectAsClient,
  pgliteTemplate,
  TEST_JWT_SECRET,
} from '../test/test-app.ts';
import { insertCouple } from '../test/wedding-fixtures.ts';
import { createStorageArchive } from '../storage/file-storage.ts';
import { restore } from './backup.ts';
import { openSqlSession } from './sql-session.ts';
import { appTables, DUMP_SETTINGS, tableChecksum } from './tables.ts';

const onPostgres = process.env.TEST_DATABASE === 'postgres';

/** Each table's rows and SHA-256 as a backup reads them. */
async function checksums(database: Database): Promise<Record<string, string>> {
  const session = await openSqlSession(database);
  try {
    return await session.transaction(async (query) => {
      await query('set transaction isolation level repeatable read, read only');
      for (const setting of DUMP_SETTINGS) await query(setting);
      const sums: Record<string, string> = {};
      for (const table of await appTables(query)) {
        const { rows, sha256 } = await tableChecksum(query, table);
        sums[table.name] = `${rows} ${sha256}`;
      }
      return sums;
    });
  } finally {
    await session.close();
  }
}

/** Every stored file's bytes by its key. */
function storedFiles(directory: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  const names = readdirSync(directory, { recursive: true, encoding: 'utf8' });
  for (const name of names.filter((entry) => path.extname(entry) !== '').sort()) {
    files.set(name.split(path.sep).join('/'), readFileSync(path.join(directory, name)));
  }
  return files;
}

describe('the restore drill', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'convite-drill-'));
  const pgliteDir = path.join(dataDir, 'pglite');
  const archive = path.join(dataDir, 'backups', 'drill.tar');
  let dropTestDatabase: () => Promise<void> = async () => {};

  afterAll(async () => {
    await dropTestDatabase();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** The database of this drill: PGlite in DATA_DIR (as the CLI opens it), or the test's PostgreSQL one. */
  async function openDrillDatabase(
    databaseUrl: string | null,
    template: Uint8Array | null,
  ): Promise<Database> {
    if (databaseUrl !== null) return openPostgres(databaseUrl, { ...baseLimits(), poolMax: 2 });
    const client = await PGlite.create(pgliteDir, {
      startParams: [...PGLITE_START_PARAMS],
      ...(template === null ? {} : { loadDataDir: new Blob([template]) }),
    });
    return fromPglite(client);
  }
  const baseLimits = () =>
    loadConfig({ JWT_SECRET: TEST_JWT_SECRET, DATA_DIR: dataDir }).databaseLimits;

  it('brings back every row, every file and the guest page', { timeout: 120_000 }, async () => {
    let databaseUrl: string | null = null;
    if (onPostgres) {
      const created = await createTestDatabase();
      databaseUrl = created.config.databaseUrl;
      await created.database.close(); // this drill opens its own connections to it
      dropTestDatabase = created.close;
    }
    const config: Config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      JWT_SECRET: TEST_JWT_SECRET,
      ...(databaseUrl === null ? {} : { DATABASE_URL: databaseUrl }),
    });
    const filesDir = config.storage.driver === 'local' ? config.storage.directory : '';

    // A wedding as a couple and a guest left it.
    const template = onPostgres ? null : await pgliteTemplate();
    let database = await openDrillDatabase(databaseUrl, template);
    let app = await buildApp({ config, database });
    const { db } = database;
    const couple = await insertCouple(db);
    await db
      .insert(guests)
      .values({ weddingId: couple.weddingId, code: 'DRILL001', name: 'Rosa', maxGuestsAllowed: 2 });
    const answered = await app.inject({
      method: 'POST',
      url: `/v1/public/invitations/${couple.slug}/confirmation`,
      headers: { 'idempotency-key': 'drill-answer' },
      payload: {
        code: 'DRILL001',
        confirmation: true,
        confirmedGuests: 2,
        message: '¡Ahí estaremos!',
      },
    });
    expect(answered.statusCode, answered.body).toBeLessThan(300);
    const form = multipartBody([
      { name: 'type', value: 'galleryImage' },
      { name: 'weddingId', value: String(couple.weddingId) },
      {
        name: 'image',
        fileName: 'foto.jpg',
        contentType: 'image/jpeg',
        bytes: await solidImage(64, 48),
      },
    ]);
    const uploaded = await injectAsClient(app, couple.clientId, {
      method: 'POST',
      url: '/v1/images',
      payload: form.payload,
      headers: form.headers,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const planId = await insertPricedPlan(db, 1490);
    await db.insert(payments).values({
      weddingId: couple.weddingId,
      invitationPlanId: planId,
      amount: 1490,
      originalAmount: 1490,
      status: 'succeeded',
      method: 'card',
      cardBrand: 'visa',
      cardLast4: '4242',
    });

    const guestPage = `/v1/public/invitations/${couple.slug}?code=DRILL001`;
    const pageBefore = await app.inject({ method: 'GET', url: guestPage });
    expect(pageBefore.statusCode).toBe(200);
    expect(pageBefore.json<{ guest: { confirmation: boolean } }>().guest.confirmation).toBe(true);
    const sumsBefore = await checksums(database);
    const filesBefore = storedFiles(filesDir);
    expect(filesBefore.size).toBeGreaterThan(0);
    expect(sumsBefore.payments?.startsWith('1 ')).toBe(true);
    await app.close();
    await database.close();

    // The operator's backup, then everything is lost.
    const backupStarted = performance.now();
    const made = await runCliProcess(['backup', archive], { dataDir, databaseUrl });
    const backupMs = performance.now() - backupStarted;
    expect(made.stderr).toBe('');
    expect(made.code).toBe(0);
    expect(made.stdout).toMatch(/^Backed up \d+ rows of \d+ tables and \d+ files/);
    rmSync(filesDir, { recursive: true, force: true });
    if (databaseUrl === null) {
      // A new DATA_DIR as `cli migrate` leaves it: migrated, and no account (the harness's
      // migrated template, without its test admin, instead of a 5-second initdb).
      rmSync(pgliteDir, { recursive: true, force: true });
      const fresh = await openDrillDatabase(null, template);
      await fresh.db.delete(admins);
      await fresh.close();
    } else {
      const url = new URL(databaseUrl);
      const name = url.pathname.slice(1);
      url.pathname = '/postgres';
      const admin = new pg.Client({ connectionString: url.toString() });
      await admin.connect();
      await admin.query(`drop database "${name}" with (force)`);
      await admin.query(`create database "${name}"`); // empty: the restore migrates it
      await admin.end();
    }

    const restoreStarted = performance.now();
    const restored = await runCliProcess(['restore', archive], { dataDir, databaseUrl });
    const restoreMs = performance.now() - restoreStarted;
    console.log(
      `restore drill on ${database.kind}: cli backup ${Math.round(backupMs)} ms, cli restore ${Math.round(restoreMs)} ms (each a process of its own, tsx)`,
    );
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    expect(restored.stdout).toMatch(
      /^Restored \d+ rows of \d+ tables and \d+ files .*every checksum matched/,
    );

    database = await openDrillDatabase(databaseUrl, null);
    app = await buildApp({ config, database });
    try {
      expect(await checksums(database)).toEqual(sumsBefore);
      expect(storedFiles(filesDir)).toEqual(filesBefore);
      const pageAfter = await app.inject({ method: 'GET', url: guestPage });
      expect(pageAfter.statusCode).toBe(200);
      expect(pageAfter.headers.etag).toBe(pageBefore.headers.etag);
      // The same page, but for the sealed answer context each read makes anew (answer-contexts.ts).
      const withoutContext = (body: string) =>
        body.replace(/"answerContext":"[A-Za-z0-9_-]+"/, '"answerContext":"…"');
      expect(pageAfter.body).toMatch(/"answerContext":"[A-Za-z0-9_-]+"/);
      expect(withoutContext(pageAfter.body)).toBe(withoutContext(pageBefore.body));
      // The identity sequences go on after the restored rows: a new guest gets a new id.
      const [added] = await database.db
        .insert(guests)
        .values({ weddingId: couple.weddingId, code: 'DRILL002', name: 'Luis' })
        .returning({ id: guests.id });
      expect(added?.id).toBeGreaterThan(0);
      await database.db.delete(guests).where(eq(guests.code, 'DRILL002'));

      // Restoring again over what is there now is refused, and changes nothing.
      await expect(
        restore({
          database,
          storage: createStorageArchive(config.storage),
          file: archive,
          force: false,
          log: () => {},
        }),
      ).rejects.toThrow(/^The database is not empty \(3 accounts and weddings\)/);
      expect(await checksums(database)).toEqual(sumsBefore);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
