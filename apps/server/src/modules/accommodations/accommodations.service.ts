import type { FieldSpec } from '../weddings/field-values.ts';
import { createContentItems } from '../weddings/owned-content.ts';
import type { WeddingAccess } from '../weddings/wedding-access.ts';
import { toAccommodationDto } from './accommodation-dto.ts';
import type { createAccommodationsRepository } from './accommodations.repository.ts';

export const accommodationFields: readonly FieldSpec[] = [
  { key: 'name', kind: 'text' },
  { key: 'link', kind: 'optionalLink' },
  { key: 'address', kind: 'optionalText' },
  { key: 'addressLink', kind: 'optionalLink' },
  { key: 'message', kind: 'optionalText' },
];

export const accommodationMessages = {
  created: { es: 'Hospedaje agregado exitosamente', en: 'Accommodation added successfully' },
  updated: { es: 'Hospedaje actualizado exitosamente', en: 'Accommodation updated successfully' },
  deleted: { es: 'Hospedaje eliminado exitosamente', en: 'Accommodation deleted successfully' },
};

export function createAccommodationsService(deps: {
  access: WeddingAccess;
  accommodations: ReturnType<typeof createAccommodationsRepository>;
}) {
  return createContentItems({
    access: deps.access,
    store: deps.accommodations,
    fields: accommodationFields,
    toDto: toAccommodationDto,
    messages: accommodationMessages,
  });
}
