import type { components } from '@convite/api/schema';
import { hasErrorCode } from '@convite/api/api-error';
import { endpointKey } from '@convite/api/query';
import { showSnack } from '@convite/ui/snack-store';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportError } from '../../../lib/error-message.ts';
import { $api, apiClient } from '../../../lib/api.ts';

export type AdminPayment = components['schemas']['AdminPayment'];
export type TestSettlement = components['schemas']['TestSettlementRequest']['outcome'];

/** GET /payments: 20 a page, newest first; payments have no search. */
export const usePayments = (query: { page: number }) =>
  $api.useQuery('get', '/payments', { params: { query } });

const paymentQuery = (id: number) =>
  $api.queryOptions('get', '/payments/{id}', { params: { path: { id } } });

export const usePayment = (id: number) => useQuery(paymentQuery(id));

/**
 * POST /payments/{id}/test-settlement: what OXXO or the bank would do, with the embedded gateway
 * only. The admin app cannot tell which gateway the API runs, so the API's `test_gateway_only`
 * (Stripe) hides the controls for good: `isAvailable` turns false.
 */
export function useTestSettlement(id: number) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const [isAvailable, setAvailable] = useState(true);
  const mutation = useMutation({
    mutationFn: async (outcome: TestSettlement) => {
      const { data } = await apiClient.POST('/payments/{id}/test-settlement', {
        params: { path: { id } },
        body: { outcome },
      });
      if (!data) throw new Error('Test settlement answered without a body');
      return data;
    },
    onSuccess: (payment) => {
      queryClient.setQueryData(paymentQuery(id).queryKey, payment);
      void queryClient.invalidateQueries({ queryKey: endpointKey('get', '/payments') });
      showSnack('success', t('payments.settled'));
    },
    onError: (error) => {
      // Only the gateway's answer hides them: a payment gone meanwhile is a 404 too.
      if (hasErrorCode(error, 'test_gateway_only')) setAvailable(false);
      reportError(error);
    },
  });
  return { ...mutation, isAvailable };
}
