import type { components } from '@convite/api/schema';
import { useQuery } from '@tanstack/react-query';
import { $api } from './api.ts';

export type InvitationPlan = components['schemas']['InvitationPlan'];

/** GET /invitation-plans: the plans on sale, cheapest first (public: the landing and the plan tab). */
export const plansQuery = () => $api.queryOptions('get', '/invitation-plans');

export function usePlans() {
  return useQuery(plansQuery());
}
