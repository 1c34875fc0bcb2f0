import { localize } from '@convite/i18n/server-texts';
import type { FastifyPluginAsync } from 'fastify';
import { requireClient } from '../../http/auth.ts';
import { createClientsAdminService } from './clients-admin.service.ts';
import { accountFormErrors } from '../../security/account-form.ts';
import { createClientsRepository } from './clients.repository.ts';
import { createClientsService } from './clients.service.ts';
import { serve } from '../../http/operations.ts';

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

  serve(app, 'getMe', async (request) => service.me(requireClient(request)));

  serve(
    app,
    'updateClientNameLastName',
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

  serve(app, 'listClients', async (request) =>
    admin.list(request.query.page, request.query.search),
  );

  serve(app, 'getClient', async (request) => admin.get(request.params.id));

  serve(app, 'deleteClient', async (request) => {
    const result = await admin.remove(request.params.id);
    return { message: localize(result.message, request.language) };
  });
};
