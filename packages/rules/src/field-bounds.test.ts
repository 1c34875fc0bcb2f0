import { describe, expect, it } from 'vitest';
import { isAllowedGuestMaximum, MAX_GUESTS_ALLOWED } from './field-bounds.ts';

describe('isAllowedGuestMaximum', () => {
  it('takes whole numbers from 1 to 20', () => {
    expect(MAX_GUESTS_ALLOWED).toBe(20);
    expect(isAllowedGuestMaximum(1)).toBe(true);
    expect(isAllowedGuestMaximum(20)).toBe(true);
    expect(isAllowedGuestMaximum(0)).toBe(false);
    expect(isAllowedGuestMaximum(21)).toBe(false);
    expect(isAllowedGuestMaximum(2.5)).toBe(false);
    expect(isAllowedGuestMaximum(Number.NaN)).toBe(false);
  });
});
