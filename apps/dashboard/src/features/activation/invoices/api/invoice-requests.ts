import type { components } from '@convite/api/schema';
import { hasErrorCode } from '@convite/api/api-error';
import { showSnack } from '@convite/ui/snack-store';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { $api } from '../../../../lib/api.ts';

export type InvoiceRequest = components['schemas']['InvoiceRequest'];

/** GET /weddings/{id}/invoice-requests: what the payments list shows beside each payment. */
export const invoiceRequestsQuery = (weddingId: number) =>
  $api.queryOptions('get', '/weddings/{id}/invoice-requests', {
    params: { path: { id: weddingId } },
  });

export function useInvoiceRequests(weddingId: number) {
  return useQuery(invoiceRequestsQuery(weddingId));
}

/**
 * POST /payments/{id}/invoice-request. On success the server's message in the green snack and the
 * requests reloaded; `invoice_not_requestable` (already requested, month ended) reloads them too, so
 * the row shows why.
 * Errors are the caller's (the form shows 422s under its fields).
 */
export function useRequestInvoice(weddingId: number) {
  const queryClient = useQueryClient();
  const reload = () =>
    queryClient.invalidateQueries({ queryKey: invoiceRequestsQuery(weddingId).queryKey });
  return $api.useMutation('post', '/payments/{id}/invoice-request', {
    onSuccess: (data) => {
      showSnack('success', data.message);
      void reload();
    },
    onError: (error) => {
      if (hasErrorCode(error, 'invoice_not_requestable')) void reload();
    },
  });
}
