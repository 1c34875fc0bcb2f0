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
  /** The meals guests choose from at this event, in order; empty for no menu. */
  mealOptions: MealOptionModel[];
  weddingId: number;
};

export type MealOptionModel = { id: number; name: string };

/** The couple's own question to their guests (the contract's WeddingQuestion). */
export type QuestionModel = {
  id: number;
  prompt: string;
  kind: 'yesNo' | 'choice' | 'text';
  /** Asked of each attending person rather than once per invitation. */
  perPerson: boolean;
  /** The choices of a choice question; empty for the others. */
  options: string[];
};

/** Answers to the couple's questions, by the question's id: "yes"/"no", an option or a short text. */
export type QuestionAnswersModel = Record<string, string>;

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
  /**
   * After rsvpDeadline: answers are still taken and marked late (accepted), or the form closes
   * (closed). Absent where no guest answers (the dashboard's previews): accepted.
   */
  lateAnswers?: 'accepted' | 'closed';
  /**
   * The couple's WhatsApp number for their guests (E.164), or null: when answers are closed the
   * page offers a message to it. Absent where no guest answers (the dashboard's previews): none.
   */
  contactPhone?: string | null;
  /** The couple's own questions, asked after attendance; absent where no guest answers. */
  questions?: QuestionModel[];
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
  /** The invitation's seats (maxGuestsAllowed of them), named ones first. */
  members: MemberModel[];
  /** The answers to the per-invitation questions. */
  answers: QuestionAnswersModel;
  /** The last answer came after the answer deadline. */
  answeredLate: boolean;
  /** The household's pass, once it answered that someone attends (absent in a couple's preview). */
  pass?: GuestPassModel | null;
  /**
   * Opaque, sealed by the API for this read of the invitation: sent back with the answer, it spares
   * the API a read (absent in a preview and in an answer's reply).
   */
  answerContext?: string;
};

/** The contract's GuestPass: who the pass admits, each at their table, and its signed token. */
export type GuestPassModel = {
  token: string;
  link: string;
  seats: number;
  people: { name: string | null; table: string | null }[];
};

/** One seat of an invitation: a person the couple or the guest named, or an open seat (firstName null). */
export type MemberModel = {
  id: number;
  firstName: string | null;
  lastName: string | null;
  isChild: boolean;
  /**
   * The guest named this seat when answering (it was open): they may still correct or clear the
   * name. A seat the couple named keeps the couple's name.
   */
  namedByGuest: boolean;
  /** Allergies or a diet, in the guest's words. */
  diet: string | null;
  answers: QuestionAnswersModel;
  /** The person's answer for each event of the invitation they answered. */
  events: MemberEventAnswerModel[];
};

export type MemberEventAnswerModel = {
  eventId: number;
  attending: boolean;
  mealOptionId: number | null;
};

/** The guest's answer for one seat (the contract's MemberAnswerInput). */
export type MemberAnswer = {
  id: number;
  /**
   * Only for a seat the guest names (an open one, or one they named before): the name they give it
   * (null opens a seat they named again), and whether it is a child.
   */
  firstName?: string | null;
  lastName?: string | null;
  isChild?: boolean;
  diet: string | null;
  answers: QuestionAnswersModel;
  /** Every event of the invitation the seat may attend. */
  events: MemberEventAnswerModel[];
};

/**
 * What the confirmation form hands to `onSubmit` (the app adds the code and the idempotency key):
 * who goes to which event (`members`, every seat) with the household's question answers; the server
 * counts the people. An invitation with no event to answer for sends a household's answer instead:
 * `confirmedGuests` and no members.
 */
export type ConfirmationAnswer = {
  /** Whether anyone attends anything. */
  confirmation: boolean;
  /** Only without members: how many attend (null when declining). */
  confirmedGuests?: number | null;
  foodRestrictions: string | null;
  message: string | null;
  members?: MemberAnswer[];
  answers?: QuestionAnswersModel;
  /** The invitation's answerContext, added by the app as it adds the code. */
  answerContext?: string;
};

export type ConfirmationStatus = 'idle' | 'sending' | 'saved' | 'retrying' | 'error';

export type InvitationLocale = 'es' | 'en';
