import type { components } from '@convite/api/schema';
import type { guests } from '../../db/schema/guests.ts';
import { guestInvitationLink } from '../../content-kit/invitation-links.ts';

export type GuestDto = components['schemas']['Guest'];

/** A guest row with the wedding's slug (for the link) and the exclusive events it is invited to. */
export type GuestView = typeof guests.$inferSelect & { weddingSlug: string; eventIds: number[] };

export function toGuestDto(row: GuestView, invitationUrl: string): GuestDto {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    lastName: row.lastName,
    phone: row.phone,
    maxGuestsAllowed: row.maxGuestsAllowed,
    specialMessage: row.specialMessage,
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
