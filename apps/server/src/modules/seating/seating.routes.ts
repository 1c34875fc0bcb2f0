import type { FastifyPluginAsync } from 'fastify';
import { requireClient } from '../../http/auth.ts';
import { createWeddingAccess } from '../../content-kit/wedding-access.ts';
import { sendFile } from '../../http/file-download.ts';
import { serve } from '../../http/operations.ts';
import { createSeatingRepository } from './seating.repository.ts';
import { createSeatingService } from './seating.service.ts';

/**
 * GET and PUT /weddings/{id}/tables, PUT /weddings/{id}/seating: the tables and who sits where;
 * GET /weddings/{id}/seating/chart and …/place-cards: the same, printed.
 */
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

  serve(app, 'downloadSeatingChart', async (request, reply) => {
    const write = await service.seatingChart(requireClient(request), request.params.id);
    const file = { type: 'application/pdf', name: 'seating-chart.pdf' };
    return sendFile(request, reply, file, (output) => write(output, request.language));
  });

  serve(app, 'downloadPlaceCards', async (request, reply) => {
    const write = await service.placeCards(requireClient(request), request.params.id);
    const file = { type: 'application/pdf', name: 'place-cards.pdf' };
    return sendFile(request, reply, file, (output) => write(output, request.language));
  });
};
