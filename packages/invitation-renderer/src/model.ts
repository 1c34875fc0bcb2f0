// The invitation as the renderer takes it: these types mirror the contract's PublicInvitation
// (openapi/src/components/schemas/public-invitation.yaml), kept by hand so the renderer depends on no
// generated client and the dashboard can feed it its own wedding for the theme preview.

/** ISO 8601 instant in UTC. */
export type IsoTimestamp = string;

export type ImageModel = {
  id: number;
  src: string;
  /** A ready `srcset` value listing the width variants, or null for an image without variants. */
  srcSet?: string | null;
  /** Width divided by height. */
  aspectRatio: number;
  type: 'coverImage' | 'galleryImage' | 'eventImage';
  weddingId: number | null;
  eventId: number | null;
  createdAt: IsoTimestamp;
};

export type SongModel = {
  id: number;
  name: string;
  src: string;
  playAutomatically: boolean;
  weddingId: number;
  createdAt: IsoTimestamp;
};

export type ParentModel = {
  id: number;
  name: string;
  /** Show the deceased mark next to the name. */
  showIfPastAway: boolean;
  parentOf: 'bride' | 'groom';
  invitationId: number;
};

export type InvitationMessagesModel = {
  id: number;
  firstMessage: string | null;
  secondMessage: string | null;
  bridesParents: ParentModel[];
  groomsParents: ParentModel[];
  weddingId: number;
};

export type EventModel = {
  id: number;
  name: string;
  place: string | null;
  address: string | null;
  addressLink: string | null;
  datetime: IsoTimestamp | null;
  showAddToCalendar: boolean;
  onlyAdults: boolean;
  /** Only guests invited to this event see it. */
  isExclusive: boolean;
  images: ImageModel[];
  weddingId: number;
};

/** An icon as an SVG document (24×24 line art in currentColor), inlined so it takes the text colour. */
export type IconModel = { id: number; slug: string; name: string; svg: string };

export type DressCodeIconModel = IconModel & { type: 'dress' | 'suit' };

export type ItineraryEventModel = {
  id: number;
  name: string;
  datetime: IsoTimestamp | null;
  iconId: number | null;
  icon: IconModel | null;
  weddingId: number;
};

export type GiftRegistryModel = {
  id: number;
  name: string;
  link: string | null;
  weddingId: number;
};

export type AccommodationModel = {
  id: number;
  name: string;
  link: string | null;
  address: string | null;
  addressLink: string | null;
  message: string | null;
  weddingId: number;
};

/** The contract's InvitationWedding: the wedding's public content. */
export type InvitationModel = {
  id: number;
  name: string;
  slug: string;
  date: IsoTimestamp;
  design: { slug: string };
  hasCountdown: boolean;
  hasEventImages: boolean;
  hasDigitalConfirmation: boolean;
  /** At most one. */
  coverImages: ImageModel[];
  galleryImages: ImageModel[];
  song: SongModel | null;
  invitationSectionEnabled: boolean;
  invitation: InvitationMessagesModel;
  /** In date order. */
  events: EventModel[];
  itineraryEvents: ItineraryEventModel[];
  giftRegistries: GiftRegistryModel[];
  giftRegistryMessage: string | null;
  acceptsEnvelope: boolean;
  accommodations: AccommodationModel[];
  dressCodeEnabled: boolean;
  dressCode: string | null;
  dressCodeDetails: string | null;
  showDressCodeIcons: boolean;
  dressIcon: DressCodeIconModel | null;
  suitIcon: DressCodeIconModel | null;
  confirmationEnabled: boolean;
  foodRestrictionsEnabled: boolean;
  messageEnabled: boolean;
  /** The last day (YYYY-MM-DD, Mexico City) guests are asked to answer by, or null for none. */
  rsvpDeadline: string | null;
  showEventsSectionTitle: boolean;
  showDressCodeSectionTitle: boolean;
  showItinerarySectionTitle: boolean;
  showGiftRegistrySectionTitle: boolean;
  showConfirmationSectionTitle: boolean;
  showAccommodationsSectionTitle: boolean;
  showGallerySectionTitle: boolean;
  /** Absolute URL of the link-preview JPEG; the renderer does not use it (the app's <head> does). */
  shareImage?: string | null;
};

/** The contract's InvitationGuest: the guest of the code in the link. */
export type InvitationGuestModel = {
  name: string;
  lastName: string | null;
  maxGuestsAllowed: number;
  /** The exclusive events the guest is invited to. */
  events: number[];
  confirmation: boolean | null;
  confirmedGuests: number | null;
  foodRestrictions: string | null;
  message: string | null;
  /** The couple's personal note to this guest, or null. */
  specialMessage: string | null;
};

/** What the confirmation form hands to `onSubmit` (the app adds the code and the idempotency key). */
export type ConfirmationAnswer = {
  confirmation: boolean | null;
  confirmedGuests: number | null;
  foodRestrictions: string | null;
  message: string | null;
};

export type ConfirmationStatus = 'idle' | 'sending' | 'saved' | 'retrying' | 'error';

export type InvitationLocale = 'es' | 'en';
