import { serverTexts } from '@convite/i18n/server-texts';
import type { FieldSpec } from '../../content-kit/field-values.ts';
import { createContentItems } from '../../content-kit/owned-content.ts';
import type { WeddingAccess } from '../../content-kit/wedding-access.ts';
import type { createGiftRegistriesRepository } from './gift-registries.repository.ts';
import { toGiftRegistryDto } from './gift-registry-dto.ts';

export const giftRegistryFields: readonly FieldSpec[] = [
  { key: 'name', kind: 'text', operationId: 'updateGiftRegistryName' },
  { key: 'link', kind: 'optionalLink', operationId: 'updateGiftRegistryLink' },
];

export function createGiftRegistriesService(deps: {
  access: WeddingAccess;
  giftRegistries: ReturnType<typeof createGiftRegistriesRepository>;
}) {
  return createContentItems({
    access: deps.access,
    store: deps.giftRegistries,
    fields: giftRegistryFields,
    toDto: toGiftRegistryDto,
    messages: serverTexts.giftRegistries,
  });
}
