import { localize } from '@convite/i18n/server-texts';
import type { FastifyPluginAsync } from 'fastify';
import { requireClient } from '../../http/auth.ts';
import { registerItemRoutes } from '../../content-kit/content-routes.ts';
import { createWeddingAccess } from '../../content-kit/wedding-access.ts';
import { createEventsRepository } from './events.repository.ts';
import { createEventsService, eventFields } from './events.service.ts';
import { serve } from '../../http/operations.ts';

/**
 * POST /events, PATCH /events/{id}/<field>, DELETE /events/{id}, the exclusive guest list, and PUT
 * /events/{id}/meal-options (the event's menu).
 */
export const eventsRoutes: FastifyPluginAsync = async (app) => {
  const service = createEventsService({
    access: createWeddingAccess(app.db),
    events: createEventsRepository(app.db),
    invitationUrl: app.config.invitationUrl,
    publicUrl: (key) => app.storage.publicUrl(key),
    deleteFile: (key) => app.storage.delete(key),
  });
  registerItemRoutes(app, {
    createOperationId: 'createEvent',
    deleteOperationId: 'deleteEvent',
    responseKey: 'event',
    fields: eventFields,
    service,
  });

  serve(app, 'updateEventMealOptions', async (request) => {
    const result = await service.updateMealOptions(
      requireClient(request),
      request.params.id,
      request.body.mealOptions,
    );
    return { ...result, message: localize(result.message, request.language) };
  });

  serve(app, 'listEventGuests', async (request) =>
    service.listGuests(requireClient(request), request.params.id),
  );

  serve(app, 'addEventGuest', async (request) => {
    const result = await service.addGuest(
      requireClient(request),
      request.params.id,
      request.body.guestId,
    );
    return { ...result, message: localize(result.message, request.language) };
  });

  serve(app, 'removeEventGuest', async (request) => {
    const result = await service.removeGuest(
      requireClient(request),
      request.params.id,
      request.body.guestId,
    );
    return { message: localize(result.message, request.language) };
  });
};
