import type { components } from '@convite/api/schema';
import { $api } from '../../../lib/api.ts';

export type AdminPayment = components['schemas']['AdminPayment'];

/** GET /payments: 20 a page, newest first; payments have no search. */
export const usePayments = (query: { page: number }) =>
  $api.useQuery('get', '/payments', { params: { query } });

export const usePayment = (id: number) =>
  $api.useQuery('get', '/payments/{id}', { params: { path: { id } } });
