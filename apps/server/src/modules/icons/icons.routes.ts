import type { FastifyPluginAsync } from 'fastify';
import { toDressCodeIconDto, toItineraryIconDto } from './icon-dto.ts';
import { createIconsRepository } from './icons.repository.ts';
import { serve } from '../../http/operations.ts';

/** GET /icons/dress-code and GET /icons/itinerary: the seeded icons, with their SVG. */
export const iconsRoutes: FastifyPluginAsync = async (app) => {
  const icons = createIconsRepository(app.db);
  serve(app, 'listDressCodeIcons', async () =>
    (await icons.listDressCode()).map(toDressCodeIconDto),
  );
  serve(app, 'listItineraryIcons', async () =>
    (await icons.listItinerary()).map(toItineraryIconDto),
  );
};
