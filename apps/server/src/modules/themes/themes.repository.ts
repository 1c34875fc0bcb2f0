import { and, count, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { themes, type ThemeRow } from '../../db/schema/themes.ts';
import { lockWeddingRow } from '../../content-kit/wedding-row-lock.ts';

export type { ThemeRow };
export type ThemeOrigin = NonNullable<ThemeRow['origin']>;

/** A wedding's new theme: always a draft, made from the default theme, a public one or a prompt. */
export type NewWeddingTheme = {
  weddingId: number;
  name: string;
  origin: ThemeOrigin;
  aiGenerated: boolean;
  prompt: string | null;
  /** JSON text of a content that passed the ThemeContent schema. */
  content: string;
};

/** A limit on how many themes of one origin a wedding may have. */
export type OriginLimit = { origin: ThemeOrigin; max: number };

export function createThemesRepository(db: Db) {
  return {
    /** The wedding's own themes, newest first. */
    async listForWedding(weddingId: number): Promise<ThemeRow[]> {
      return db
        .select()
        .from(themes)
        .where(eq(themes.weddingId, weddingId))
        .orderBy(desc(themes.createdAt), desc(themes.id));
    },

    /** The public catalogue, in the order it was seeded. */
    async listPublic(): Promise<ThemeRow[]> {
      return db.select().from(themes).where(eq(themes.isPublic, true)).orderBy(themes.id);
    },

    async find(id: number): Promise<ThemeRow | null> {
      const [row] = await db.select().from(themes).where(eq(themes.id, id)).limit(1);
      return row ?? null;
    },

    async countForWedding(weddingId: number, origin: ThemeOrigin): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(themes)
        .where(and(eq(themes.weddingId, weddingId), eq(themes.origin, origin)));
      return row?.total ?? 0;
    },

    /**
     * Inserts the theme unless the wedding already has `limit.max` themes of that origin, counted
     * under a lock on the wedding row so two simultaneous requests cannot both take the last place.
     * Null when the limit is reached.
     */
    async insertWithinLimit(theme: NewWeddingTheme, limit: OriginLimit): Promise<ThemeRow | null> {
      return db.transaction(async (tx) => {
        await lockWeddingRow(tx, theme.weddingId);
        const [existing] = await tx
          .select({ total: count() })
          .from(themes)
          .where(and(eq(themes.weddingId, theme.weddingId), eq(themes.origin, limit.origin)));
        if ((existing?.total ?? 0) >= limit.max) return null;
        const [row] = await tx
          .insert(themes)
          .values({ ...theme, status: 'draft', isPublic: false, pleased: null })
          .returning();
        if (!row) throw new Error('insert returned no theme');
        return row;
      });
    },

    async insert(theme: NewWeddingTheme): Promise<ThemeRow> {
      const [row] = await db
        .insert(themes)
        .values({ ...theme, status: 'draft', isPublic: false, pleased: null })
        .returning();
      if (!row) throw new Error('insert returned no theme');
      return row;
    },

    /**
     * Publishes the theme and returns the wedding's other themes to draft, in one transaction under
     * a lock on the wedding row (the unique index allows one published theme per wedding).
     */
    async publish(id: number, weddingId: number): Promise<ThemeRow | null> {
      return db.transaction(async (tx) => {
        await lockWeddingRow(tx, weddingId);
        await tx
          .update(themes)
          .set({ status: 'draft' })
          .where(
            and(eq(themes.weddingId, weddingId), eq(themes.status, 'published'), ne(themes.id, id)),
          );
        const [row] = await tx
          .update(themes)
          .set({ status: 'published' })
          .where(and(eq(themes.id, id), eq(themes.weddingId, weddingId)))
          .returning();
        return row ?? null;
      });
    },

    async update(
      id: number,
      patch: Partial<Pick<ThemeRow, 'status' | 'content' | 'pleased'>>,
    ): Promise<ThemeRow | null> {
      const [row] = await db.update(themes).set(patch).where(eq(themes.id, id)).returning();
      return row ?? null;
    },

    /** Deletes a draft that no AI made; null when there is no such theme (anymore). */
    async deleteDraft(id: number): Promise<ThemeRow | null> {
      const [row] = await db
        .delete(themes)
        .where(and(eq(themes.id, id), eq(themes.status, 'draft'), eq(themes.aiGenerated, false)))
        .returning();
      return row ?? null;
    },
  };
}

export type ThemesRepository = ReturnType<typeof createThemesRepository>;
