import type { components } from '@convite/api/schema';
import type { PlanRow } from '../../content-kit/wedding-access.repository.ts';
import type { WeddingAccess } from '../../content-kit/wedding-access.ts';
import { toInvitationPlanDto } from './invitation-plan-dto.ts';
import type { InvitationPlansRepository } from './invitation-plans.repository.ts';

export type UpgradeOptionDto = components['schemas']['UpgradeOption'];

/**
 * What buying `target` costs a wedding whose plan is `current` (null: test mode, the full price), or
 * null when it is not a move up (the same plan, or one not dearer than the current one).
 */
export function planPurchasePrice(
  current: Pick<PlanRow, 'id' | 'priceMxn'> | null,
  target: Pick<PlanRow, 'id' | 'priceMxn'>,
): number | null {
  if (current === null) return target.priceMxn;
  if (target.id === current.id || target.priceMxn <= current.priceMxn) return null;
  return target.priceMxn - current.priceMxn;
}

export function createInvitationPlansService(deps: {
  access: WeddingAccess;
  plans: InvitationPlansRepository;
}) {
  return {
    /**
     * The plans the caller's wedding can buy: with a plan, the dearer ones at the difference; in test
     * mode (also once the trial has ended), every plan at its full price. Cheapest first; 404 for
     * another client's wedding.
     */
    async upgradeOptions(clientId: number, weddingId: number): Promise<UpgradeOptionDto[]> {
      const wedding = await deps.access.ownedWedding(clientId, weddingId);
      const options: UpgradeOptionDto[] = [];
      for (const plan of await deps.plans.listWithFeatures()) {
        const upgradePriceMxn = planPurchasePrice(wedding.plan, plan);
        if (upgradePriceMxn !== null)
          options.push({ ...toInvitationPlanDto(plan), upgradePriceMxn });
      }
      return options;
    },
  };
}
