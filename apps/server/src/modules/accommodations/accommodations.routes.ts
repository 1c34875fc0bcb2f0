import type { FastifyPluginAsync } from 'fastify';
import { registerItemRoutes } from '../../content-kit/content-routes.ts';
import { createWeddingAccess } from '../../content-kit/wedding-access.ts';
import { createAccommodationsRepository } from './accommodations.repository.ts';
import { accommodationFields, createAccommodationsService } from './accommodations.service.ts';

/** POST /accommodations, PATCH /accommodations/{id}/<field>, DELETE /accommodations/{id}. */
export const accommodationsRoutes: FastifyPluginAsync = async (app) => {
  const service = createAccommodationsService({
    access: createWeddingAccess(app.db),
    accommodations: createAccommodationsRepository(app.db),
  });
  registerItemRoutes(app, {
    createOperationId: 'createAccommodation',
    deleteOperationId: 'deleteAccommodation',
    responseKey: 'accommodation',
    fields: accommodationFields,
    service,
  });
};
