import type { components } from '@convite/api/schema';
import type { GiftRegistryRow } from './gift-registries.repository.ts';

export type GiftRegistryDto = components['schemas']['GiftRegistry'];

export function toGiftRegistryDto(row: GiftRegistryRow): GiftRegistryDto {
  return { id: row.id, name: row.name, link: row.link, weddingId: row.weddingId };
}
