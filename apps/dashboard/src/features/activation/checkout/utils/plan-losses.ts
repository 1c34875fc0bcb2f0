import { featureAllowance, PLAN_FEATURES, type PlanFeature } from '@convite/rules/plans';
import type { Wedding } from '../../../../lib/wedding.ts';

/** What the wedding uses today of each feature a plan gates (AI themes made stay usable, so none). */
export type WeddingUsage = {
  /** The rows of its guest list. */
  guests: number;
  exclusiveEvents: string[];
  hasSong: boolean;
  galleryImages: number;
  /** The most photos any one event has. */
  mostEventImages: number;
};

/**
 * Something the wedding uses that a plan lacks: the feature missing altogether (`max` null), or a
 * limit below what the wedding has (`max` the plan's limit, `count` what it has).
 */
export type PlanLoss =
  | { kind: 'guests'; count: number }
  | { kind: 'exclusiveEvents'; names: string[] }
  | { kind: 'song' }
  | { kind: 'galleryImages' | 'eventImages'; count: number; max: number | null };

export function weddingUsage(
  wedding: Pick<Wedding, 'events' | 'song' | 'galleryImages'>,
  guests: number,
): WeddingUsage {
  return {
    guests,
    exclusiveEvents: wedding.events.filter((event) => event.isExclusive).map((event) => event.name),
    hasSong: wedding.song !== null,
    galleryImages: wedding.galleryImages.length,
    mostEventImages: Math.max(0, ...wedding.events.map((event) => event.images.length)),
  };
}

/** A counted feature the wedding has `count` of: lost when missing, or limited below the count. */
function countedLoss(
  features: readonly PlanFeature[],
  feature: string,
  count: number,
): { count: number; max: number | null } | null {
  if (count === 0) return null;
  const allowance = featureAllowance(features, feature);
  if (!allowance.isAvailable) return { count, max: null };
  if (allowance.max !== null && count > allowance.max) return { count, max: allowance.max };
  return null;
}

/**
 * What the wedding would stop seeing or changing on `features` (the plan's), in the order the couple
 * cares about: guests first. Nothing is deleted by a plan change; this is what the panel hides.
 */
export function planLosses(features: readonly PlanFeature[], usage: WeddingUsage): PlanLoss[] {
  const lacks = (feature: string) => !featureAllowance(features, feature).isAvailable;
  const losses: PlanLoss[] = [];
  if (usage.guests > 0 && lacks(PLAN_FEATURES.rsvpAdmin)) {
    losses.push({ kind: 'guests', count: usage.guests });
  }
  if (usage.exclusiveEvents.length > 0 && lacks(PLAN_FEATURES.exclusiveEvents)) {
    losses.push({ kind: 'exclusiveEvents', names: usage.exclusiveEvents });
  }
  if (usage.hasSong && lacks(PLAN_FEATURES.song)) losses.push({ kind: 'song' });
  const gallery = countedLoss(features, PLAN_FEATURES.galleryImages, usage.galleryImages);
  if (gallery) losses.push({ kind: 'galleryImages', ...gallery });
  const eventImages = countedLoss(features, PLAN_FEATURES.eventImages, usage.mostEventImages);
  if (eventImages) losses.push({ kind: 'eventImages', ...eventImages });
  return losses;
}
