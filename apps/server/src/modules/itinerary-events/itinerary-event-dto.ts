import type { components } from '@convite/api/schema';
import { toItineraryIconDto } from '../icons/icon-dto.ts';
import type { ItineraryEventWithIcon } from './itinerary-events.repository.ts';

export type ItineraryEventDto = components['schemas']['ItineraryEvent'];

export function toItineraryEventDto(row: ItineraryEventWithIcon): ItineraryEventDto {
  return {
    id: row.id,
    name: row.name,
    datetime: row.datetime?.toISOString() ?? null,
    iconId: row.iconId,
    icon: row.icon === null ? null : toItineraryIconDto(row.icon),
    weddingId: row.weddingId,
  };
}
