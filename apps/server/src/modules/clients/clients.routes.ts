import type { components } from '@convite/api/schema';
import type { FastifyPluginAsync } from 'fastify';
import { requireClient } from '../../http/auth.ts';
import { localize } from '../../http/language.ts';
import { createClientsRepository } from './clients.repository.ts';
import { createClientsService } from './clients.service.ts';

type Schemas = components['schemas'];

/** The client's own account: GET /clients/me and PATCH /clients/{id}/name-lastname. */
export const clientsRoutes: FastifyPluginAsync = async (app) => {
  const service = createClientsService({ clients: createClientsRepository(app.db) });

  app.get<{ Reply: Schemas['Client'] }>('/clients/me', async (request) =>
    service.me(requireClient(request)),
  );

  app.patch<{
    Params: { id: number };
    Body: Schemas['UpdateClientNameLastNameRequest'];
    Reply: Schemas['ClientResponse'];
  }>('/clients/:id/name-lastname', async (request) => {
    const result = await service.updateNameLastName(
      requireClient(request),
      request.params.id,
      request.body,
    );
    return { ...result, message: localize(result.message, request.language) };
  });
};
