import { describe, expect, it } from 'vitest';
import { isDoorOpen } from './wedding-day.ts';

// Saturday 15 May 2027 at 18:00 in Mexico City (UTC−6).
const WEDDING = '2027-05-16T00:00:00.000Z';

describe('isDoorOpen', () => {
  it('is open from the start of the wedding day to the end of the next, Mexico City time', () => {
    expect(isDoorOpen(WEDDING, new Date('2027-05-15T05:59:00.000Z'))).toBe(false);
    expect(isDoorOpen(WEDDING, new Date('2027-05-15T06:00:00.000Z'))).toBe(true);
    expect(isDoorOpen(WEDDING, new Date('2027-05-17T05:59:00.000Z'))).toBe(true);
    expect(isDoorOpen(WEDDING, new Date('2027-05-17T06:00:00.000Z'))).toBe(false);
  });

  it('is closed for a wedding without a date', () => {
    expect(isDoorOpen(null)).toBe(false);
  });
});
