import type { Wedding } from './wedding.ts';

/** The plan features the dashboard asks about (each a part of the slugs the plans spell). */
export const PLAN_FEATURES = {
  song: 'Song',
  exclusiveEvents: 'exclusiveEvents',
  eventImages: 'EventImages',
  galleryImages: 'GalleryImages',
  rsvpAdmin: 'rsvpAdmin',
} as const;

export type FeatureAllowance = {
  isAvailable: boolean;
  /** How many the feature allows (image counts), null for no limit. */
  max: number | null;
  /** Whether the answer comes from test mode (a wedding without a plan). */
  isTestMode: boolean;
};

/** What test mode allows of a feature unless the caller says otherwise: everything, at most 1. */
export const TEST_MODE_ALLOWANCE = { isAvailable: true, max: 1 } as const;

/**
 * The server's rule, mirrored: a feature is available when any feature slug of the wedding's plan
 * contains the requested name, case-insensitively, with that feature's max. Without a plan (test
 * mode) the answer is `testMode`: by default everything, at most 1.
 */
export function featureAllowance(
  wedding: Pick<Wedding, 'invitationPlan'>,
  name: string,
  testMode: { isAvailable: boolean; max: number | null } = TEST_MODE_ALLOWANCE,
): FeatureAllowance {
  const plan = wedding.invitationPlan;
  if (!plan) return { ...testMode, isTestMode: true };
  const wanted = name.toLowerCase();
  const feature = plan.invitationPlanFeatures.find((item) =>
    item.slug.toLowerCase().includes(wanted),
  );
  if (!feature) return { isAvailable: false, max: null, isTestMode: false };
  return { isAvailable: true, max: feature.max, isTestMode: false };
}
