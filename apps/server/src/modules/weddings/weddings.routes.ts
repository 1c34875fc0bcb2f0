import { localize } from '@convite/i18n/server-texts';
import type { FastifyPluginAsync } from 'fastify';
import { requireClient, requireAdmin } from '../../http/auth.ts';
import { UnauthenticatedError } from '../../domain/errors.ts';
import { createClientAccounts } from '../clients/client-accounts.service.ts';
import { createIconCatalog } from '../icons/icons.service.ts';
import { registerFieldRoutes } from '../../content-kit/content-routes.ts';
import { createWeddingAccess } from '../../content-kit/wedding-access.ts';
import { createWeddingsRepository } from './weddings.repository.ts';
import { createWeddingsService, staffWeddingFields, weddingFields } from './weddings.service.ts';
import { serve } from '../../http/operations.ts';

/**
 * POST /weddings, GET /weddings/slug-availability, GET /weddings/{id}, GET /weddings/{id}/start-trial and every PATCH
 * /weddings/{id}/<suffix> (slug and date for staff only).
 */
export const weddingsRoutes: FastifyPluginAsync = async (app) => {
  const service = createWeddingsService({
    access: createWeddingAccess(app.db),
    weddings: createWeddingsRepository(app.db),
    clients: createClientAccounts(app.db),
    icons: createIconCatalog(app.db),
    invitationUrl: app.config.invitationUrl,
    publicUrl: (key) => app.storage.publicUrl(key),
  });

  serve(app, 'createWedding', async (request, reply) => {
    const result = await service.create(requireClient(request), request.body);
    return reply.code(201).send({ ...result, message: localize(result.message, request.language) });
  });

  serve(app, 'checkSlugAvailability', async (request) => {
    requireClient(request);
    return service.slugAvailability(request.query.slug);
  });

  serve(app, 'getWedding', async (request) => {
    if (request.auth === null) throw new UnauthenticatedError();
    return service.get(request.auth, request.params.id);
  });

  serve(app, 'startWeddingTrial', async (request) => {
    const result = await service.startTrial(requireClient(request), request.params.id);
    return { ...result, message: localize(result.message, request.language) };
  });

  registerFieldRoutes(app, {
    responseKey: 'wedding',
    fields: weddingFields,
    update: service.update,
  });
  registerFieldRoutes(app, {
    responseKey: 'wedding',
    fields: staffWeddingFields,
    principal: requireAdmin,
    update: (_adminId, id, body) => service.updateAsStaff(id, body),
  });
};
