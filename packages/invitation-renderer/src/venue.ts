import type { EventModel } from './model.ts';
import { hasText } from './visibility.ts';

/** A Mexican postal code, e.g. the "37700" of "37700 San Miguel de Allende". */
const POSTAL_CODE = /\b\d{5}\b/;
/** A state's short form after the city: "Gto.", "Jal.", "CDMX", "Q. Roo". */
const STATE_ABBREVIATION = /^[\p{L}. ]{2,8}$/u;

/**
 * The city of an address written the Mexican way ("Calle, Colonia, C.P. Ciudad, Estado"): the part
 * that carries the postal code, without it, plus a short state after it ("San Miguel de Allende,
 * Gto."). Null when the address names no postal code: a guess would be worse than nothing.
 */
export function cityOf(address: string): string | null {
  const parts = address.split(',').map((part) => part.trim());
  const index = parts.findIndex((part) => POSTAL_CODE.test(part));
  if (index === -1) return null;
  const city = (parts[index] ?? '')
    .replace(POSTAL_CODE, '')
    .replace(/\bC\.?\s?P\.?\s*/i, '')
    .trim();
  if (!city) return null;
  const state = parts[index + 1];
  return state && STATE_ABBREVIATION.test(state) ? `${city}, ${state}` : city;
}

/**
 * Where the wedding happens, for the first screen: the city of the first event that has an address,
 * else the first event's place. The wedding itself has no city field; its events do.
 */
export function weddingVenue(events: EventModel[]): string | null {
  for (const event of events) {
    const city = event.address ? cityOf(event.address) : null;
    if (city) return city;
  }
  return events.find((event) => hasText(event.place))?.place ?? null;
}
