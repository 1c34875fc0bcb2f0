import type { components } from '@convite/api/schema';
import { endpointKey } from '@convite/api/query';
import { useQuery } from '@tanstack/react-query';
import { $api } from '../../../lib/api.ts';

export type WeddingArrivals = components['schemas']['WeddingArrivals'];

/** How often the couple's screen asks who has arrived, while it is visible. */
export const ARRIVALS_POLL_MS = 15_000;

export const arrivalsKey = endpointKey('get', '/weddings/{id}/arrivals');

/** GET /weddings/{id}/arrivals: people expected and arrived, in total and per table. */
export const arrivalsQuery = (weddingId: number) =>
  $api.queryOptions('get', '/weddings/{id}/arrivals', { params: { path: { id: weddingId } } });

/**
 * The arrivals, asked again every 15 s while the page is visible (TanStack pauses the interval in a
 * hidden tab); a failure is silent: the counts simply do not show.
 */
export function useArrivals(weddingId: number) {
  return useQuery({
    ...arrivalsQuery(weddingId),
    refetchInterval: ARRIVALS_POLL_MS,
    refetchIntervalInBackground: false,
    retry: false,
  });
}
