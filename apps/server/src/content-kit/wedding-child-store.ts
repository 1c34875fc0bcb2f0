// The database side of content rows that hang directly off a wedding (a wedding_id column): owner
// lookup, insert, update and delete, shared by events, itinerary events, registries and accommodations.
import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database.ts';
import type { FieldValues } from './owned-content.ts';

type WeddingChildTable = PgTable & { id: PgColumn; weddingId: PgColumn };

export function createWeddingChildStore<Table extends WeddingChildTable>(db: Db, table: Table) {
  return {
    async find(id: number): Promise<Table['$inferSelect'] | null> {
      const [row] = await db
        .select()
        .from(table as PgTable)
        .where(eq(table.id, id))
        .limit(1);
      return (row as Table['$inferSelect'] | undefined) ?? null;
    },

    async weddingIdOf(id: number): Promise<number | null> {
      const [row] = await db
        .select({ weddingId: table.weddingId })
        .from(table as PgTable)
        .where(eq(table.id, id))
        .limit(1);
      return (row?.weddingId as number | undefined) ?? null;
    },

    async weddingIdOfNew(input: { weddingId?: unknown }): Promise<number | null> {
      return typeof input.weddingId === 'number' ? input.weddingId : null;
    },

    async create(input: { weddingId?: unknown }, values: FieldValues): Promise<number> {
      const [row] = await db
        .insert(table)
        .values({ ...values, weddingId: input.weddingId } as never)
        .returning({ id: table.id });
      if (row === undefined) throw new Error('insert returned no row');
      return row.id as number;
    },

    async update(id: number, values: FieldValues): Promise<void> {
      if (Object.keys(values).length === 0) return;
      await db
        .update(table)
        .set(values as never)
        .where(eq(table.id, id));
    },

    async remove(id: number): Promise<void> {
      await db.delete(table).where(eq(table.id, id));
    },
  };
}
