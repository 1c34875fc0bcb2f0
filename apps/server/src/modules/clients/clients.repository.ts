import { asc, count, eq, inArray, or, sql } from 'drizzle-orm';
import { newestFirst, readPage, type RowsPage } from '../../db/admin-pages.ts';
import type { Db } from '../../db/database.ts';
import { clients, type ClientRow } from '../../db/schema/accounts.ts';
import { events, images, songs } from '../../db/schema/content.ts';
import { weddings } from '../../db/schema/weddings.ts';
import { containsText } from '../../db/text-search.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { imageStorageKeys } from '../../content-kit/image-files.ts';

export type ClientWithWeddings = ClientRow & { weddingIds: number[] };

export type NewClient = {
  email: string;
  passwordHash: string | null;
  name: string | null;
  lastName: string | null;
  verified: boolean;
  externalAuth: 'google' | null;
  googleSubject: string | null;
};

export class DuplicateEmailError extends Error {
  constructor() {
    super('email already in use');
    this.name = 'DuplicateEmailError';
  }
}

/**
 * The storage keys of the weddings' files (images with their variants, the song), read in the
 * caller's transaction, for the caller to delete once the rows are gone for good.
 */
export async function weddingFileKeys(db: Db, weddingIds: readonly number[]): Promise<string[]> {
  if (weddingIds.length === 0) return [];
  const ids = [...weddingIds];
  const eventIds = db.select({ id: events.id }).from(events).where(inArray(events.weddingId, ids));
  const imageRows = await db
    .select({
      storageKey: images.storageKey,
      variantStorageKey: images.variantStorageKey,
      shareStorageKey: images.shareStorageKey,
    })
    .from(images)
    .where(or(inArray(images.weddingId, ids), inArray(images.eventId, eventIds)));
  const songRows = await db
    .select({ storageKey: songs.storageKey })
    .from(songs)
    .where(inArray(songs.weddingId, ids));
  return [...imageRows.flatMap(imageStorageKeys), ...songRows.map((row) => row.storageKey)];
}

export function createClientsRepository(db: Db) {
  async function withWeddings(rows: ClientRow[]): Promise<ClientWithWeddings[]> {
    if (rows.length === 0) return [];
    const owned = await db
      .select({ id: weddings.id, clientId: weddings.clientId })
      .from(weddings)
      .where(
        inArray(
          weddings.clientId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(asc(weddings.id));
    return rows.map((row) => ({
      ...row,
      weddingIds: owned.filter((w) => w.clientId === row.id).map((w) => w.id),
    }));
  }

  async function one(rows: ClientRow[]): Promise<ClientWithWeddings | null> {
    const [row] = await withWeddings(rows);
    return row ?? null;
  }

  return {
    /** One page of clients, newest first; the search looks in the full name and the email. */
    async page(page: number, search?: string): Promise<RowsPage<ClientWithWeddings>> {
      const fullName = sql`coalesce(${clients.name}, '') || ' ' || coalesce(${clients.lastName}, '')`;
      const where = containsText(search, [fullName, clients.email]);
      const { rows, total } = await readPage(
        page,
        () => db.select({ value: count() }).from(clients).where(where),
        (limit, offset) =>
          db
            .select()
            .from(clients)
            .where(where)
            .orderBy(...newestFirst(clients))
            .limit(limit)
            .offset(offset),
      );
      return { rows: await withWeddings(rows), total };
    },

    /**
     * Deletes the client; the database cascades to their wedding and everything in it (payments
     * stay, their wedding set to null). Answers the storage keys of the wedding's files (images with
     * their variants, the song) for the caller to delete once committed, or null when there is no
     * such client. The wedding's row is locked first, so an upload racing the delete either lands
     * before the keys are read or fails on the missing wedding (and removes its own file).
     */
    async deleteWithFiles(id: number): Promise<string[] | null> {
      return db.transaction(async (tx) => {
        const owned = await tx
          .select({ id: weddings.id })
          .from(weddings)
          .where(eq(weddings.clientId, id))
          .for('update');
        const weddingIds = owned.map((wedding) => wedding.id);
        const keys = await weddingFileKeys(tx, weddingIds);
        const deleted = await tx
          .delete(clients)
          .where(eq(clients.id, id))
          .returning({ id: clients.id });
        return deleted.length === 0 ? null : keys;
      });
    },

    async findById(id: number): Promise<ClientWithWeddings | null> {
      return one(await db.select().from(clients).where(eq(clients.id, id)).limit(1));
    },

    async findByEmail(email: string): Promise<ClientWithWeddings | null> {
      return one(
        await db
          .select()
          .from(clients)
          .where(eq(sql`lower(${clients.email})`, email.toLowerCase()))
          .limit(1),
      );
    },

    async findByGoogleSubject(subject: string): Promise<ClientWithWeddings | null> {
      return one(
        await db.select().from(clients).where(eq(clients.googleSubject, subject)).limit(1),
      );
    },

    /** Throws DuplicateEmailError when the email (case-insensitively) is taken. */
    async create(client: NewClient): Promise<ClientWithWeddings> {
      try {
        const [row] = await db
          .insert(clients)
          .values({ ...client, email: client.email.toLowerCase() })
          .returning();
        if (!row) throw new Error('insert returned no client');
        return { ...row, weddingIds: [] };
      } catch (error) {
        if (isUniqueViolation(error)) throw new DuplicateEmailError();
        throw error;
      }
    },

    async updateNameLastName(
      id: number,
      name: string,
      lastName: string,
    ): Promise<ClientWithWeddings | null> {
      return one(
        await db.update(clients).set({ name, lastName }).where(eq(clients.id, id)).returning(),
      );
    },

    async markVerified(id: number): Promise<ClientWithWeddings | null> {
      return one(
        await db.update(clients).set({ verified: true }).where(eq(clients.id, id)).returning(),
      );
    },

    /** Links a Google account to an existing client; a verified Google email verifies the client. */
    async linkGoogle(
      id: number,
      subject: string,
      emailVerified: boolean,
    ): Promise<ClientWithWeddings | null> {
      return one(
        await db
          .update(clients)
          .set({
            googleSubject: subject,
            ...(emailVerified ? { verified: true } : {}),
          })
          .where(eq(clients.id, id))
          .returning(),
      );
    },
  };
}

export type ClientsRepository = ReturnType<typeof createClientsRepository>;
