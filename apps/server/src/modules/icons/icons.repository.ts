import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  dressCodeIcons,
  itineraryIcons,
  type DressCodeIconRow,
  type ItineraryIconRow,
} from '../../db/schema/content.ts';

export type { DressCodeIconRow, ItineraryIconRow };

/** The icons are reference data, seeded by migration (drizzle/0001_icons.sql). */
export function createIconsRepository(db: Db) {
  return {
    listDressCode(): Promise<DressCodeIconRow[]> {
      return db
        .select()
        .from(dressCodeIcons)
        .orderBy(asc(dressCodeIcons.type), asc(dressCodeIcons.id));
    },

    listItinerary(): Promise<ItineraryIconRow[]> {
      return db.select().from(itineraryIcons).orderBy(asc(itineraryIcons.id));
    },

    async findDressCode(id: number): Promise<DressCodeIconRow | null> {
      const [row] = await db
        .select()
        .from(dressCodeIcons)
        .where(eq(dressCodeIcons.id, id))
        .limit(1);
      return row ?? null;
    },

    async findItinerary(id: number): Promise<ItineraryIconRow | null> {
      const [row] = await db
        .select()
        .from(itineraryIcons)
        .where(eq(itineraryIcons.id, id))
        .limit(1);
      return row ?? null;
    },
  };
}

export type IconsRepository = ReturnType<typeof createIconsRepository>;
