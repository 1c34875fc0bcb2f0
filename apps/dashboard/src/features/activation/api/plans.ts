import type { components } from '@convite/api/schema';
import { endpointKey } from '@convite/api/query';
import { showSnack } from '@convite/ui/snack-store';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { $api, apiClient } from '../../../lib/api.ts';
import { weddingQuery } from '../../../lib/wedding.ts';

export type UpgradeOption = components['schemas']['UpgradeOption'];
export type CheckoutRequest = components['schemas']['CheckoutRequest'];

/** POST /invitation-plans/upgrade-options: the dearer plans, each at the difference in price. */
export const upgradeOptionsQuery = (weddingId: number) =>
  $api.queryOptions('post', '/invitation-plans/upgrade-options', { body: { weddingId } });

/** Every cached list of upgrade options (one per wedding), refreshed after a payment. */
const UPGRADE_OPTIONS_KEY = endpointKey('post', '/invitation-plans/upgrade-options');

export function useUpgradeOptions(weddingId: number, enabled: boolean) {
  return useQuery({ ...upgradeOptionsQuery(weddingId), enabled });
}

/** POST /promo-codes/get-by-code: the discount of a valid code; errors are the caller's to show. */
export function usePromoCodeLookup() {
  return $api.useMutation('post', '/promo-codes/get-by-code');
}

/**
 * POST /payments/checkout. On success: the server's message in the green snack, then the wedding
 * (its plan, active flag and payments) and the upgrade options reloaded. Errors are the caller's.
 */
export function useCheckout(weddingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CheckoutRequest) => {
      const { data } = await apiClient.POST('/payments/checkout', { body });
      return data;
    },
    onSuccess: (data) => {
      if (data) showSnack('success', data.message);
      // Not awaited: the checkout closes at once while the tab reloads behind it.
      void queryClient.invalidateQueries({ queryKey: weddingQuery(weddingId).queryKey });
      void queryClient.invalidateQueries({ queryKey: UPGRADE_OPTIONS_KEY });
    },
  });
}
