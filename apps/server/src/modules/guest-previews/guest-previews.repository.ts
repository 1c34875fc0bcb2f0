import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { guests } from '../../db/schema/guests.ts';
import { weddings } from '../../db/schema/weddings.ts';

export function createGuestPreviewsRepository(db: Db) {
  return {
    /** The wedding a guest belongs to (its id and address); null for no such guest. */
    async weddingOfGuest(guestId: number): Promise<{ id: number; slug: string } | null> {
      const [row] = await db
        .select({ id: weddings.id, slug: weddings.slug })
        .from(guests)
        .innerJoin(weddings, eq(weddings.id, guests.weddingId))
        .where(eq(guests.id, guestId))
        .limit(1);
      return row ?? null;
    },
  };
}

export type GuestPreviewsRepository = ReturnType<typeof createGuestPreviewsRepository>;
