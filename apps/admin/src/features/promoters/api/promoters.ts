import { endpointKey } from '@convite/api/query';
import type { components } from '@convite/api/schema';
import { $api, apiClient } from '../../../lib/api.ts';

export type Promoter = components['schemas']['Promoter'];
export type PromoterDetail = components['schemas']['PromoterDetail'];
export type PromoCode = components['schemas']['PromoCode'];
export type PromoCodeRequest = components['schemas']['PromoCodeRequest'];
export type PromoterRequest = components['schemas']['UpdatePromoterRequest'];

export const PROMOTER_KEYS = [
  endpointKey('get', '/promoters'),
  endpointKey('get', '/promoters/{id}'),
];

export const usePromoters = (query: { page: number; search?: string }) =>
  $api.useQuery('get', '/promoters', { params: { query } });

export const usePromoter = (id: number) =>
  $api.useQuery('get', '/promoters/{id}', { params: { path: { id } } });

/** The promoter's own page (GET /promoters/me). */
export const OWN_PROMOTER_PATH = '/promoters/me';

/**
 * The signed-in promoter's codes and commissions, asked with their own token: staff signed in on
 * the same browser would otherwise send theirs first.
 */
export const useOwnPromoter = (token: string | null) =>
  $api.useQuery(
    'get',
    OWN_PROMOTER_PATH,
    { headers: { Authorization: `Bearer ${token ?? ''}` } },
    { enabled: token !== null },
  );

export async function createPromoter(body: PromoterRequest & { password: string }) {
  const { data } = await apiClient.POST('/promoters', { body });
  return { message: data?.message ?? '' };
}

export async function updatePromoter({ id, body }: { id: number; body: PromoterRequest }) {
  const { data } = await apiClient.PUT('/promoters/{id}', { params: { path: { id } }, body });
  return { message: data?.message ?? '' };
}

export async function deletePromoter(id: number) {
  const { data } = await apiClient.DELETE('/promoters/{id}', { params: { path: { id } } });
  return { message: data?.message ?? '' };
}

/** Creates a code for the promoter, or saves an existing one (`id`). */
export async function savePromoCode({
  promoterId,
  id,
  body,
}: {
  promoterId: number;
  id?: number;
  body: PromoCodeRequest;
}) {
  const { data } =
    id === undefined
      ? await apiClient.POST('/promoters/{promoterId}/promo-codes', {
          params: { path: { promoterId } },
          body,
        })
      : await apiClient.PUT('/promoters/promo-codes/{id}', { params: { path: { id } }, body });
  return { message: data?.message ?? '' };
}
