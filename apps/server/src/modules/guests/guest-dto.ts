import type { components } from '@convite/api/schema';
import { GUEST_INPUT_KEYS, type GuestInputKey } from '@convite/rules/guest-columns';
import type { guests } from '../../db/schema/guests.ts';
import { guestInvitationLink } from '../../content-kit/invitation-links.ts';
import type { HouseholdMemberJson } from '../households/households.service.ts';

export type GuestDto = components['schemas']['Guest'];

/**
 * A guest row with the wedding's slug (for the link), the exclusive events it is invited to and its
 * household's seats (guestMembersSql of guests.repository.ts, read with the row).
 */
export type GuestView = typeof guests.$inferSelect & {
  weddingSlug: string;
  eventIds: number[];
  members: HouseholdMemberJson[];
};

/** The couple's fields of the row, as @convite/rules/guest-columns lists them. */
const inputFields = (row: GuestView) =>
  Object.fromEntries(GUEST_INPUT_KEYS.map((key) => [key, row[key]])) as Pick<
    GuestView,
    GuestInputKey
  >;

export function toGuestDto(row: GuestView, invitationUrl: string): GuestDto {
  return {
    id: row.id,
    code: row.code,
    ...inputFields(row),
    confirmation: row.confirmation,
    confirmedGuests: row.confirmedGuests,
    foodRestrictions: row.foodRestrictions,
    message: row.message,
    link: guestInvitationLink(invitationUrl, row.weddingSlug, row.code),
    sent: row.sent,
    weddingId: row.weddingId,
    events: row.eventIds,
    firstOpenedAt: row.firstOpenedAt?.toISOString() ?? null,
    lastOpenedAt: row.lastOpenedAt?.toISOString() ?? null,
    openCount: row.openCount,
    leftAt: row.leftAt?.toISOString() ?? null,
    members: row.members,
    answers: row.answers,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
