import { localize } from '@convite/i18n/server-texts';
import type { FastifyPluginAsync } from 'fastify';
import { requireClient } from '../../http/auth.ts';
import { serve } from '../../http/operations.ts';
import { createWeddingAccess } from '../../content-kit/wedding-access.ts';
import { createGuestAdministration } from './guest-administration.ts';
import { guestFormErrors } from './guest-values.ts';
import { createGuestsRepository } from './guests.repository.ts';
import { createGuestsService } from './guests.service.ts';

/** The guest list: pages, search, summary and the form's writes to one guest. */
export const guestsRoutes: FastifyPluginAsync = async (app) => {
  const access = createWeddingAccess(app.db);
  const guests = createGuestsRepository(app.db);
  const service = createGuestsService({
    access,
    administration: createGuestAdministration({ access, guests }),
    guests,
    invitationUrl: app.config.invitationUrl,
  });

  serve(app, 'listGuests', async (request) =>
    service.list(
      requireClient(request),
      request.body.weddingId,
      request.body.page ?? 1,
      request.body.status,
      request.body.sort,
    ),
  );

  serve(app, 'getGuest', async (request) => service.get(requireClient(request), request.params.id));

  serve(app, 'searchGuests', async (request) =>
    service.search(requireClient(request), request.body.weddingId, request.body.name),
  );

  serve(app, 'getGuestSummary', async (request) =>
    service.summary(requireClient(request), request.body.weddingId),
  );

  serve(app, 'createGuest', { config: { bodyChecks: guestFormErrors } }, async (request, reply) => {
    const { weddingId, ...input } = request.body;
    const result = await service.create(requireClient(request), weddingId, input);
    return reply.code(201).send({ ...result, message: localize(result.message, request.language) });
  });

  serve(app, 'updateGuest', { config: { bodyChecks: guestFormErrors } }, async (request) => {
    const result = await service.replace(requireClient(request), request.params.id, request.body);
    return { ...result, message: localize(result.message, request.language) };
  });

  // Each operation sets one field of the guest.
  const patches = {
    updateGuestName: 'name',
    updateGuestLastName: 'lastName',
    updateGuestMaxGuestsAllowed: 'maxGuestsAllowed',
    updateGuestSent: 'sent',
  } as const;
  for (const [operationId, field] of Object.entries(patches)) {
    serve(app, operationId as keyof typeof patches, async (request) => {
      const value = (request.body as Record<string, unknown>)[field];
      const result = await service.patch(requireClient(request), request.params.id, {
        [field]: value,
      });
      return { ...result, message: localize(result.message, request.language) };
    });
  }

  serve(app, 'deleteGuest', async (request) => {
    const result = await service.remove(requireClient(request), request.params.id);
    return { message: localize(result.message, request.language) };
  });
};
