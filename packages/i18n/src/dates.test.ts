import { describe, expect, it } from 'vitest';
import {
  formatCalendarDay,
  formatDateTime,
  LONG_DAY_FORMAT,
  mexicoLocalToUtcIso,
  utcIsoToMexicoLocal,
} from './dates.ts';

describe('Mexico City dates', () => {
  it('converts a Mexico City local date-time to UTC (UTC-6, no daylight saving since 2022)', () => {
    expect(mexicoLocalToUtcIso('2026-05-16T18:30')).toBe('2026-05-17T00:30:00.000Z');
    expect(mexicoLocalToUtcIso('2026-12-31T23:59')).toBe('2027-01-01T05:59:00.000Z');
  });

  it('applied daylight saving before 2023', () => {
    expect(mexicoLocalToUtcIso('2021-07-01T12:00')).toBe('2021-07-01T17:00:00.000Z');
  });

  it('refuses values that are not a local date-time', () => {
    expect(mexicoLocalToUtcIso('')).toBeNull();
    expect(mexicoLocalToUtcIso('2026-02-30T10:00')).toBeNull();
    expect(mexicoLocalToUtcIso('16/05/2026 18:30')).toBeNull();
  });

  it('converts UTC back to the local input value', () => {
    expect(utcIsoToMexicoLocal('2026-05-17T00:30:00.000Z')).toBe('2026-05-16T18:30');
    expect(utcIsoToMexicoLocal('not a date')).toBe('');
  });

  it('round-trips', () => {
    const local = '2027-03-14T09:05';
    expect(utcIsoToMexicoLocal(mexicoLocalToUtcIso(local) ?? '')).toBe(local);
  });

  it('formats for display in the zone and language given', () => {
    expect(formatDateTime('2026-05-17T00:30:00Z', 'es', 'dd.MM.yyyy HH:mm')).toBe(
      '16.05.2026 18:30',
    );
    expect(formatDateTime('2026-05-17T00:30:00Z', 'es', 'cccc d LLLL')).toBe('sábado 16 mayo');
    expect(formatDateTime('2026-05-17T00:30:00Z', 'en', 'cccc d LLLL')).toBe('Saturday 16 May');
    expect(formatDateTime('nope', 'es')).toBe('');
  });

  it('formats a calendar day as that same day in either language, and nothing for a malformed one', () => {
    expect(formatCalendarDay('2027-05-01', 'es', "cccc d 'de' LLLL")).toBe('sábado 1 de mayo');
    expect(formatCalendarDay('2027-05-01', 'en', 'cccc, LLLL d')).toBe('Saturday, May 1');
    expect(formatCalendarDay('2027-02-30', 'es', 'd LLLL')).toBe('');
    expect(formatCalendarDay('2027-05-01T10:00', 'es', 'd LLLL')).toBe('');
  });

  it('writes a day out as people write it: no comma after the Spanish weekday', () => {
    // 2027-05-29 20:00 in Mexico City (a Saturday), stored in UTC.
    const wedding = '2027-05-30T02:00:00.000Z';
    expect(formatDateTime(wedding, 'es', LONG_DAY_FORMAT.es)).toBe('sábado 29 de mayo de 2027');
    expect(formatDateTime(wedding, 'en', LONG_DAY_FORMAT.en)).toBe('Saturday, May 29, 2027');
    expect(formatCalendarDay('2027-05-01', 'es', LONG_DAY_FORMAT.es)).toBe(
      'sábado 1 de mayo de 2027',
    );
    expect(formatCalendarDay('2027-05-01', 'en', LONG_DAY_FORMAT.en)).toBe('Saturday, May 1, 2027');
  });
});
