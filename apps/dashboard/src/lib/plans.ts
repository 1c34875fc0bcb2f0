import type { components } from '@convite/api/schema';
import { featureAllowance } from '@convite/rules/plans';
import { useQuery } from '@tanstack/react-query';
import { $api } from './api.ts';

export type InvitationPlan = components['schemas']['InvitationPlan'];

/** GET /invitation-plans: the plans on sale, cheapest first (public: the landing and the plan tab). */
export const plansQuery = () => $api.queryOptions('get', '/invitation-plans');

export function usePlans() {
  return useQuery(plansQuery());
}

/**
 * The cheapest plan on sale that includes `feature` and is dearer than the wedding's plan (any plan
 * in test mode): what a "not included" screen offers. Undefined when none does.
 */
export function cheapestPlanWith(
  plans: readonly InvitationPlan[],
  current: InvitationPlan | null,
  feature: string,
): InvitationPlan | undefined {
  return [...plans]
    .sort((a, b) => a.priceMxn - b.priceMxn)
    .find(
      (plan) =>
        (current === null || plan.priceMxn > current.priceMxn) &&
        featureAllowance(plan.invitationPlanFeatures, feature).isAvailable,
    );
}
