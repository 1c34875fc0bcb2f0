import type { components } from '@convite/api/schema';
import type { PlanWithFeatures } from '../../content-kit/wedding-access.repository.ts';

export type InvitationPlanDto = components['schemas']['InvitationPlan'];

export function toInvitationPlanDto(plan: PlanWithFeatures): InvitationPlanDto {
  return {
    id: plan.id,
    name: plan.name,
    nameEng: plan.nameEng,
    description: plan.description,
    descriptionEng: plan.descriptionEng,
    priceMxn: plan.priceMxn,
    oldPriceMxn: plan.oldPriceMxn,
    invitationPlanFeatures: plan.features.map((feature) => ({
      id: feature.id,
      slug: feature.slug,
      max: feature.max,
      feature: feature.feature,
      featureEng: feature.featureEng,
    })),
  };
}
