import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { clients } from '../../db/schema/accounts.ts';
import { weddings } from '../../db/schema/weddings.ts';

export type ClientRow = typeof clients.$inferSelect;
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

/** PostgreSQL's unique_violation, as pg and PGlite report it (possibly wrapped by Drizzle). */
export function isUniqueViolation(error: unknown): boolean {
  for (
    let current: unknown = error;
    current instanceof Error || (typeof current === 'object' && current !== null);
  ) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
    if (current === undefined) break;
  }
  return false;
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
