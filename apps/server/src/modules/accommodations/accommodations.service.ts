import { serverTexts } from '@convite/i18n/server-texts';
import type { FieldSpec } from '../../content-kit/field-values.ts';
import { createContentItems } from '../../content-kit/owned-content.ts';
import type { WeddingAccess } from '../../content-kit/wedding-access.ts';
import { toAccommodationDto } from './accommodation-dto.ts';
import type { createAccommodationsRepository } from './accommodations.repository.ts';

export const accommodationFields: readonly FieldSpec[] = [
  { key: 'name', kind: 'text', operationId: 'updateAccommodationName' },
  { key: 'link', kind: 'optionalLink', operationId: 'updateAccommodationLink' },
  { key: 'address', kind: 'optionalText', operationId: 'updateAccommodationAddress' },
  { key: 'addressLink', kind: 'optionalLink', operationId: 'updateAccommodationAddressLink' },
  { key: 'message', kind: 'optionalText', operationId: 'updateAccommodationMessage' },
];

export function createAccommodationsService(deps: {
  access: WeddingAccess;
  accommodations: ReturnType<typeof createAccommodationsRepository>;
}) {
  return createContentItems({
    access: deps.access,
    store: deps.accommodations,
    fields: accommodationFields,
    toDto: toAccommodationDto,
    messages: serverTexts.accommodations,
  });
}
