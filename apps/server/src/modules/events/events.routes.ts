import type { components } from '@convite/api/schema';
import type { FastifyPluginAsync } from 'fastify';
import { requireClient } from '../../http/auth.ts';
import { localize } from '../../http/language.ts';
import { registerItemRoutes } from '../weddings/content-routes.ts';
import { createWeddingAccess } from '../weddings/wedding-access.ts';
import { createEventsRepository } from './events.repository.ts';
import { createEventsService, eventFields } from './events.service.ts';

type Schemas = components['schemas'];
type GuestRoute = { Params: { id: number }; Body: Schemas['EventGuestRequest'] };

/** POST /events, PATCH /events/{id}/<field>, DELETE /events/{id}, and the exclusive guest list. */
export const eventsRoutes: FastifyPluginAsync = async (app) => {
  const service = createEventsService({
    access: createWeddingAccess(app.db),
    events: createEventsRepository(app.db),
    invitationUrl: app.config.invitationUrl,
    publicUrl: (key) => app.storage.publicUrl(key),
    deleteFile: (key) => app.storage.delete(key),
  });
  registerItemRoutes(app, {
    resource: 'events',
    responseKey: 'event',
    fields: eventFields,
    service,
  });

  app.get<{ Params: { id: number }; Reply: Schemas['Guest'][] }>(
    '/events/:id/guests',
    async (request) => service.listGuests(requireClient(request), request.params.id),
  );

  app.post<GuestRoute & { Reply: Schemas['GuestResponse'] }>(
    '/events/:id/add-guest',
    async (request) => {
      const result = await service.addGuest(
        requireClient(request),
        request.params.id,
        request.body.guestId,
      );
      return { ...result, message: localize(result.message, request.language) };
    },
  );

  app.post<GuestRoute & { Reply: Schemas['MessageResponse'] }>(
    '/events/:id/remove-guest',
    async (request) => {
      const result = await service.removeGuest(
        requireClient(request),
        request.params.id,
        request.body.guestId,
      );
      return { message: localize(result.message, request.language) };
    },
  );
};
