import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  itineraryEvents,
  itineraryIcons,
  type ItineraryEventRow,
  type ItineraryIconRow,
} from '../../db/schema/content.ts';
import type { ItemStore } from '../../content-kit/owned-content.ts';
import { createWeddingChildStore } from '../../content-kit/wedding-child-store.ts';

export type ItineraryEventWithIcon = ItineraryEventRow & { icon: ItineraryIconRow | null };

export function createItineraryEventsRepository(
  db: Db,
): ItemStore<ItineraryEventWithIcon, { weddingId?: unknown }> {
  return {
    ...createWeddingChildStore(db, itineraryEvents),
    async find(id) {
      const [row] = await db
        .select({ event: itineraryEvents, icon: itineraryIcons })
        .from(itineraryEvents)
        .leftJoin(itineraryIcons, eq(itineraryIcons.id, itineraryEvents.iconId))
        .where(eq(itineraryEvents.id, id))
        .limit(1);
      return row ? { ...row.event, icon: row.icon } : null;
    },
  };
}
