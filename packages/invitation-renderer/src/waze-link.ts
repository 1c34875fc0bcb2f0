// Waze beside Google Maps for a place of the wedding: many guests in Mexico drive with Waze. Its
// deep link navigates to coordinates when the couple's map link carries them, else searches the
// address (https://developers.google.com/waze/deeplinks).
import { hasText } from './visibility.ts';

type Place = { addressLink: string | null; address: string | null; place?: string | null };

/**
 * Coordinates in a Google Maps link: "@19.43,-99.13,15z" in its path, "?q=19.43,-99.13" (or query,
 * ll, destination, daddr; the comma maybe escaped) in its query, or the pin's "!3d19.43!4d-99.13".
 */
const COORDINATES =
  /(?:@|[?&](?:q|query|ll|destination|daddr)=|!3d)(-?\d{1,2}\.\d+)(?:,|%2C|!4d)\s*(-?\d{1,3}\.\d+)/i;

/**
 * Waze's link to a place: to the coordinates of its map link, else a search of its address (or of
 * its name, beside a map link that names no coordinates); null when nothing locates it.
 */
export function wazeLink({ addressLink, address, place = null }: Place): string | null {
  const match = addressLink ? COORDINATES.exec(addressLink) : null;
  if (match) return `https://waze.com/ul?ll=${match[1]},${match[2]}&navigate=yes`;
  const query = hasText(address) ? address : addressLink && hasText(place) ? place : null;
  return query ? `https://waze.com/ul?q=${encodeURIComponent(query.trim())}&navigate=yes` : null;
}
