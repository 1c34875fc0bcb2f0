import { describe, expect, it } from 'vitest';
import {
  asksGuestCount,
  impliedGuestCount,
  isGuestCountWithin,
  keepsFoodRestrictions,
  keepsMessage,
} from './guest-answers.ts';

describe('the guest count', () => {
  it('is asked only when the maximum is above 1, and is 1 otherwise', () => {
    expect(asksGuestCount(1)).toBe(false);
    expect(impliedGuestCount(1)).toBe(1);
    expect(asksGuestCount(2)).toBe(true);
    expect(impliedGuestCount(2)).toBeNull();
  });

  it('is a whole number from 1 to the maximum', () => {
    expect(isGuestCountWithin(1, 3)).toBe(true);
    expect(isGuestCountWithin(3, 3)).toBe(true);
    expect(isGuestCountWithin(0, 3)).toBe(false);
    expect(isGuestCountWithin(4, 3)).toBe(false);
    expect(isGuestCountWithin(1.5, 3)).toBe(false);
  });
});

describe('the optional answers', () => {
  const asksBoth = { foodRestrictionsEnabled: true, messageEnabled: true };

  it('keeps food restrictions only for a guest who attends, when the wedding asks', () => {
    expect(keepsFoodRestrictions(true, asksBoth)).toBe(true);
    expect(keepsFoodRestrictions(false, asksBoth)).toBe(false);
    expect(keepsFoodRestrictions(null, asksBoth)).toBe(false);
    expect(keepsFoodRestrictions(true, { foodRestrictionsEnabled: false })).toBe(false);
  });

  it('keeps the message with either answer, when the wedding asks', () => {
    expect(keepsMessage(true, asksBoth)).toBe(true);
    expect(keepsMessage(false, asksBoth)).toBe(true);
    expect(keepsMessage(null, asksBoth)).toBe(false);
    expect(keepsMessage(true, { messageEnabled: false })).toBe(false);
  });
});
