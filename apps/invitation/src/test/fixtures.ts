import type { PublicInvitation } from '../lib/public-invitation.ts';

type Wedding = PublicInvitation['wedding'];

/** An event of the wedding, with a menu when given one. */
export function eventFixture(
  id: number,
  name: string,
  overrides: Partial<Wedding['events'][number]> = {},
): Wedding['events'][number] {
  return {
    id,
    name,
    place: null,
    address: null,
    addressLink: null,
    datetime: '2027-11-14T23:00:00.000Z',
    showAddToCalendar: false,
    onlyAdults: false,
    isExclusive: false,
    images: [],
    mealOptions: [],
    weddingId: 1,
    ...overrides,
  };
}

/**
 * A public invitation as the API answers it, with a guest (Marta and an open seat); override what a
 * test needs. The wedding has no event unless given some (its guests then answer as a household).
 */
export function invitationFixture(
  overrides: {
    name?: string;
    guest?: PublicInvitation['guest'];
    wedding?: Partial<Wedding>;
  } = {},
): PublicInvitation {
  return {
    wedding: {
      id: 1,
      name: overrides.name ?? 'Ana & Luis',
      slug: 'ana-y-luis',
      date: '2027-11-14T23:00:00.000Z',
      design: { slug: 'etiqueta' },
      hasCountdown: true,
      hasEventImages: false,
      hasDigitalConfirmation: true,
      coverImages: [
        {
          id: 7,
          src: 'https://files.example/cover.webp',
          srcSet:
            'https://files.example/cover-w800.webp 800w, https://files.example/cover.webp 2048w',
          aspectRatio: 1.5,
          type: 'coverImage',
          weddingId: 1,
          eventId: null,
          createdAt: '2026-01-01T00:00:00.000Z',
        },
      ],
      galleryImages: [],
      song: null,
      invitationSectionEnabled: false,
      invitation: {
        id: 1,
        firstMessage: null,
        secondMessage: null,
        bridesParents: [],
        groomsParents: [],
        weddingId: 1,
      },
      events: [],
      itineraryEvents: [],
      giftRegistries: [],
      giftRegistryMessage: null,
      acceptsEnvelope: false,
      accommodations: [],
      dressCodeEnabled: false,
      dressCode: null,
      dressCodeDetails: null,
      showDressCodeIcons: false,
      dressIcon: null,
      suitIcon: null,
      confirmationEnabled: true,
      foodRestrictionsEnabled: false,
      messageEnabled: false,
      rsvpDeadline: null,
      showEventsSectionTitle: true,
      showDressCodeSectionTitle: true,
      showItinerarySectionTitle: true,
      showGiftRegistrySectionTitle: true,
      showConfirmationSectionTitle: true,
      showAccommodationsSectionTitle: true,
      showGallerySectionTitle: true,
      shareImage: 'https://files.example/cover-share.jpg',
      lateAnswers: 'accepted',
      contactPhone: null,
      questions: [],
      ...overrides.wedding,
    } as PublicInvitation['wedding'],
    theme: null,
    guest:
      overrides.guest === undefined
        ? {
            name: 'Marta',
            lastName: 'Ruiz',
            maxGuestsAllowed: 2,
            events: [],
            confirmation: null,
            confirmedGuests: null,
            foodRestrictions: null,
            message: null,
            specialMessage: null,
            members: [
              {
                id: 501,
                firstName: 'Marta',
                lastName: 'Ruiz',
                isChild: false,
                namedByGuest: false,
                diet: null,
                answers: {},
                events: [],
              },
              {
                id: 502,
                firstName: null,
                lastName: null,
                isChild: false,
                namedByGuest: false,
                diet: null,
                answers: {},
                events: [],
              },
            ],
            answers: {},
            answeredLate: false,
            pass: null,
          }
        : overrides.guest,
  };
}
