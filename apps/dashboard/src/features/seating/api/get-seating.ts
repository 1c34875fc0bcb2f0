import type { components } from '@convite/api/schema';
import { useQuery } from '@tanstack/react-query';
import { $api } from '../../../lib/api.ts';

export type Seating = components['schemas']['SeatingResponse'];
export type WeddingTable = components['schemas']['WeddingTable'];
export type SeatedPerson = components['schemas']['SeatedPerson'];

/** GET /weddings/{id}/tables: the tables in order with their people, and the people seated nowhere. */
export const seatingQuery = (weddingId: number) =>
  $api.queryOptions('get', '/weddings/{id}/tables', { params: { path: { id: weddingId } } });

export function useSeating(weddingId: number) {
  return useQuery(seatingQuery(weddingId));
}
