import type { components } from '@convite/api/schema';
import type { FastifyPluginAsync } from 'fastify';
import { requireClient } from '../../http/auth.ts';
import { localize } from '../../http/language.ts';
import { createClientsAdminService } from './clients-admin.service.ts';
import { accountFormErrors } from '../auth/account-form.ts';
import { createClientsRepository } from './clients.repository.ts';
import { createClientsService } from './clients.service.ts';

type Schemas = components['schemas'];

/**
 * The client's own account (GET /clients/me, PATCH /clients/{id}/name-lastname) and staff's view of
 * all accounts (GET /clients, GET and DELETE /clients/{id}; admins only, by the contract's x-access).
 */
export const clientsRoutes: FastifyPluginAsync = async (app) => {
  const repository = createClientsRepository(app.db);
  const service = createClientsService({ clients: repository });
  const admin = createClientsAdminService({
    clients: repository,
    storage: app.storage,
    reportOrphan: (error, key) =>
      app.log.warn({ err: error, key }, 'could not delete a deleted client file'),
  });

  app.get<{ Reply: Schemas['Client'] }>('/clients/me', async (request) =>
    service.me(requireClient(request)),
  );

  app.patch<{
    Params: { id: number };
    Body: Schemas['UpdateClientNameLastNameRequest'];
    Reply: Schemas['ClientResponse'];
  }>(
    '/clients/:id/name-lastname',
    { config: { bodyChecks: accountFormErrors } },
    async (request) => {
      const result = await service.updateNameLastName(
        requireClient(request),
        request.params.id,
        request.body,
      );
      return { ...result, message: localize(result.message, request.language) };
    },
  );

  app.get<{ Querystring: { page: number; search?: string }; Reply: Schemas['ClientPage'] }>(
    '/clients',
    async (request) => admin.list(request.query.page, request.query.search),
  );

  app.get<{ Params: { id: number }; Reply: Schemas['Client'] }>('/clients/:id', async (request) =>
    admin.get(request.params.id),
  );

  app.delete<{ Params: { id: number }; Reply: Schemas['MessageResponse'] }>(
    '/clients/:id',
    async (request) => {
      const result = await admin.remove(request.params.id);
      return { message: localize(result.message, request.language) };
    },
  );
};
