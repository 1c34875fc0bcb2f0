import { describe, expect, it } from 'vitest';
import { featureAllowance, PLAN_FEATURES, TEST_MODE_GUESTS, TRIAL_HOURS } from './plans.ts';

const plan = [
  { slug: 'eventImagesMax3', max: 3 },
  { slug: 'rsvpAdmin', max: null },
  { slug: 'GalleryImagesMax8', max: 8 },
];

describe('featureAllowance', () => {
  it('finds a feature whose slug contains the name, whatever the case, with its max', () => {
    expect(featureAllowance(plan, PLAN_FEATURES.eventImages)).toEqual({
      isAvailable: true,
      max: 3,
      isTestMode: false,
    });
    expect(featureAllowance(plan, 'RSVPADMIN')).toEqual({
      isAvailable: true,
      max: null,
      isTestMode: false,
    });
    expect(featureAllowance(plan, 'galleryimages').max).toBe(8);
  });

  it('refuses a feature the plan does not include', () => {
    expect(featureAllowance(plan, PLAN_FEATURES.song)).toEqual({
      isAvailable: false,
      max: null,
      isTestMode: false,
    });
    expect(featureAllowance([], PLAN_FEATURES.rsvpAdmin).isAvailable).toBe(false);
  });

  it('gives test mode everything, at most 1, unless the caller says otherwise', () => {
    expect(featureAllowance(null, 'anything')).toEqual({
      isAvailable: true,
      max: 1,
      isTestMode: true,
    });
    expect(
      featureAllowance(null, PLAN_FEATURES.rsvpAdmin, { isAvailable: true, max: TEST_MODE_GUESTS }),
    ).toEqual({ isAvailable: true, max: 10, isTestMode: true });
    expect(featureAllowance(null, 'csvImport', { isAvailable: false, max: null })).toEqual({
      isAvailable: false,
      max: null,
      isTestMode: true,
    });
  });
});

describe('test mode', () => {
  it('runs 72 hours and administers 10 guests', () => {
    expect(TRIAL_HOURS).toBe(72);
    expect(TEST_MODE_GUESTS).toBe(10);
  });
});
