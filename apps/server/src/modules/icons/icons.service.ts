// The icons as other modules check a choice against them: a wedding's dress and suit icons, an
// itinerary item's icon.
import { createIconsRepository, type IconsRepository } from './icons.repository.ts';

export type IconCatalog = Pick<IconsRepository, 'findDressCode' | 'findItinerary'>;

/** Over the database handle of the caller's routes plugin (services do not import src/db). */
export function createIconCatalog(db: Parameters<typeof createIconsRepository>[0]): IconCatalog {
  return createIconsRepository(db);
}
