import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { invitations, parents } from '../../db/schema/content.ts';
import type { ContentStore, FieldValues } from '../../content-kit/owned-content.ts';

export type ParentRow = typeof parents.$inferSelect;
export type InvitationRow = typeof invitations.$inferSelect & { parents: ParentRow[] };

/** The wedding an invitation belongs to, or null when there is no such invitation. */
export async function weddingIdOfInvitation(db: Db, invitationId: number): Promise<number | null> {
  const [row] = await db
    .select({ weddingId: invitations.weddingId })
    .from(invitations)
    .where(eq(invitations.id, invitationId))
    .limit(1);
  return row?.weddingId ?? null;
}

async function withParents(
  db: Db,
  invitation: typeof invitations.$inferSelect | undefined,
): Promise<InvitationRow | null> {
  if (invitation === undefined) return null;
  const rows = await db
    .select()
    .from(parents)
    .where(eq(parents.invitationId, invitation.id))
    .orderBy(asc(parents.id));
  return { ...invitation, parents: rows };
}

/** The wedding's invitation with its parents; created (empty) when the wedding has none yet. */
export async function findOrCreateInvitationOfWedding(
  db: Db,
  weddingId: number,
): Promise<InvitationRow> {
  await db.insert(invitations).values({ weddingId }).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(invitations)
    .where(eq(invitations.weddingId, weddingId))
    .limit(1);
  const invitation = await withParents(db, row);
  if (invitation === null) throw new Error(`wedding ${weddingId} has no invitation`);
  return invitation;
}

export function createInvitationsRepository(db: Db): ContentStore<InvitationRow> {
  return {
    weddingIdOf: (id) => weddingIdOfInvitation(db, id),

    async find(id) {
      const [row] = await db.select().from(invitations).where(eq(invitations.id, id)).limit(1);
      return withParents(db, row);
    },

    async update(id: number, values: FieldValues) {
      await db.update(invitations).set(values).where(eq(invitations.id, id));
    },
  };
}
