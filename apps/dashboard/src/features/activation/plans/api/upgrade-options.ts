import type { components } from '@convite/api/schema';
import { useQuery } from '@tanstack/react-query';
import { $api } from '../../../../lib/api.ts';

export type UpgradeOption = components['schemas']['UpgradeOption'];

/** POST /invitation-plans/upgrade-options: the dearer plans, each at the difference in price. */
export const upgradeOptionsQuery = (weddingId: number) =>
  $api.queryOptions('post', '/invitation-plans/upgrade-options', { body: { weddingId } });

export function useUpgradeOptions(weddingId: number, enabled: boolean) {
  return useQuery({ ...upgradeOptionsQuery(weddingId), enabled });
}
