import { describe, expect, it } from 'vitest';
import { groupByHousehold } from './households.ts';
import { moveSeats } from './move-seats.ts';

const person = (memberId: number, guestId: number, name: string | null) => ({
  memberId,
  guestId,
  household: `Casa ${guestId}`,
  name,
  isChild: false,
  attending: true,
});

const SEATING = {
  tables: [
    { id: 1, name: 'Mesa 1', seats: 2, people: [person(10, 1, 'Ana'), person(11, 1, 'Luis')] },
    { id: 2, name: 'Mesa 2', seats: 4, people: [] },
  ],
  unseated: [person(20, 2, 'Rosa'), person(21, 2, null), person(30, 3, 'Eva')],
};

describe('moveSeats', () => {
  it('moves the people named to the end of their table and leaves everyone else', () => {
    const next = moveSeats(SEATING, [
      { memberId: 20, tableId: 1 },
      { memberId: 21, tableId: 1 },
      { memberId: 10, tableId: null },
    ]);
    expect(next.tables[0]?.people.map((p) => p.memberId)).toEqual([11, 20, 21]);
    expect(next.tables[1]?.people).toEqual([]);
    expect(next.unseated.map((p) => p.memberId)).toEqual([30, 10]);
  });

  it('keeps a list it does not change untouched', () => {
    expect(moveSeats(SEATING, [])).toEqual(SEATING);
  });
});

describe('groupByHousehold', () => {
  it('groups people by invitation, in the order the households first appear', () => {
    const groups = groupByHousehold([person(1, 5, 'A'), person(2, 6, 'B'), person(3, 5, 'C')]);
    expect(groups.map((g) => [g.guestId, g.people.map((p) => p.memberId)])).toEqual([
      [5, [1, 3]],
      [6, [2]],
    ]);
  });
});
