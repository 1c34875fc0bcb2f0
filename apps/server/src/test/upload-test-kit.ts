// Tests only: what the image and song upload tests share — couples with a wedding, multipart
// uploads, the files in local storage, and refusals that must leave no file and no row behind.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { expect } from 'vitest';
import { clients } from '../db/schema/accounts.ts';
import { weddings } from '../db/schema/weddings.ts';
import { multipartBody, type FormPart } from './multipart-body.ts';
import { injectAs, type TestApp } from './test-app.ts';

export type Couple = { clientId: number; weddingId: number };
export type Refusal = {
  status: number;
  body: { code: string; message: string; errors?: Record<string, string[]> };
};

export const HOUR_MS = 3600 * 1000;

let couples = 0;

export function createUploadTestKit(t: TestApp, table: PgTable) {
  /** The files in local storage, as relative paths with / (like storage keys), sorted. */
  function storedFiles(): string[] {
    const { storage } = t.config;
    if (storage.driver !== 'local') throw new Error('storedFiles needs the local storage driver');
    try {
      return readdirSync(storage.directory, { recursive: true, encoding: 'utf8' })
        .filter((name) => path.extname(name) !== '')
        .map((name) => name.split(path.sep).join('/'))
        .sort();
    } catch {
      return []; // nothing stored yet
    }
  }

  async function rows(): Promise<number> {
    const [row] = await t.app.db.select({ value: count() }).from(table);
    return row?.value ?? 0;
  }

  return {
    storedFiles,

    /** POSTs a multipart form to `url` (`/v1/images`) as the client, answered in `language`. */
    upload(url: string, clientId: number, parts: FormPart[], language = 'en') {
      const { payload, headers } = multipartBody(parts);
      return injectAs(
        t.app,
        { role: 'client', id: clientId },
        { method: 'POST', url, payload, headers: { ...headers, 'accept-language': language } },
      );
    },

    /** A client with a wedding, in test mode (trial running) unless told otherwise. */
    async newCouple(trialEndsAt: Date | null = new Date(Date.now() + HOUR_MS)): Promise<Couple> {
      couples += 1;
      const tag = `${process.pid}-${couples}`;
      const [client] = await t.app.db
        .insert(clients)
        .values({ email: `couple-${tag}@example.com`, name: 'N', lastName: 'L', verified: true })
        .returning({ id: clients.id });
      if (!client) throw new Error('could not insert a client');
      const [wedding] = await t.app.db
        .insert(weddings)
        .values({
          clientId: client.id,
          name: 'Boda',
          slug: `boda-${tag}`,
          date: new Date('2030-06-15T18:00:00Z'),
          trialEndsAt,
        })
        .returning({ id: weddings.id });
      if (!wedding) throw new Error('could not insert a wedding');
      return { clientId: client.id, weddingId: wedding.id };
    },

    /** Runs a request that must be refused and checks that it left no file and no row behind. */
    async refused(
      request: () => Promise<{ statusCode: number; json(): unknown }>,
    ): Promise<Refusal> {
      const filesBefore = storedFiles();
      const rowsBefore = await rows();
      const response = await request();
      expect(storedFiles()).toEqual(filesBefore);
      expect(await rows()).toBe(rowsBefore);
      return { status: response.statusCode, body: response.json() as Refusal['body'] };
    },
  };
}

/** The storage key in a local file URL: `http://…/files/images/x.webp` → `images/x.webp`. */
export const keyOfSrc = (src: string) => new URL(src).pathname.replace(/^\/files\//, '');
