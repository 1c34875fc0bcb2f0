import type { components } from '@convite/api/schema';
import { endpointKey } from '@convite/api/query';
import { useQuery } from '@tanstack/react-query';
import { $api } from '../../../lib/api.ts';

export type DoorHelper = components['schemas']['DoorHelper'];

export const doorHelpersKey = endpointKey('get', '/weddings/{id}/door-helpers');

/** GET /weddings/{id}/door-helpers: the couple's door helpers with their links, oldest first. */
export const doorHelpersQuery = (weddingId: number) =>
  $api.queryOptions('get', '/weddings/{id}/door-helpers', { params: { path: { id: weddingId } } });

export function useDoorHelpers(weddingId: number) {
  return useQuery({ ...doorHelpersQuery(weddingId), retry: false });
}
