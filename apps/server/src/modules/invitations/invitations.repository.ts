import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { invitations } from '../../db/schema/content.ts';
import type { ContentStore, FieldValues } from '../../content-kit/owned-content.ts';
import {
  weddingIdOfInvitation,
  withParents,
  type InvitationWithParents,
} from '../../content-kit/wedding-invitation.repository.ts';

export function createInvitationsRepository(db: Db): ContentStore<InvitationWithParents> {
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
