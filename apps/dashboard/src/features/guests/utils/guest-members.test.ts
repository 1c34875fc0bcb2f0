import { describe, expect, it } from 'vitest';
import { makeMember } from '../../../test/make-wedding.ts';
import {
  initials,
  maximumForAnotherPerson,
  memberDrafts,
  membersInput,
  newMemberDraft,
  openSeatCount,
} from './guest-members.ts';

describe('the people of the guest form', () => {
  it('starts from the named seats in order, leaving the open ones out', () => {
    const drafts = memberDrafts({
      members: [
        makeMember({
          id: 1,
          firstName: 'Ana',
          lastName: null,
          events: [{ eventId: 3, attending: false, mealOptionId: null }],
        }),
        makeMember({ id: 2 }),
        makeMember({ id: 3, firstName: 'Sofía', lastName: 'Pérez', isChild: true }),
      ],
    });
    expect(drafts.map(({ key: _key, ...rest }) => rest)).toEqual([
      { id: 1, firstName: 'Ana', lastName: '', isChild: false, hasAnswered: true },
      { id: 3, firstName: 'Sofía', lastName: 'Pérez', isChild: true, hasAnswered: false },
    ]);
    expect(new Set(drafts.map((draft) => draft.key)).size).toBe(2);
    expect(memberDrafts(undefined)).toEqual([]);
  });

  it('sends each person trimmed, a kept seat with its id and a new one without', () => {
    const kept = { ...newMemberDraft({ firstName: ' Ana ' }), id: 7, lastName: '  ' };
    const added = newMemberDraft({ firstName: 'Sofía', lastName: ' Pérez', isChild: true });
    expect(membersInput([kept, added])).toEqual([
      { id: 7, firstName: 'Ana', lastName: null, isChild: false },
      { firstName: 'Sofía', lastName: 'Pérez', isChild: true },
    ]);
    expect(added.key).not.toBe(kept.key);
  });

  it('counts the open seats of a valid maximum only, never below zero', () => {
    expect(openSeatCount(4, 1)).toBe(3);
    expect(openSeatCount(2, 3)).toBe(0);
    expect(openSeatCount(Number.NaN, 0)).toBeNull();
    expect(openSeatCount(0, 0)).toBeNull();
    expect(openSeatCount(2.5, 0)).toBeNull();
  });

  it('makes room for one more person by raising the maximum, up to 20', () => {
    expect(maximumForAnotherPerson(4, 1)).toBe(4);
    expect(maximumForAnotherPerson(2, 2)).toBe(3);
    expect(maximumForAnotherPerson(Number.NaN, 0)).toBe(1);
    expect(maximumForAnotherPerson(20, 19)).toBe(20);
    expect(maximumForAnotherPerson(20, 20)).toBeNull();
  });

  it('draws a seat with the person’s initials', () => {
    expect(initials({ firstName: 'ana', lastName: 'Pérez' })).toBe('AP');
    expect(initials({ firstName: 'Íñigo', lastName: '' })).toBe('Í');
  });
});
