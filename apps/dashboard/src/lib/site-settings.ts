import type { components } from '@convite/api/schema';
import { useQuery } from '@tanstack/react-query';
import { $api } from './api.ts';

export type SiteSettings = components['schemas']['SiteSettings'];

/**
 * GET /public/site: what differs per deployment (the demo invitation, the analytics key). The
 * server lets caches keep it 5 minutes; the app does the same instead of asking on every page.
 */
export const siteSettingsQuery = () => ({
  ...$api.queryOptions('get', '/public/site'),
  staleTime: 5 * 60 * 1000,
});

export function useSiteSettings() {
  return useQuery(siteSettingsQuery());
}
