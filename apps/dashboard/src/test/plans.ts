import type { components } from '@convite/api/schema';

type Plan = components['schemas']['InvitationPlan'];

const feature = (id: number, slug: string, feature: string, featureEng: string) => ({
  id,
  slug,
  max: null,
  feature,
  featureEng,
});

/** The cheaper plan: no AI themes, no old price. */
export const BASIC: Plan = {
  id: 1,
  name: 'Plan Básico',
  nameEng: 'Basic plan',
  description: 'Lo básico',
  descriptionEng: 'The basics',
  priceMxn: 990,
  oldPriceMxn: null,
  invitationPlanFeatures: [feature(1, 'rsvpAdmin', 'Confirmaciones', 'RSVPs')],
};

/** The dearer plan: an old price, and aiThemeCreation listed last by the server. */
export const PREMIUM: Plan = {
  id: 3,
  name: 'Plan Premium',
  nameEng: 'Premium plan',
  description: 'Todo incluido',
  descriptionEng: 'Everything included',
  priceMxn: 1490,
  oldPriceMxn: 1990,
  invitationPlanFeatures: [
    feature(2, 'rsvpAdmin', 'Confirmaciones', 'RSVPs'),
    feature(3, 'GalleryImages', 'Galería de fotos', 'Photo gallery'),
    feature(4, 'aiThemeCreation', 'Temas con IA', 'AI themes'),
  ],
};
