import type { components } from '@convite/api/schema';
import type { InvitationWithParents } from '../../content-kit/wedding-invitation.repository.ts';
import type { ParentRow } from '../../db/schema/content.ts';

export type InvitationDto = components['schemas']['Invitation'];
export type ParentDto = components['schemas']['Parent'];

export function toParentDto(row: ParentRow): ParentDto {
  return {
    id: row.id,
    name: row.name,
    showIfPastAway: row.showIfPastAway,
    parentOf: row.parentOf,
    invitationId: row.invitationId,
  };
}

export function toInvitationDto(row: InvitationWithParents): InvitationDto {
  const of = (side: ParentRow['parentOf']) =>
    row.parents.filter((parent) => parent.parentOf === side).map(toParentDto);
  return {
    id: row.id,
    firstMessage: row.firstMessage,
    secondMessage: row.secondMessage,
    bridesParents: of('bride'),
    groomsParents: of('groom'),
    weddingId: row.weddingId,
  };
}
