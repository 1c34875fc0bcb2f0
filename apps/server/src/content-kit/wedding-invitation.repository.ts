// The wedding's invitation, the root its parents hang from: the invitations module edits it, the
// parents module finds a new parent's wedding through it, and the couple's and the guests' views of
// the wedding read it (or mend a wedding that lost it).
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { invitations, parents, type InvitationRow, type ParentRow } from '../db/schema/content.ts';

export type InvitationWithParents = InvitationRow & { parents: ParentRow[] };

/** The wedding an invitation belongs to, or null when there is no such invitation. */
export async function weddingIdOfInvitation(db: Db, invitationId: number): Promise<number | null> {
  const [row] = await db
    .select({ weddingId: invitations.weddingId })
    .from(invitations)
    .where(eq(invitations.id, invitationId))
    .limit(1);
  return row?.weddingId ?? null;
}

/** The invitation with its parents (oldest first), or null for no invitation. */
export async function withParents(
  db: Db,
  invitation: InvitationRow | undefined,
): Promise<InvitationWithParents | null> {
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
): Promise<InvitationWithParents> {
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
