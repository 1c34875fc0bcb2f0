import { endpointKey } from '@convite/api/query';
import type { components } from '@convite/api/schema';
import { $api, apiClient } from '../../../lib/api.ts';

export type FailedJob = components['schemas']['FailedJob'];

export const FAILED_JOB_KEYS = [endpointKey('get', '/jobs/failed')];

/** GET /jobs/failed: 20 a page, most recently failed first. */
export const useFailedJobs = (query: { page: number }) =>
  $api.useQuery('get', '/jobs/failed', { params: { query } });

export async function retryJob(id: string) {
  const { data } = await apiClient.POST('/jobs/{id}/retry', { params: { path: { id } } });
  return { message: data?.message ?? '' };
}
