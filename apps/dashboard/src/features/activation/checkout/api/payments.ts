import type { components } from '@convite/api/schema';
import { endpointKey } from '@convite/api/query';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { $api, apiClient } from '../../../../lib/api.ts';
import { weddingQuery } from '../../../../lib/wedding.ts';

export type Payment = components['schemas']['Payment'];
export type WeddingPayment = components['schemas']['WeddingPayment'];
export type CheckoutResponse = components['schemas']['CheckoutResponse'];
export type NextAction = components['schemas']['PaymentNextAction'];
export type InstallmentMonths = components['schemas']['InstallmentMonths'];

/** GET /weddings/{id}/payments: paid and pending payments, newest first (declined ones left out). */
export const weddingPaymentsQuery = (weddingId: number) =>
  $api.queryOptions('get', '/weddings/{id}/payments', { params: { path: { id: weddingId } } });

/**
 * The wedding's payments, read again when the couple comes back to the tab (an OXXO voucher may have
 * been paid, or have expired, meanwhile).
 */
export function useWeddingPayments(weddingId: number) {
  return useQuery({ ...weddingPaymentsQuery(weddingId), refetchOnWindowFocus: true });
}

/** The pending payment the couple still has to finish, if any (at most one: checkout answers `payment_pending`). */
export function pendingPayment(payments: WeddingPayment[] | undefined): WeddingPayment | null {
  return payments?.find((payment) => payment.status === 'pending') ?? null;
}

const UPGRADE_OPTIONS_KEY = endpointKey('post', '/invitation-plans/upgrade-options');

/**
 * Reloads what a payment's change touches: the wedding (its plan and active flag), its payments and
 * the upgrade options. Not awaited by callers: a modal closes at once while the tab reloads behind it.
 */
export function useReloadAfterPayment(weddingId: number) {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: weddingQuery(weddingId).queryKey });
    void queryClient.invalidateQueries({ queryKey: weddingPaymentsQuery(weddingId).queryKey });
    void queryClient.invalidateQueries({ queryKey: UPGRADE_OPTIONS_KEY });
  }, [queryClient, weddingId]);
}

async function answer(call: Promise<{ data?: CheckoutResponse }>): Promise<CheckoutResponse> {
  const { data } = await call;
  if (!data) throw new Error('The payment step answered without a body');
  return data;
}

/** The steps of a pending payment; each answers the payment as it is now. Errors are the caller's. */
export const paymentSteps = {
  /** POST /payments/{id}/refresh: after the bank's 3-D Secure, or "I already paid". */
  refresh: (id: number) =>
    answer(apiClient.POST('/payments/{id}/refresh', { params: { path: { id } } })),
  /** POST /payments/{id}/installments: meses sin intereses (months) or one payment (null). */
  chooseInstallments: (id: number, months: InstallmentMonths | null) =>
    answer(
      apiClient.POST('/payments/{id}/installments', {
        params: { path: { id } },
        body: { months },
      }),
    ),
  /** POST /payments/{id}/test-authentication: the embedded gateway's 3-D Secure challenge. */
  answerTestAuthentication: (id: number, approve: boolean) =>
    answer(
      apiClient.POST('/payments/{id}/test-authentication', {
        params: { path: { id } },
        body: { approve },
      }),
    ),
  /** POST /payments/{id}/cancel: give up a voucher or transfer to pay another way. */
  cancel: (id: number) =>
    answer(apiClient.POST('/payments/{id}/cancel', { params: { path: { id } } })),
};
