import type { Db } from '../../db/database.ts';
import { accommodations, type AccommodationRow } from '../../db/schema/content.ts';
import type { ItemStore } from '../../content-kit/owned-content.ts';
import { createWeddingChildStore } from '../../content-kit/wedding-child-store.ts';

export type { AccommodationRow };

export function createAccommodationsRepository(
  db: Db,
): ItemStore<AccommodationRow, { weddingId?: unknown }> {
  return createWeddingChildStore(db, accommodations);
}
