// What a wedding's plan, or its test mode, allows. The API enforces these rules and the dashboard
// shows the same answers before asking, so both import them from here.

/**
 * The plan features code asks about. Each is a part of the slugs the plans spell (`EventImages`,
 * `eventImagesMax10`, …): a feature is matched by containment, case-insensitively.
 */
export const PLAN_FEATURES = {
  song: 'Song',
  exclusiveEvents: 'exclusiveEvents',
  eventImages: 'EventImages',
  galleryImages: 'GalleryImages',
  rsvpAdmin: 'rsvpAdmin',
  aiThemeCreation: 'aiThemeCreation',
} as const;

/** A feature of a plan as stored: its slug and how many it allows (null: no limit). */
export type PlanFeature = { slug: string; max: number | null };

/** What test mode gives of a feature: whether it is available and how many it allows. */
export type TestModeAllowance = { isAvailable: boolean; max: number | null };

export type FeatureAllowance = TestModeAllowance & {
  /** Whether the answer comes from test mode (a wedding without a plan). */
  isTestMode: boolean;
};

/** What test mode allows of a feature unless the caller says otherwise: everything, at most 1. */
export const TEST_MODE_ALLOWANCE: TestModeAllowance = { isAvailable: true, max: 1 };

/** Test mode administers guests, at most this many. */
export const TEST_MODE_GUESTS = 10;

/** How long the free test mode runs once started. */
export const TRIAL_HOURS = 72;

/**
 * Whether a plan includes a feature: any of its features whose slug contains the name
 * (case-insensitively), with that feature's max. `planFeatures` is null for a wedding without a
 * plan (test mode), whose answer is `testMode`: by default everything, at most 1.
 */
export function featureAllowance(
  planFeatures: readonly PlanFeature[] | null,
  featureName: string,
  testMode: TestModeAllowance = TEST_MODE_ALLOWANCE,
): FeatureAllowance {
  if (planFeatures === null) return { ...testMode, isTestMode: true };
  const wanted = featureName.toLowerCase();
  const feature = planFeatures.find((item) => item.slug.toLowerCase().includes(wanted));
  if (!feature) return { isAvailable: false, max: null, isTestMode: false };
  return { isAvailable: true, max: feature.max, isTestMode: false };
}
