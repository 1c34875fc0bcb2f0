import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { invitations, parents, type ParentRow } from '../../db/schema/content.ts';
import type { FieldValues, ItemStore } from '../../content-kit/owned-content.ts';
import { weddingIdOfInvitation } from '../../content-kit/wedding-invitation.repository.ts';

export type { ParentRow };

export type NewParentInput = { invitationId?: unknown; parentOf?: unknown };

export function createParentsRepository(db: Db): ItemStore<ParentRow, NewParentInput> {
  return {
    async weddingIdOf(id) {
      const [row] = await db
        .select({ weddingId: invitations.weddingId })
        .from(parents)
        .innerJoin(invitations, eq(invitations.id, parents.invitationId))
        .where(eq(parents.id, id))
        .limit(1);
      return row?.weddingId ?? null;
    },

    weddingIdOfNew: async (input) =>
      typeof input.invitationId === 'number' ? weddingIdOfInvitation(db, input.invitationId) : null,

    async find(id) {
      const [row] = await db.select().from(parents).where(eq(parents.id, id)).limit(1);
      return row ?? null;
    },

    async create(input, values: FieldValues) {
      const [row] = await db
        .insert(parents)
        .values({
          name: String(values['name']),
          invitationId: Number(input.invitationId),
          parentOf: input.parentOf === 'groom' ? 'groom' : 'bride',
        })
        .returning({ id: parents.id });
      if (row === undefined) throw new Error('insert returned no parent');
      return row.id;
    },

    async update(id, values) {
      await db.update(parents).set(values).where(eq(parents.id, id));
    },

    async remove(id) {
      await db.delete(parents).where(eq(parents.id, id));
    },
  };
}
