import { describe, expect, it } from 'vitest';
import { isRsvpDeadlineAhead, isRsvpDeadlineAllowed, weddingZoneDay } from './rsvp-deadline.ts';

// Saturday 16 May 2026, 17:00 in Mexico City (UTC-6).
const wedding = new Date('2026-05-16T23:00:00Z');

describe('weddingZoneDay', () => {
  it('reads the day in Mexico City, not in UTC', () => {
    expect(weddingZoneDay(new Date('2026-05-17T03:00:00Z'))).toBe('2026-05-16');
    expect(weddingZoneDay(new Date('2026-05-17T06:00:00Z'))).toBe('2026-05-17');
  });
});

describe('isRsvpDeadlineAllowed', () => {
  it('allows a deadline up to the wedding day and refuses the day after', () => {
    expect(isRsvpDeadlineAllowed('2026-05-01', wedding)).toBe(true);
    expect(isRsvpDeadlineAllowed('2026-05-16', wedding)).toBe(true);
    expect(isRsvpDeadlineAllowed('2026-05-17', wedding)).toBe(false);
  });

  it('compares with the wedding day in Mexico City even when it is the next day in UTC', () => {
    const lateEvening = new Date('2026-05-17T04:30:00Z'); // 16 May, 22:30 in Mexico City
    expect(isRsvpDeadlineAllowed('2026-05-16', lateEvening)).toBe(true);
    expect(isRsvpDeadlineAllowed('2026-05-17', lateEvening)).toBe(false);
  });
});

describe('isRsvpDeadlineAhead', () => {
  it('asks until the end of the deadline day in Mexico City', () => {
    expect(isRsvpDeadlineAhead('2026-05-01', wedding, new Date('2026-04-20T12:00:00Z'))).toBe(true);
    // 1 May, 23:30 in Mexico City is 2 May in UTC: still the deadline day for the couple.
    expect(isRsvpDeadlineAhead('2026-05-01', wedding, new Date('2026-05-02T05:30:00Z'))).toBe(true);
    expect(isRsvpDeadlineAhead('2026-05-01', wedding, new Date('2026-05-02T06:30:00Z'))).toBe(
      false,
    );
  });

  it('never asks by a deadline after the wedding day', () => {
    expect(isRsvpDeadlineAhead('2026-05-20', wedding, new Date('2026-04-20T12:00:00Z'))).toBe(
      false,
    );
  });
});
