import { localize } from '@convite/i18n/server-texts';
import type { FastifyPluginAsync } from 'fastify';
import { createClientAccounts } from '../clients/client-accounts.service.ts';
import { createAdminsRepository } from './admins.repository.ts';
import { createAdminsService } from './admins.service.ts';
import { serve } from '../../http/operations.ts';

/**
 * GET /weddings (staff's list of every wedding) and POST /admins/verify-client,
 * /admins/update-weddings-invitation-plan, /admins/update-weddings-active.
 */
export const adminsRoutes: FastifyPluginAsync = async (app) => {
  const service = createAdminsService({
    admins: createAdminsRepository(app.db),
    clients: createClientAccounts(app.db),
    invitationUrl: app.config.invitationUrl,
  });

  serve(app, 'listWeddings', async (request) =>
    service.listWeddings(request.query.page, request.query.search),
  );

  serve(app, 'verifyClientByAdmin', async (request) => {
    const result = await service.verifyClient(request.body.clientId);
    return { ...result, message: localize(result.message, request.language) };
  });

  serve(app, 'updateWeddingsInvitationPlan', async (request) => {
    const result = await service.updatePlan(request.body.weddingId, request.body.invitationPlanId);
    return { ...result, message: localize(result.message, request.language) };
  });

  serve(app, 'updateWeddingsActive', async (request) => {
    const result = await service.updateActive(request.body.weddingId, request.body.active);
    return { ...result, message: localize(result.message, request.language) };
  });
};
