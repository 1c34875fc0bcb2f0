import { describe, expect, it } from 'vitest';
import {
  filterCount,
  GUEST_FILTERS,
  guestStatus,
  matchesFilter,
  needsReminder,
} from './guest-status.ts';

const unsent = { sent: false, firstOpenedAt: null, confirmation: null };

describe('guestStatus', () => {
  it('walks sent → opened → answered', () => {
    expect(guestStatus(unsent)).toBe('unsent');
    expect(guestStatus({ ...unsent, sent: true })).toBe('sent');
    expect(guestStatus({ ...unsent, sent: true, firstOpenedAt: '2026-11-27T10:00:00Z' })).toBe(
      'opened',
    );
    expect(guestStatus({ ...unsent, sent: true, confirmation: true })).toBe('attending');
    expect(guestStatus({ ...unsent, sent: true, confirmation: false })).toBe('declined');
  });

  it('counts an opening of a link the couple never marked as sent', () => {
    expect(guestStatus({ ...unsent, firstOpenedAt: '2026-11-27T10:00:00Z' })).toBe('opened');
  });

  it('lets an answer outrank an opening', () => {
    expect(
      guestStatus({ sent: true, firstOpenedAt: '2026-11-27T10:00:00Z', confirmation: false }),
    ).toBe('declined');
  });
});

describe('needsReminder', () => {
  it('is for guests sent or opened who have not answered', () => {
    expect(needsReminder(unsent)).toBe(false);
    expect(needsReminder({ ...unsent, sent: true })).toBe(true);
    expect(needsReminder({ ...unsent, firstOpenedAt: '2026-11-27T10:00:00Z' })).toBe(true);
    expect(needsReminder({ ...unsent, sent: true, confirmation: true })).toBe(false);
    expect(needsReminder({ ...unsent, sent: true, confirmation: false })).toBe(false);
  });
});

describe('the list filters', () => {
  const opened = { ...unsent, sent: true, firstOpenedAt: '2026-11-27T10:00:00Z' };
  const guests = [unsent, { ...unsent, sent: true }, opened, { ...opened, confirmation: true }];

  it('shows under "unanswered" the guests sent or opened who have not answered', () => {
    expect(guests.map((guest) => matchesFilter(guest, 'unanswered'))).toEqual([
      false,
      true,
      true,
      false,
    ]);
    expect(guests.map((guest) => matchesFilter(guest, 'opened'))).toEqual([
      false,
      false,
      true,
      false,
    ]);
  });

  it('counts each filter as the guests it shows', () => {
    const statuses = { unsent: 0, sent: 0, opened: 0, attending: 0, declined: 0 };
    for (const guest of guests) statuses[guestStatus(guest)] += 1;
    for (const filter of GUEST_FILTERS)
      expect(filterCount(statuses, filter)).toBe(
        guests.filter((guest) => matchesFilter(guest, filter)).length,
      );
  });
});
