import type { components } from '@convite/api/schema';
import { weddingZoneDay } from '@convite/rules/rsvp-deadline';
import { weddingOwnFields } from '../../content-kit/wedding-settings.ts';
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
export type InvitationGuestContext = {
  rsvpDeadline: string | null;
  issuePass: PassIssuer;
  /** The sealed context for the guest's answer (answer-context.ts): only in their own invitation. */
  answerContext?: string;
};

export function toInvitationGuestDto(
  guest: InvitationGuestRow,
  { rsvpDeadline, issuePass, answerContext }: InvitationGuestContext,
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
    ...(answerContext === undefined ? {} : { answerContext }),
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

type WeddingDto = PublicInvitationDto['wedding'];

/** The wedding's fields that come from the content every guest shares (not its own row). */
type SharedWeddingFields = Pick<
  WeddingDto,
  | 'shareImage'
  | 'coverImages'
  | 'galleryImages'
  | 'song'
  | 'invitation'
  | 'questions'
  | 'itineraryEvents'
  | 'giftRegistries'
  | 'accommodations'
>;

function sharedWeddingFields(
  weddingId: number,
  shared: SharedInvitationContent,
  publicUrl: PublicUrl,
): SharedWeddingFields {
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
      weddingId,
    },
    questions: content.questions,
    itineraryEvents: content.itineraryEvents,
    giftRegistries: content.giftRegistries,
    accommodations: content.accommodations,
  };
}

type ContentEvent = SharedInvitationContent['content']['events'][number];

const eventDto = (event: ContentEvent, publicUrl: PublicUrl) => ({
  ...event,
  images: event.images.map((item) => toImage(item, publicUrl)),
});

/**
 * The invitation as the contract gives it: the wedding's shared content, with only the exclusive
 * events the guest (if any) is invited to, and none of the guest's private fields (the phone: the
 * query never reads it). The couple's special message reaches only the guest of the code. The GET
 * sends the same as bytes (`invitationBody`); this is the reference those are tested against.
 */
export function toPublicInvitationDto(
  head: InvitationHeadRow,
  shared: SharedInvitationContent,
  publicUrl: PublicUrl,
  issuePass: PassIssuer,
): PublicInvitationDto {
  const { wedding, guest } = head;
  const fields = sharedWeddingFields(wedding.id, shared, publicUrl);
  return {
    wedding: {
      ...weddingOwnFields(wedding),
      shareImage: fields.shareImage,
      coverImages: fields.coverImages,
      galleryImages: fields.galleryImages,
      song: fields.song,
      invitation: fields.invitation,
      events: eventsOfInvitation(shared.content.events, guest).map((event) =>
        eventDto(event, publicUrl),
      ),
      questions: fields.questions,
      itineraryEvents: fields.itineraryEvents,
      giftRegistries: fields.giftRegistries,
      accommodations: fields.accommodations,
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

/**
 * The bytes of an invitation's body that every guest of the wedding shares at one content version
 * (`prepareInvitationBody`), made once and reused: the pictures, the song, the messages, each event
 * and the lists, the theme. A guest's body is these with the wedding's row and the guest around them.
 */
export type PreparedInvitationBody = {
  /** `"shareImage":…,"coverImages":…,"galleryImages":…,"song":…,"invitation":…` */
  beforeEvents: Buffer;
  /** Each event as it is sent, in order; a guest's body keeps those its invitation includes. */
  events: { id: number; isExclusive: boolean; json: Buffer }[];
  /** `],"questions":…,"itineraryEvents":…,"giftRegistries":…,"accommodations":…` */
  afterEvents: Buffer;
  /** `},"theme":…,"guest":` */
  theme: Buffer;
};

/** An object's JSON without its braces (the members to put inside another object). */
const members = (value: object) => JSON.stringify(value).slice(1, -1);

const COMMA = Buffer.from(',');

/**
 * What `toPublicInvitationDto` gives every guest of the wedding `weddingId` at the content `shared`,
 * as JSON bytes: made once per content version, then composed with each guest's part
 * (`invitationBody`). The same fields in the same order, so the bytes are those of
 * `JSON.stringify(toPublicInvitationDto(…))`.
 */
export function prepareInvitationBody(
  weddingId: number,
  shared: SharedInvitationContent,
  publicUrl: PublicUrl,
): PreparedInvitationBody {
  const fields = sharedWeddingFields(weddingId, shared, publicUrl);
  return {
    beforeEvents: Buffer.from(
      `${members({
        shareImage: fields.shareImage,
        coverImages: fields.coverImages,
        galleryImages: fields.galleryImages,
        song: fields.song,
        invitation: fields.invitation,
      })},"events":[`,
    ),
    events: shared.content.events.map((event) => ({
      id: event.id,
      isExclusive: event.isExclusive,
      json: Buffer.from(JSON.stringify(eventDto(event, publicUrl))),
    })),
    afterEvents: Buffer.from(
      `],${members({
        questions: fields.questions,
        itineraryEvents: fields.itineraryEvents,
        giftRegistries: fields.giftRegistries,
        accommodations: fields.accommodations,
      })}`,
    ),
    theme: Buffer.from(`},"theme":${JSON.stringify(shared.theme)},"guest":`),
  };
}

/**
 * A guest's invitation as the JSON bytes `JSON.stringify(toPublicInvitationDto(head, …))` would
 * be: the wedding's own row, the icons and the guest are serialized for the request; the rest is
 * `prepared`'s bytes, copied.
 */
export function invitationBody(
  head: InvitationHeadRow,
  prepared: PreparedInvitationBody,
  issuePass: PassIssuer,
  answerContext?: string,
): Buffer {
  const { wedding, guest } = head;
  const own = members(weddingOwnFields(wedding));
  const parts: Buffer[] = [Buffer.from(`{"wedding":{${own},`), prepared.beforeEvents];
  let first = true;
  for (const event of prepared.events) {
    if (event.isExclusive && !(guest?.eventIds.includes(event.id) ?? false)) continue;
    if (!first) parts.push(COMMA);
    parts.push(event.json);
    first = false;
  }
  const guestDto =
    guest === null
      ? null
      : toInvitationGuestDto(guest, {
          rsvpDeadline: wedding.rsvpDeadline,
          issuePass,
          answerContext,
        });
  parts.push(
    prepared.afterEvents,
    Buffer.from(
      `,"dressIcon":${JSON.stringify(head.dressIcon)},"suitIcon":${JSON.stringify(head.suitIcon)}`,
    ),
    prepared.theme,
    Buffer.from(`${JSON.stringify(guestDto)}}`),
  );
  return Buffer.concat(parts);
}
