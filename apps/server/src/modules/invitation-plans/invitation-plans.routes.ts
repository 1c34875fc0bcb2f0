import type { components } from '@convite/api/schema';
import type { FastifyPluginAsync } from 'fastify';
import { toInvitationPlanDto } from './invitation-plan-dto.ts';
import { createInvitationPlansRepository } from './invitation-plans.repository.ts';

type Schemas = components['schemas'];

/** GET /invitation-plans: the plans on sale, public (the landing shows them). */
export const invitationPlansRoutes: FastifyPluginAsync = async (app) => {
  const plans = createInvitationPlansRepository(app.db);

  app.get<{ Reply: Schemas['InvitationPlan'][] }>('/invitation-plans', async () =>
    (await plans.listWithFeatures()).map(toInvitationPlanDto),
  );
};
