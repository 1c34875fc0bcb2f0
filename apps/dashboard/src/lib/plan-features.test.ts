import { describe, expect, it } from 'vitest';
import { makePlan } from '../test/make-wedding.ts';
import { featureAllowance, PLAN_FEATURES } from './plan-features.ts';

describe('featureAllowance', () => {
  it('allows everything with a maximum of 1 in test mode (no plan)', () => {
    expect(featureAllowance({ invitationPlan: null }, PLAN_FEATURES.galleryImages)).toEqual({
      isAvailable: true,
      max: 1,
      isTestMode: true,
    });
  });

  it('lets the caller exclude a feature from test mode', () => {
    expect(
      featureAllowance({ invitationPlan: null }, 'csvImport', { isAvailable: false, max: null }),
    ).toEqual({ isAvailable: false, max: null, isTestMode: true });
  });

  it('finds a feature whose slug contains the name, case-insensitively, with its max', () => {
    const plan = makePlan([{ slug: 'rsvpAdmin' }, { slug: 'eventImagesMax10', max: 10 }]);
    expect(featureAllowance({ invitationPlan: plan }, PLAN_FEATURES.eventImages)).toEqual({
      isAvailable: true,
      max: 10,
      isTestMode: false,
    });
    expect(featureAllowance({ invitationPlan: plan }, 'RSVPADMIN').isAvailable).toBe(true);
  });

  it('refuses a feature the plan lacks', () => {
    const plan = makePlan([{ slug: 'EventImages', max: 3 }]);
    expect(featureAllowance({ invitationPlan: plan }, PLAN_FEATURES.galleryImages)).toEqual({
      isAvailable: false,
      max: null,
      isTestMode: false,
    });
    expect(featureAllowance({ invitationPlan: plan }, PLAN_FEATURES.song).isAvailable).toBe(false);
  });
});
