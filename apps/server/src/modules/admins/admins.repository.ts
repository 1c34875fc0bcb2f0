import { asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { clientSummary, newestFirst, readPage, type RowsPage } from '../../db/admin-pages.ts';
import type { Db } from '../../db/database.ts';
import { clients } from '../../db/schema/accounts.ts';
import { invitationPlans } from '../../db/schema/plans.ts';
import { weddings } from '../../db/schema/weddings.ts';
import { containsText } from '../../db/text-search.ts';

type WeddingChange = Partial<
  Pick<typeof weddings.$inferInsert, 'invitationPlanId' | 'deactivatedAt'>
>;

/** A wedding as staff see it in lists and details: with its client and its plan's name. */
export type AdminWeddingRow = {
  wedding: typeof weddings.$inferSelect;
  client: { id: number; email: string; name: string | null; lastName: string | null };
  plan: { id: number; name: string } | null;
};

/** Thrown inside a transaction to undo it when one of the weddings named is missing. */
class MissingWeddingError extends Error {}

/** Weddings with their client and plan, as staff see them (one select for lists and details). */
const adminWeddings = (reader: Db) =>
  reader
    .select({
      wedding: weddings,
      client: clientSummary,
      plan: { id: invitationPlans.id, name: invitationPlans.name },
    })
    .from(weddings)
    .innerJoin(clients, eq(clients.id, weddings.clientId))
    .leftJoin(invitationPlans, eq(invitationPlans.id, weddings.invitationPlanId));

/** The wedding's name or slug, or its client's full name or email, contains the text. */
const weddingSearch = (text: string | undefined): SQL | undefined =>
  containsText(text, [
    weddings.name,
    weddings.slug,
    sql`coalesce(${clients.name}, '') || ' ' || coalesce(${clients.lastName}, '')`,
    clients.email,
  ]);

export function createAdminsRepository(db: Db) {
  async function findWeddings(ids: readonly number[], reader: Db = db): Promise<AdminWeddingRow[]> {
    if (ids.length === 0) return [];
    return adminWeddings(reader)
      .where(inArray(weddings.id, [...ids]))
      .orderBy(asc(weddings.id));
  }

  return {
    findWeddings: (ids: readonly number[]) => findWeddings(ids),

    /** One page of weddings, newest first. */
    async pageWeddings(page: number, search?: string): Promise<RowsPage<AdminWeddingRow>> {
      const where = weddingSearch(search);
      return readPage(
        page,
        () =>
          db
            .select({ value: count() })
            .from(weddings)
            .innerJoin(clients, eq(clients.id, weddings.clientId))
            .where(where),
        (limit, offset) =>
          adminWeddings(db)
            .where(where)
            .orderBy(...newestFirst(weddings))
            .limit(limit)
            .offset(offset),
      );
    },

    async planExists(planId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: invitationPlans.id })
        .from(invitationPlans)
        .where(eq(invitationPlans.id, planId))
        .limit(1);
      return row !== undefined;
    },

    /** Applies the change to every wedding, all or nothing: null (and no change) when one is missing. */
    async updateWeddings(
      ids: readonly number[],
      change: WeddingChange,
    ): Promise<AdminWeddingRow[] | null> {
      try {
        return await db.transaction(async (tx) => {
          const updated = await tx
            .update(weddings)
            .set(change)
            .where(inArray(weddings.id, [...ids]))
            .returning({ id: weddings.id });
          if (updated.length !== ids.length) throw new MissingWeddingError();
          return findWeddings(ids, tx);
        });
      } catch (error) {
        if (error instanceof MissingWeddingError) return null;
        throw error;
      }
    },
  };
}

export type AdminsRepository = ReturnType<typeof createAdminsRepository>;
