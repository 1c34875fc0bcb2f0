import type { FastifyPluginAsync } from 'fastify';
import { requireClient } from '../../http/auth.ts';
import { createWeddingAccess } from '../../content-kit/wedding-access.ts';
import { serve } from '../../http/operations.ts';
import { createSeatingRepository } from './seating.repository.ts';
import { createSeatingService } from './seating.service.ts';

/** GET and PUT /weddings/{id}/tables, PUT /weddings/{id}/seating: the tables and who sits where. */
export const seatingRoutes: FastifyPluginAsync = async (app) => {
  const service = createSeatingService({
    access: createWeddingAccess(app.db),
    seating: createSeatingRepository(app.db),
  });

  serve(app, 'getWeddingSeating', async (request) =>
    service.get(requireClient(request), request.params.id),
  );

  serve(app, 'updateWeddingTables', async (request) =>
    service.updateTables(requireClient(request), request.params.id, request.body.tables),
  );

  serve(app, 'updateWeddingSeating', async (request) =>
    service.seat(requireClient(request), request.params.id, request.body.seats),
  );
};
