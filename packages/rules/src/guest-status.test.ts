import { describe, expect, it } from 'vitest';
import { guestStatus, needsReminder } from './guest-status.ts';

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
