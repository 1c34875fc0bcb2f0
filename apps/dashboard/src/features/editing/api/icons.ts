import { $api } from '../../../lib/api.ts';

/** GET /icons/dress-code: the dress and suit icons, each with its SVG. */
export const dressCodeIconsQuery = () => $api.queryOptions('get', '/icons/dress-code');

/** GET /icons/itinerary: the itinerary icons, each with its SVG. */
export const itineraryIconsQuery = () => $api.queryOptions('get', '/icons/itinerary');
