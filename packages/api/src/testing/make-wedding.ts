import type { components } from '../generated/openapi.ts';

// Test helper for the apps, like make-client: one full wedding, as the contract types it, shared so the
// dashboard and the admin fake the same GET /weddings/{id} answer.

type Schemas = components['schemas'];
type Wedding = Schemas['Wedding'];
type Plan = Schemas['InvitationPlan'];

const CREATED = '2026-01-01T00:00:00.000Z';

/** An active wedding in test mode with an empty invitation, as GET /weddings/{id} answers it. */
export function makeWedding(overrides: Partial<Wedding> = {}): Wedding {
  return {
    id: 5,
    name: 'Ana y Luis',
    slug: 'ana-y-luis',
    date: '2026-11-14T23:30:00.000Z',
    design: { slug: 'etiqueta' },
    hasCountdown: true,
    hasEventImages: false,
    hasDigitalConfirmation: false,
    coverImages: [],
    galleryImages: [],
    song: null,
    invitationSectionEnabled: true,
    invitation: {
      id: 9,
      firstMessage: null,
      secondMessage: null,
      bridesParents: [],
      groomsParents: [],
      weddingId: 5,
    },
    events: [],
    itineraryEvents: [],
    giftRegistries: [],
    giftRegistryMessage: null,
    acceptsEnvelope: false,
    accommodations: [],
    dressCodeEnabled: true,
    dressCode: null,
    dressCodeDetails: null,
    showDressCodeIcons: false,
    dressIcon: null,
    suitIcon: null,
    confirmationEnabled: true,
    foodRestrictionsEnabled: false,
    messageEnabled: false,
    rsvpDeadline: null,
    lateAnswers: 'accepted',
    contactPhone: null,
    showEventsSectionTitle: true,
    showDressCodeSectionTitle: true,
    showItinerarySectionTitle: true,
    showGiftRegistrySectionTitle: true,
    showConfirmationSectionTitle: true,
    showAccommodationsSectionTitle: true,
    showGallerySectionTitle: true,
    active: true,
    link: 'http://localhost:5175/ana-y-luis',
    clientId: 7,
    invitationPlan: null,
    invitationPlanId: null,
    trialEndsAt: '2026-01-04T00:00:00.000Z',
    payments: [],
    dressIconId: null,
    suitIconId: null,
    createdAt: CREATED,
    updatedAt: CREATED,
    ...overrides,
  };
}

/** A plan with the given feature slugs (and maximums); override any other field. */
export function makePlan(
  features: { slug: string; max?: number | null }[],
  overrides: Partial<Omit<Plan, 'invitationPlanFeatures'>> = {},
): Plan {
  return {
    id: 2,
    name: 'Plan Esencial',
    nameEng: 'Essential plan',
    description: 'Lo esencial',
    descriptionEng: 'The essentials',
    priceMxn: 1500,
    oldPriceMxn: null,
    invitationPlanFeatures: features.map((feature, index) => ({
      id: index + 1,
      slug: feature.slug,
      max: feature.max ?? null,
      feature: feature.slug,
      featureEng: feature.slug,
    })),
    ...overrides,
  };
}
