import type { components } from '@convite/api/schema';
import { useMutation } from '@tanstack/react-query';
import { $api, apiClient } from '../../../../lib/api.ts';
import { useReloadAfterPayment } from './payments.ts';

export type CheckoutRequest = components['schemas']['CheckoutRequest'];

/** POST /promo-codes/get-by-code: the discount of a valid code; errors are the caller's to show. */
export function usePromoCodeLookup() {
  return $api.useMutation('post', '/promo-codes/get-by-code');
}

/**
 * POST /payments/checkout: the payment paid (201) or pending with its next step (202); the wedding,
 * its payments and the upgrade options reload whatever the answer. Errors are the caller's.
 */
export function useCheckout(weddingId: number) {
  const reload = useReloadAfterPayment(weddingId);
  return useMutation({
    mutationFn: async (body: CheckoutRequest) => {
      const { data } = await apiClient.POST('/payments/checkout', { body });
      if (!data) throw new Error('Checkout answered without a body');
      return data;
    },
    // Also after a failure: `payment_pending` means another payment is pending, which the tab then
    // shows.
    onSettled: reload,
  });
}
