import { describe, expect, it } from 'vitest';
import { formatEventTime, formatTime, formatWeddingDate } from './dates.ts';

const es = { am: 'a. m.', pm: 'p. m.' };
const en = { am: 'AM', pm: 'PM' };
const WEDDING = '2026-11-14T23:00:00.000Z'; // 17:00 on 14 November in Mexico City

describe('invitation dates (Mexico City time)', () => {
  it('prints the header date as DD.MM.YYYY in Mexico City, not UTC', () => {
    expect(formatWeddingDate(WEDDING, 'es')).toBe('14.11.2026');
    // 03:00 UTC on the 15th is still the 14th in Mexico City.
    expect(formatWeddingDate('2026-11-15T03:00:00.000Z', 'en')).toBe('14.11.2026');
  });

  it('prints times as h:mm with the meridiem of the language', () => {
    expect(formatTime(WEDDING, 'es', es)).toBe('5:00 p. m.');
    expect(formatTime('2026-11-14T15:30:00.000Z', 'en', en)).toBe('9:30 AM');
    expect(formatTime('2026-11-14T06:05:00.000Z', 'en', en)).toBe('12:05 AM');
    expect(formatTime('2026-11-14T18:00:00.000Z', 'en', en)).toBe('12:00 PM');
  });

  it('adds DD/MM/YYYY only for an event on another day than the wedding', () => {
    // 19:30 local on the wedding day, though already the 15th in UTC.
    expect(formatEventTime('2026-11-15T01:30:00.000Z', WEDDING, 'es', es)).toBe('7:30 p. m.');
    // 20:00 local the day before.
    expect(formatEventTime('2026-11-14T02:00:00.000Z', WEDDING, 'es', es)).toBe(
      '8:00 p. m. · 13/11/2026',
    );
    expect(formatEventTime('2026-11-15T18:00:00.000Z', WEDDING, 'en', en)).toBe(
      '12:00 PM · 15/11/2026',
    );
  });

  it('uses UTC-6 all year, since Mexico City keeps no daylight saving time', () => {
    // In July an event at 02:00 UTC is 20:00 the previous day (not 21:00 as under the old summer time).
    const july = '2026-07-15T02:00:00.000Z';
    expect(formatEventTime(july, '2026-07-15T23:00:00.000Z', 'es', es)).toBe(
      '8:00 p. m. · 14/07/2026',
    );
    expect(formatWeddingDate(july, 'es')).toBe('14.07.2026');
  });
});
