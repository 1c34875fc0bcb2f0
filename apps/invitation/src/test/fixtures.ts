import type { PublicInvitation } from '../lib/public-invitation.ts';

/** A public invitation as the API answers it, with a guest; override what a test needs. */
export function invitationFixture(
  overrides: { name?: string; guest?: PublicInvitation['guest'] } = {},
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
          }
        : overrides.guest,
  };
}
