import { describe, expect, it } from 'vitest';
import { longDay } from './long-day.ts';

describe('a day written out', () => {
  // 2027-05-30 01:00 UTC is still Saturday the 29th in Mexico City.
  const saturdayNight = new Date('2027-05-30T01:00:00Z');

  it('has no comma after the Spanish weekday, and the English one has its commas', () => {
    expect(longDay(saturdayNight, 'es')).toBe('sábado 29 de mayo de 2027');
    expect(longDay(saturdayNight, 'en')).toBe('Saturday, May 29, 2027');
  });

  it('reads a calendar day in Mexico City, capitalized or without the year when asked', () => {
    expect(longDay('2027-05-01', 'es', { hasYear: false })).toBe('sábado 1 de mayo');
    expect(longDay(saturdayNight, 'es', { isCapitalized: true })).toBe('Sábado 29 de mayo de 2027');
  });
});
