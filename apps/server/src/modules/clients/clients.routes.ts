import { localize } from '@convite/i18n/server-texts';
import type { FastifyPluginAsync } from 'fastify';
import { requireClient, requireSession } from '../../http/auth.ts';
import { sendFile } from '../../http/file-download.ts';
import { createStorageArchive } from '../../storage/file-storage.ts';
import { createGuestWorkbooks } from '../guests/guest-workbooks.service.ts';
import { createAccountDataRepository } from './account-data.repository.ts';
import { createAccountDataService } from './account-data.service.ts';
import { createClientsAdminService } from './clients-admin.service.ts';
import { accountFormErrors } from '../../security/account-form.ts';
import { createClientsRepository } from './clients.repository.ts';
import { createClientsService } from './clients.service.ts';
import { serve } from '../../http/operations.ts';

/**
 * The client's own account (GET /clients/me, PATCH /clients/{id}/name-lastname, the download of all
 * its data and its closing) and staff's view of all accounts (GET /clients, GET and DELETE
 * /clients/{id}; admins only, by the contract's x-access).
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

  const storageArchive = createStorageArchive(app.config.storage);
  const accountData = createAccountDataService({
    accounts: createAccountDataRepository(app.db),
    guestWorkbooks: createGuestWorkbooks(app.db, app.config.invitationUrl),
    limiter: app.rateLimiter,
    readFile: async (key) => (await storageArchive.read(key))?.body ?? null,
    storage: app.storage,
    reportOrphan: (error, key) =>
      app.log.warn({ err: error, key }, "could not delete a closed account's file"),
  });
  /** The signed-in couple, with when they signed in (the re-check of a Google-only account). */
  const clientSession = (request: Parameters<typeof requireSession>[0]) => {
    const clientId = requireClient(request);
    return { clientId, issuedAt: requireSession(request).issuedAt };
  };

  serve(app, 'getMe', async (request) => service.me(requireClient(request)));

  serve(app, 'exportClientData', async (request, reply) => {
    const write = await accountData.exportData(clientSession(request), request.body.password);
    const file = { type: 'application/zip', name: 'convite-mis-datos.zip' };
    return sendFile(request, reply, file, (output) => write(output, request.language));
  });

  serve(app, 'deleteClientAccount', async (request) => {
    const result = await accountData.closeAccount(clientSession(request), request.body.password);
    return { message: localize(result.message, request.language) };
  });

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
