import type { Db } from '../../db/database.ts';
import { giftRegistries, type GiftRegistryRow } from '../../db/schema/content.ts';
import type { ItemStore } from '../../content-kit/owned-content.ts';
import { createWeddingChildStore } from '../../content-kit/wedding-child-store.ts';

export type { GiftRegistryRow };

export function createGiftRegistriesRepository(
  db: Db,
): ItemStore<GiftRegistryRow, { weddingId?: unknown }> {
  return createWeddingChildStore(db, giftRegistries);
}
