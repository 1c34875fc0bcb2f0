// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { eventFixture, invitationFixture } from '../test/fixtures.ts';
import { createKeptInvitations, sharedInvitation } from './kept-invitations.ts';

const body = (name: string) => JSON.stringify(invitationFixture({ name }));

describe('the kept invitations', () => {
  it('find a guest by wedding and code as the API reads it, and no one else', () => {
    const kept = createKeptInvitations();
    kept.keepGuest('ana-y-luis', 'ABCD2345', body('de Marta'));
    expect(kept.guest('ana-y-luis', ' abcd2345 ')?.invitation.wedding.name).toBe('de Marta');
    expect(kept.guest('ana-y-luis', 'ABCD2346')).toBeNull();
    expect(kept.guest('otra-boda', 'ABCD2345')).toBeNull();
    expect(kept.shared('ana-y-luis')).toBeNull();
  });

  it('are bounded by bytes, dropping the least recently used first', () => {
    const size = Buffer.byteLength(body('x'.repeat(10)));
    // Room for two entries (each its body and about 90 bytes more), not three.
    const kept = createKeptInvitations({ maxBytes: 2 * (size + 100) + 50 });
    kept.keepGuest('boda', 'AAAA2345', body('a'.repeat(10)));
    kept.keepGuest('boda', 'BBBB2345', body('b'.repeat(10)));
    kept.guest('boda', 'AAAA2345');
    kept.keepGuest('boda', 'CCCC2345', body('c'.repeat(10)));
    expect(kept.size).toBe(2);
    expect(kept.bytes).toBeLessThanOrEqual(2 * (size + 100) + 50);
    expect(kept.guest('boda', 'BBBB2345')).toBeNull();
    expect(kept.guest('boda', 'AAAA2345')).not.toBeNull();
    expect(kept.guest('boda', 'CCCC2345')).not.toBeNull();
  });

  it('are served for a bounded time after the API last gave or confirmed them', () => {
    let now = 0;
    const kept = createKeptInvitations({ maxAgeMs: 1_000, now: () => now });
    kept.keepGuest('boda', 'AAAA2345', body('a'));
    kept.keepGuest('boda', 'BBBB2345', body('b'));
    now = 900;
    kept.confirmGuest('boda', 'AAAA2345');
    now = 1_500;
    expect(kept.guest('boda', 'AAAA2345')?.keptAt).toEqual(new Date(900));
    expect(kept.guest('boda', 'BBBB2345')).toBeNull();
  });

  it("forget a wedding the API says is gone: its shared invitation and the guest's", () => {
    const kept = createKeptInvitations();
    kept.keepGuest('boda', 'AAAA2345', body('a'));
    kept.keepShared('boda', body('compartida'));
    kept.forget('boda', 'AAAA2345');
    expect(kept.guest('boda', 'AAAA2345')).toBeNull();
    expect(kept.shared('boda')).toBeNull();
  });

  it('claim a shared invitation once per interval per wedding', () => {
    let now = 0;
    const kept = createKeptInvitations({ now: () => now });
    expect(kept.claimSharedRefresh('boda', 1_000)).toBe(true);
    expect(kept.claimSharedRefresh('boda', 1_000)).toBe(false);
    expect(kept.claimSharedRefresh('otra', 1_000)).toBe(true);
    now = 1_001;
    expect(kept.claimSharedRefresh('boda', 1_000)).toBe(true);
  });
});

describe("a wedding's shared invitation made from a guest's", () => {
  it('has no guest and none of the exclusive events, as the bare link shows it', () => {
    const guests = invitationFixture({
      wedding: {
        events: [
          eventFixture(1, 'Ceremonia'),
          eventFixture(2, 'Cena de familia', { isExclusive: true }),
        ],
      },
    });
    const shared = sharedInvitation(guests);
    expect(shared.guest).toBeNull();
    expect(shared.wedding.events.map((event) => event.name)).toEqual(['Ceremonia']);
    expect(JSON.stringify(shared)).not.toContain('Marta');
    expect(shared.wedding.name).toBe(guests.wedding.name);
  });
});
