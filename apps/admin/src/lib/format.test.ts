import { describe, expect, it } from 'vitest';
import {
  formatAdminDate,
  formatAdminDay,
  formatMoney,
  formatPercent,
  personName,
} from './format.ts';

describe('admin formats', () => {
  it('shows a UTC timestamp as DD/MM/YYYY HH:mm:ss in Mexico City time', () => {
    // 18:05:09 UTC is 12:05:09 in Mexico City (UTC-6, no daylight saving since 2022).
    expect(formatAdminDate('2026-03-01T18:05:09.000Z')).toBe('01/03/2026 12:05:09');
    // Across midnight the day changes too.
    expect(formatAdminDate('2026-01-02T03:00:00.000Z')).toBe('01/01/2026 21:00:00');
    expect(formatAdminDate(null)).toBe('-');
  });

  it('shows a calendar day as that same DD/MM/YYYY, whatever the time zone', () => {
    expect(formatAdminDay('2026-10-31')).toBe('31/10/2026');
    expect(formatAdminDay(null)).toBe('-');
  });

  it('shows pesos with thousands and percents', () => {
    expect(formatMoney(1490)).toBe('$1,490');
    expect(formatMoney(99.5)).toBe('$99.5');
    expect(formatPercent(12.5)).toBe('12.5%');
  });

  it('names a client by name and last name, or by email', () => {
    expect(personName({ name: 'Ana', lastName: 'Ruiz', email: 'a@b.mx' })).toBe('Ana Ruiz');
    expect(personName({ name: null, lastName: null, email: 'a@b.mx' })).toBe('a@b.mx');
  });
});
