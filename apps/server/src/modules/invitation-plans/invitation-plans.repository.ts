import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { invitationPlanFeatures, invitationPlans } from '../../db/schema/plans.ts';
import type { PlanWithFeatures } from '../../content-kit/wedding-access.repository.ts';

export function createInvitationPlansRepository(db: Db) {
  return {
    /** Every plan on sale in the order the landing shows them, each with its features. */
    async listWithFeatures(): Promise<PlanWithFeatures[]> {
      const plans = await db
        .select()
        .from(invitationPlans)
        .orderBy(
          asc(invitationPlans.sortOrder),
          asc(invitationPlans.priceMxn),
          asc(invitationPlans.id),
        );
      if (plans.length === 0) return [];
      const features = await db
        .select()
        .from(invitationPlanFeatures)
        .where(
          inArray(
            invitationPlanFeatures.invitationPlanId,
            plans.map((plan) => plan.id),
          ),
        )
        .orderBy(asc(invitationPlanFeatures.id));
      return plans.map((plan) => ({
        ...plan,
        features: features.filter((feature) => feature.invitationPlanId === plan.id),
      }));
    },
  };
}

export type InvitationPlansRepository = ReturnType<typeof createInvitationPlansRepository>;
