import type { FieldSpec } from '../../content-kit/field-values.ts';
import { createContentItems } from '../../content-kit/owned-content.ts';
import type { WeddingAccess } from '../../content-kit/wedding-access.ts';
import type { createGiftRegistriesRepository } from './gift-registries.repository.ts';
import { toGiftRegistryDto } from './gift-registry-dto.ts';

export const giftRegistryFields: readonly FieldSpec[] = [
  { key: 'name', kind: 'text', operationId: 'updateGiftRegistryName' },
  { key: 'link', kind: 'optionalLink', operationId: 'updateGiftRegistryLink' },
];

export const giftRegistryMessages = {
  created: { es: 'Mesa de regalos agregada exitosamente', en: 'Gift registry added successfully' },
  updated: {
    es: 'Mesa de regalos actualizada exitosamente',
    en: 'Gift registry updated successfully',
  },
  deleted: {
    es: 'Mesa de regalos eliminada exitosamente',
    en: 'Gift registry deleted successfully',
  },
};

export function createGiftRegistriesService(deps: {
  access: WeddingAccess;
  giftRegistries: ReturnType<typeof createGiftRegistriesRepository>;
}) {
  return createContentItems({
    access: deps.access,
    store: deps.giftRegistries,
    fields: giftRegistryFields,
    toDto: toGiftRegistryDto,
    messages: giftRegistryMessages,
  });
}
