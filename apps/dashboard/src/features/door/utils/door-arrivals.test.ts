import { describe, expect, it } from 'vitest';
import {
  arrivalsByMember,
  householdArrival,
  householdOfPass,
  passTokenFrom,
  searchHouseholds,
} from './door-arrivals.ts';
import type { DoorHousehold, DoorList } from './door-store.ts';

const PASS = '12.AbCdEfGhIjKlMnOpQrStUv';

const perez: DoorHousehold = {
  guestId: 12,
  name: 'Familia Pérez',
  pass: PASS,
  seats: 4,
  members: [
    { memberId: 1, name: 'Ana Pérez', isChild: false, attending: true, table: 'Mesa 1' },
    { memberId: 2, name: 'Luis Pérez', isChild: false, attending: true, table: 'Mesa 1' },
    { memberId: 3, name: 'Sofía Pérez', isChild: true, attending: true, table: 'Mesa 2' },
    { memberId: 4, name: null, isChild: false, attending: false, table: null },
  ],
};
const nunez: DoorHousehold = {
  guestId: 13,
  name: 'Íñigo Núñez',
  pass: '13.ZZZZZZZZZZZZZZZZZZZZZZ',
  seats: 2,
  members: [
    { memberId: 5, name: 'Íñigo Núñez', isChild: false, attending: null, table: null },
    { memberId: 6, name: null, isChild: false, attending: null, table: null },
  ],
};
const list: DoorList = {
  wedding: { name: 'Ana y Luis', date: '2027-05-29T23:00:00.000Z' },
  households: [perez, nunez],
  arrivals: [],
  serverTime: '2027-05-29T23:00:00.000Z',
};

describe('the door’s arrivals', () => {
  it('counts a person once, at the earliest time any phone marked them', () => {
    const known = arrivalsByMember(
      [{ memberId: 1, arrivedAt: '2027-05-30T01:45:00.000Z' }],
      [
        { id: 'a', memberId: 1, at: '2027-05-30T01:42:00.000Z' },
        { id: 'b', memberId: 2, at: '2027-05-30T01:50:00.000Z' },
        { id: 'c', memberId: 2, at: '2027-05-30T01:49:00.000Z' },
      ],
    );
    expect(known.get(1)?.at).toBe('2027-05-30T01:42:00.000Z');
    // Ana is confirmed by the server already; Luis only on this phone.
    expect(known.get(1)?.isPending).toBe(false);
    expect(known.get(2)).toEqual({ at: '2027-05-30T01:49:00.000Z', isPending: true });
  });

  it('says how many of the pass arrived and when the first did ("2 de 3")', () => {
    const known = arrivalsByMember(
      [
        { memberId: 2, arrivedAt: '2027-05-30T01:50:00.000Z' },
        { memberId: 1, arrivedAt: '2027-05-30T01:42:00.000Z' },
      ],
      [],
    );
    // Three said they come; the open seat said no.
    expect(householdArrival(perez, known)).toEqual({
      arrived: 2,
      expected: 3,
      firstAt: '2027-05-30T01:42:00.000Z',
    });
    // Not answered: the pass admits its seats.
    expect(householdArrival(nunez, known)).toEqual({ arrived: 0, expected: 2, firstAt: null });
  });

  it('never says more arrived than were expected: a "no" who came counts as expected', () => {
    const known = arrivalsByMember(
      [1, 2, 3, 4].map((memberId) => ({ memberId, arrivedAt: '2027-05-30T01:42:00.000Z' })),
      [],
    );
    expect(householdArrival(perez, known)).toMatchObject({ arrived: 4, expected: 4 });
  });

  it('reads a pass from its link or as a bare token, and nothing else', () => {
    expect(passTokenFrom(`https://invitacion.convite.mx/ana-y-luis/pase/${PASS}`)).toBe(PASS);
    expect(passTokenFrom(` ${PASS} `)).toBe(PASS);
    expect(passTokenFrom('https://invitacion.convite.mx/ana-y-luis?code=FK4C0WGP')).toBeNull();
    expect(passTokenFrom('hola')).toBeNull();
    expect(householdOfPass(list, `http://localhost:5175/ana-y-luis/pase/${PASS}`)).toBe(perez);
    // A pass of another wedding (or forged) is not on this list.
    expect(householdOfPass(list, '99.AbCdEfGhIjKlMnOpQrStUv')).toBeUndefined();
  });

  it('finds a household by any of its names, accents and case aside', () => {
    expect(searchHouseholds(list, 'perez')).toEqual([perez]);
    expect(searchHouseholds(list, 'SOFIA')).toEqual([perez]);
    expect(searchHouseholds(list, 'inigo nunez')).toEqual([nunez]);
    expect(searchHouseholds(list, 'ana nunez')).toEqual([]);
    expect(searchHouseholds(list, '  ')).toEqual([]);
  });
});
