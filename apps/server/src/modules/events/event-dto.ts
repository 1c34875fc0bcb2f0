import type { components } from '@convite/api/schema';
import { toImageDto } from '../images/image-dto.ts';
import type { EventWithImages } from './events.repository.ts';

export type EventDto = components['schemas']['Event'];

export function toEventDto(row: EventWithImages, publicUrl: (key: string) => string): EventDto {
  return {
    id: row.id,
    name: row.name,
    place: row.place,
    address: row.address,
    addressLink: row.addressLink,
    datetime: row.datetime?.toISOString() ?? null,
    showAddToCalendar: row.showAddToCalendar,
    onlyAdults: row.onlyAdults,
    isExclusive: row.isExclusive,
    images: row.images.map((image) => toImageDto(image, publicUrl)),
    mealOptions: row.mealOptions.map((option) => ({ id: option.id, name: option.name })),
    weddingId: row.weddingId,
  };
}
