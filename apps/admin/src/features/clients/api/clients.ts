import { endpointKey } from '@convite/api/query';
import type { components } from '@convite/api/schema';
import { $api, apiClient } from '../../../lib/api.ts';

export type Client = components['schemas']['Client'];

export const CLIENT_KEYS = [endpointKey('get', '/clients'), endpointKey('get', '/clients/{id}')];

/** GET /clients: 20 a page, newest first. */
export const useClients = (query: { page: number; search?: string }) =>
  $api.useQuery('get', '/clients', { params: { query } });

export const useClient = (id: number) =>
  $api.useQuery('get', '/clients/{id}', { params: { path: { id } } });

export async function verifyClient(clientId: number) {
  const { data } = await apiClient.POST('/admins/verify-client', { body: { clientId } });
  return { message: data?.message ?? '' };
}
