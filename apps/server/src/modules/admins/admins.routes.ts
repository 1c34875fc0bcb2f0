import type { components } from '@convite/api/schema';
import type { FastifyPluginAsync } from 'fastify';
import { localize } from '../../http/language.ts';
import { createClientsRepository } from '../clients/clients.repository.ts';
import { createAdminsRepository } from './admins.repository.ts';
import { createAdminsService } from './admins.service.ts';

type Schemas = components['schemas'];

/**
 * GET /weddings (staff's list of every wedding) and POST /admins/verify-client,
 * /admins/update-weddings-invitation-plan, /admins/update-weddings-active.
 */
export const adminsRoutes: FastifyPluginAsync = async (app) => {
  const service = createAdminsService({
    admins: createAdminsRepository(app.db),
    clients: createClientsRepository(app.db),
    invitationUrl: app.config.invitationUrl,
  });

  app.get<{ Querystring: { page: number; search?: string }; Reply: Schemas['WeddingPage'] }>(
    '/weddings',
    async (request) => service.listWeddings(request.query.page, request.query.search),
  );

  app.post<{ Body: Schemas['VerifyClientByAdminRequest']; Reply: Schemas['ClientResponse'] }>(
    '/admins/verify-client',
    async (request) => {
      const result = await service.verifyClient(request.body.clientId);
      return { ...result, message: localize(result.message, request.language) };
    },
  );

  app.post<{
    Body: Schemas['UpdateWeddingsInvitationPlanRequest'];
    Reply: Schemas['AdminWeddingsResponse'];
  }>('/admins/update-weddings-invitation-plan', async (request) => {
    const result = await service.updatePlan(request.body.weddingId, request.body.invitationPlanId);
    return { ...result, message: localize(result.message, request.language) };
  });

  app.post<{
    Body: Schemas['UpdateWeddingsActiveRequest'];
    Reply: Schemas['AdminWeddingsResponse'];
  }>('/admins/update-weddings-active', async (request) => {
    const result = await service.updateActive(request.body.weddingId, request.body.active);
    return { ...result, message: localize(result.message, request.language) };
  });
};
