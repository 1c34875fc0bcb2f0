import type { FastifyPluginAsync } from 'fastify';
import { toDressCodeIconDto, toItineraryIconDto } from './icon-dto.ts';
import { createIconsRepository } from './icons.repository.ts';

/** GET /icons/dress-code and GET /icons/itinerary: the seeded icons, with their SVG. */
export const iconsRoutes: FastifyPluginAsync = async (app) => {
  const icons = createIconsRepository(app.db);
  app.get('/icons/dress-code', async () => (await icons.listDressCode()).map(toDressCodeIconDto));
  app.get('/icons/itinerary', async () => (await icons.listItinerary()).map(toItineraryIconDto));
};
