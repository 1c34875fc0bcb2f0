import type { components } from '@convite/api/schema';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { $api } from './api.ts';

export type Wedding = components['schemas']['Wedding'];

/** GET /weddings/{id}: the wedding with everything in it, cached once for the shell and every tab. */
export const weddingQuery = (id: number) =>
  $api.queryOptions('get', '/weddings/{id}', { params: { path: { id } } });

/** The id of the wedding route (/dashboard/boda/:id). */
export function useWeddingId(): number {
  const { id } = useParams();
  return Number(id);
}

/** The wedding of the current route, from the cache when the shell already loaded it. */
export function useWedding() {
  return useQuery(weddingQuery(useWeddingId()));
}
