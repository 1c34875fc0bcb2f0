import type { components } from '@convite/api/schema';
import type { DressCodeIconRow, ItineraryIconRow } from './icons.repository.ts';

export type DressCodeIconDto = components['schemas']['DressCodeIcon'];
export type ItineraryIconDto = components['schemas']['ItineraryIcon'];

export function toDressCodeIconDto(row: DressCodeIconRow): DressCodeIconDto {
  return { id: row.id, name: row.name, slug: row.slug, type: row.type, svg: row.svg };
}

export function toItineraryIconDto(row: ItineraryIconRow): ItineraryIconDto {
  return { id: row.id, slug: row.slug, name: row.name, svg: row.svg };
}
