import type { components } from '@convite/api/schema';
import type { AccommodationRow } from './accommodations.repository.ts';

export type AccommodationDto = components['schemas']['Accommodation'];

export function toAccommodationDto(row: AccommodationRow): AccommodationDto {
  return {
    id: row.id,
    name: row.name,
    link: row.link,
    address: row.address,
    addressLink: row.addressLink,
    message: row.message,
    weddingId: row.weddingId,
  };
}
