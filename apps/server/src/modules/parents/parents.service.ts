import { serverTexts } from '@convite/i18n/server-texts';
import { toParentDto } from '../invitations/invitation-dto.ts';
import type { FieldSpec } from '../../content-kit/field-values.ts';
import { createContentItems, type ItemStore } from '../../content-kit/owned-content.ts';
import type { WeddingAccess } from '../../content-kit/wedding-access.ts';
import type { NewParentInput, ParentRow } from './parents.repository.ts';

export const parentFields: readonly FieldSpec[] = [
  { key: 'name', kind: 'text', operationId: 'updateParentName' },
  { key: 'showIfPastAway', kind: 'boolean', operationId: 'updateParentShowIfPastAway' },
];

export function createParentsService(deps: {
  access: WeddingAccess;
  parents: ItemStore<ParentRow, NewParentInput>;
}) {
  return createContentItems({
    access: deps.access,
    store: deps.parents,
    fields: parentFields,
    toDto: toParentDto,
    messages: serverTexts.parents,
  });
}
