import { endpointKey } from '@convite/api/query';
import type { components } from '@convite/api/schema';
import { $api, apiClient } from '../../../lib/api.ts';

export type AdminWedding = components['schemas']['AdminWedding'];

export const WEDDING_KEYS = [endpointKey('get', '/weddings'), endpointKey('get', '/weddings/{id}')];

export const useWeddings = (query: { page: number; search?: string }) =>
  $api.useQuery('get', '/weddings', { params: { query } });

export const useWedding = (id: number) =>
  $api.useQuery('get', '/weddings/{id}', { params: { path: { id } } });

/** The wedding's client, for the name on the client link (the wedding carries only the id). */
export const useWeddingClient = (clientId: number | undefined) =>
  $api.useQuery(
    'get',
    '/clients/{id}',
    { params: { path: { id: clientId ?? 0 } } },
    { enabled: clientId !== undefined },
  );

export const usePlans = (enabled: boolean) =>
  $api.useQuery('get', '/invitation-plans', {}, { enabled });

// The calls take several weddings at once; the detail changes its own.
export async function setWeddingActive({ id, active }: { id: number; active: boolean }) {
  const { data } = await apiClient.POST('/admins/update-weddings-active', {
    body: { weddingId: [id], active },
  });
  return { message: data?.message ?? '' };
}

export async function setWeddingPlan({ id, planId }: { id: number; planId: number }) {
  const { data } = await apiClient.POST('/admins/update-weddings-invitation-plan', {
    body: { weddingId: [id], invitationPlanId: planId },
  });
  return { message: data?.message ?? '' };
}
