import type { components } from '@convite/api/schema';
import { GUEST_INPUT_KEYS, type GuestInputKey } from '@convite/rules/guest-columns';
import type { guests } from '../../db/schema/guests.ts';
import { guestInvitationLink } from '../../content-kit/invitation-links.ts';

export type GuestDto = components['schemas']['Guest'];

/** A guest row with the wedding's slug (for the link) and the exclusive events it is invited to. */
export type GuestView = typeof guests.$inferSelect & { weddingSlug: string; eventIds: number[] };

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
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
