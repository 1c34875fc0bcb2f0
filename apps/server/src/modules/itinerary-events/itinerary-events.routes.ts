import type { FastifyPluginAsync } from 'fastify';
import { createIconCatalog } from '../icons/icons.service.ts';
import { registerItemRoutes } from '../../content-kit/content-routes.ts';
import { createWeddingAccess } from '../../content-kit/wedding-access.ts';
import { createItineraryEventsRepository } from './itinerary-events.repository.ts';
import { createItineraryEventsService, itineraryEventFields } from './itinerary-events.service.ts';

/** POST /itinerary-events, PATCH /itinerary-events/{id}/name|datetime|icon-id, DELETE. */
export const itineraryEventsRoutes: FastifyPluginAsync = async (app) => {
  const service = createItineraryEventsService({
    access: createWeddingAccess(app.db),
    itineraryEvents: createItineraryEventsRepository(app.db),
    icons: createIconCatalog(app.db),
  });
  registerItemRoutes(app, {
    createOperationId: 'createItineraryEvent',
    deleteOperationId: 'deleteItineraryEvent',
    responseKey: 'itineraryEvent',
    fields: itineraryEventFields,
    service,
  });
};
