import type { FastifyPluginAsync } from 'fastify';
import { requireClient } from '../../http/auth.ts';
import { createWeddingAccess } from '../../content-kit/wedding-access.ts';
import { toInvitationPlanDto } from './invitation-plan-dto.ts';
import { createInvitationPlansRepository } from './invitation-plans.repository.ts';
import { createInvitationPlansService } from './invitation-plans.service.ts';
import { serve } from '../../http/operations.ts';

/**
 * GET /invitation-plans: the plans on sale, public (the landing shows them).
 * POST /invitation-plans/upgrade-options: what a couple's wedding can buy, at the price it pays.
 */
export const invitationPlansRoutes: FastifyPluginAsync = async (app) => {
  const plans = createInvitationPlansRepository(app.db);
  const service = createInvitationPlansService({ access: createWeddingAccess(app.db), plans });

  serve(app, 'listInvitationPlans', async () =>
    (await plans.listWithFeatures()).map(toInvitationPlanDto),
  );

  serve(app, 'listUpgradeOptions', async (request) =>
    service.upgradeOptions(requireClient(request), request.body.weddingId),
  );
};
