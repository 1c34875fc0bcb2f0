import { serverTexts } from '@convite/i18n/server-texts';
import type { FieldSpec } from '../../content-kit/field-values.ts';
import { createContentEditor, type ContentStore } from '../../content-kit/owned-content.ts';
import type { WeddingAccess } from '../../content-kit/wedding-access.ts';
import { toInvitationDto } from './invitation-dto.ts';
import type { InvitationWithParents } from '../../content-kit/wedding-invitation.repository.ts';

export const invitationFields: readonly FieldSpec[] = [
  { key: 'firstMessage', kind: 'optionalText', operationId: 'updateInvitationFirstMessage' },
  { key: 'secondMessage', kind: 'optionalText', operationId: 'updateInvitationSecondMessage' },
];

export function createInvitationsService(deps: {
  access: WeddingAccess;
  invitations: ContentStore<InvitationWithParents>;
}) {
  return createContentEditor({
    access: deps.access,
    store: deps.invitations,
    fields: invitationFields,
    toDto: toInvitationDto,
    messages: serverTexts.invitations,
  });
}
