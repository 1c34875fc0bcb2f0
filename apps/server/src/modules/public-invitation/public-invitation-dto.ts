import type { components } from '@convite/api/schema';
import { weddingZoneDay } from '@convite/rules/rsvp-deadline';
import { weddingSettings } from '../../content-kit/wedding-settings.ts';
import { imageSrcSet } from '../images/image-dto.ts';
import { isThemeContent } from '../../theme-generator/theme-content.ts';
import type { SharedInvitationContent } from './invitation-content-cache.ts';
import { householdPass, type PassIssuer } from '../passes/pass-dto.ts';
import type {
  ImageJson,
  InvitationGuestRow,
  InvitationHeadRow,
} from './public-invitation.repository.ts';

type Schemas = components['schemas'];
export type PublicInvitationDto = Schemas['PublicInvitation'];
export type InvitationGuestDto = Schemas['InvitationGuest'];
export type ThemeContentDto = Schemas['ThemeContent'];

type PublicUrl = (key: string) => string;

function toImage(image: ImageJson, publicUrl: PublicUrl): Schemas['Image'] {
  return {
    id: image.id,
    src: publicUrl(image.storageKey),
    srcSet: imageSrcSet(image, publicUrl),
    aspectRatio: image.aspectRatio,
    type: image.type,
    weddingId: image.weddingId,
    eventId: image.eventId,
    createdAt: image.createdAt,
  };
}

/** Whether an answer given at `answeredAt` came after the deadline's day in Mexico City. */
export function isLateAnswer(answeredAt: Date | null, rsvpDeadline: string | null): boolean {
  return answeredAt !== null && rsvpDeadline !== null && weddingZoneDay(answeredAt) > rsvpDeadline;
}

/** What a guest's answer shows besides their row: the deadline, and how their pass is issued. */
export type InvitationGuestContext = { rsvpDeadline: string | null; issuePass: PassIssuer };

export function toInvitationGuestDto(
  guest: InvitationGuestRow,
  { rsvpDeadline, issuePass }: InvitationGuestContext,
): InvitationGuestDto {
  return {
    name: guest.name,
    lastName: guest.lastName,
    maxGuestsAllowed: guest.maxGuestsAllowed,
    events: guest.eventIds,
    confirmation: guest.confirmation,
    confirmedGuests: guest.confirmedGuests,
    foodRestrictions: guest.foodRestrictions,
    message: guest.message,
    specialMessage: guest.specialMessage,
    members: guest.members,
    answers: guest.answers,
    answeredLate: isLateAnswer(guest.confirmedAt, rsvpDeadline),
    pass: householdPass(guest, issuePass),
  };
}

/**
 * The published theme's content, or null (Etiqueta) when there is none or it fails the schema: every
 * write checks it, so only a row edited around the API can, and a guest still sees a readable page.
 */
export function parseThemeContent(content: string | null): ThemeContentDto | null {
  if (content === null) return null;
  try {
    const parsed: unknown = JSON.parse(content);
    return isThemeContent(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** The events an invitation includes: every event but the exclusive ones it is not invited to. */
export function eventsOfInvitation<Event extends { id: number; isExclusive: boolean }>(
  events: readonly Event[],
  guest: Pick<InvitationGuestRow, 'eventIds'> | null,
): Event[] {
  return events.filter(
    (event) => !event.isExclusive || (guest?.eventIds.includes(event.id) ?? false),
  );
}

/**
 * The invitation as the contract gives it: the wedding's shared content, with only the exclusive
 * events the guest (if any) is invited to, and none of the guest's private fields (the phone: the
 * query never reads it). The couple's special message reaches only the guest of the code.
 */
export function toPublicInvitationDto(
  head: InvitationHeadRow,
  shared: SharedInvitationContent,
  publicUrl: PublicUrl,
  issuePass: PassIssuer,
): PublicInvitationDto {
  const { wedding, guest } = head;
  const { content } = shared;
  const image = (item: ImageJson) => toImage(item, publicUrl);
  const cover = content.coverImages[0];
  const invitation = content.invitation;
  const parentsOf = (side: 'bride' | 'groom') =>
    invitation.parents
      .filter((parent) => parent.parentOf === side)
      .map(({ id, name, showIfPastAway, parentOf, invitationId }) => ({
        id,
        name,
        showIfPastAway,
        parentOf,
        invitationId,
      }));
  return {
    wedding: {
      ...weddingSettings(wedding),
      id: wedding.id,
      name: wedding.name,
      slug: wedding.slug,
      date: wedding.date.toISOString(),
      design: { slug: wedding.designSlug },
      shareImage:
        cover?.shareStorageKey === null || cover === undefined
          ? null
          : publicUrl(cover.shareStorageKey),
      coverImages: content.coverImages.map(image),
      galleryImages: content.galleryImages.map(image),
      song:
        content.song === null
          ? null
          : {
              id: content.song.id,
              name: content.song.name,
              src: publicUrl(content.song.storageKey),
              playAutomatically: content.song.playAutomatically,
              weddingId: content.song.weddingId,
              createdAt: content.song.createdAt,
            },
      invitation: {
        id: invitation.id,
        firstMessage: invitation.firstMessage,
        secondMessage: invitation.secondMessage,
        bridesParents: parentsOf('bride'),
        groomsParents: parentsOf('groom'),
        weddingId: wedding.id,
      },
      events: eventsOfInvitation(content.events, guest).map((event) => ({
        ...event,
        images: event.images.map(image),
      })),
      questions: content.questions,
      itineraryEvents: content.itineraryEvents,
      giftRegistries: content.giftRegistries,
      accommodations: content.accommodations,
      dressIcon: head.dressIcon,
      suitIcon: head.suitIcon,
    },
    theme: shared.theme,
    guest:
      guest === null
        ? null
        : toInvitationGuestDto(guest, { rsvpDeadline: wedding.rsvpDeadline, issuePass }),
  };
}
