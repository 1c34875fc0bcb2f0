import { describe, expect, it } from 'vitest';
import {
  formatMemberList,
  householdTotals,
  isQuestionAnswer,
  mayAttend,
  parseMemberList,
  seatsOfHouseholdAnswer,
  splitFullName,
  standsForInvitation,
  type Seat,
} from './households.ts';

const ceremony = { id: 1, onlyAdults: false };
const party = { id: 2, onlyAdults: true };

describe('attendance', () => {
  it('keeps children away from adults-only events', () => {
    expect(mayAttend({ isChild: true }, party)).toBe(false);
    expect(mayAttend({ isChild: true }, ceremony)).toBe(true);
    expect(mayAttend({ isChild: false }, party)).toBe(true);
  });

  it('counts the people who attend at least one event, a child at an adults-only event not at all', () => {
    const seats: Seat[] = [
      { id: 1, isChild: false, events: [{ eventId: 1, attending: true, mealOptionId: null }] },
      { id: 2, isChild: false, events: [{ eventId: 1, attending: false, mealOptionId: null }] },
      { id: 3, isChild: true, events: [{ eventId: 2, attending: true, mealOptionId: null }] },
    ];
    expect(householdTotals(seats, [ceremony, party])).toEqual({
      confirmation: true,
      confirmedGuests: 1,
    });
    expect(householdTotals(seats.slice(1), [ceremony, party])).toEqual({
      confirmation: false,
      confirmedGuests: 0,
    });
  });

  it('turns a household answer into seats: adults first, each to every event it may attend', () => {
    const seats: Seat[] = [
      { id: 7, isChild: true, events: [] },
      { id: 8, isChild: false, events: [{ eventId: 1, attending: true, mealOptionId: 5 }] },
      { id: 9, isChild: false, events: [] },
    ];
    const answers = seatsOfHouseholdAnswer(seats, [ceremony, party], true, 2);
    expect(answers.get(8)).toEqual([
      { eventId: 1, attending: true, mealOptionId: 5 },
      { eventId: 2, attending: true, mealOptionId: null },
    ]);
    expect(answers.get(9)?.every((answer) => answer.attending)).toBe(true);
    expect(answers.get(7)).toEqual([{ eventId: 1, attending: false, mealOptionId: null }]);
    const declined = seatsOfHouseholdAnswer(seats, [ceremony], false, 0);
    expect([...declined.values()].flat().some((answer) => answer.attending)).toBe(false);
  });
});

describe('the seat that stands for the invitation', () => {
  it('is the first seat while the couple named nobody (a companion the guest named does not count)', () => {
    const open = { firstName: null };
    expect(standsForInvitation([open, open], 0)).toBe(true);
    expect(standsForInvitation([open, open], 1)).toBe(false);
    expect(standsForInvitation([open, { firstName: 'Pablo', namedByGuest: true }], 0)).toBe(true);
    expect(standsForInvitation([{ firstName: 'Ana' }, open], 0)).toBe(false);
  });
});

describe('questions', () => {
  it('takes yes or no, one of the options, or a short text', () => {
    expect(isQuestionAnswer({ kind: 'yesNo', options: [] }, 'yes')).toBe(true);
    expect(isQuestionAnswer({ kind: 'yesNo', options: [] }, 'sí')).toBe(false);
    expect(isQuestionAnswer({ kind: 'choice', options: ['Bus', 'Auto'] }, 'Bus')).toBe(true);
    expect(isQuestionAnswer({ kind: 'choice', options: ['Bus', 'Auto'] }, 'Tren')).toBe(false);
    expect(isQuestionAnswer({ kind: 'text', options: [] }, '  ')).toBe(false);
    expect(isQuestionAnswer({ kind: 'text', options: [] }, 'Cielito lindo')).toBe(true);
  });
});

describe('member names in a list file', () => {
  it('splits on the household last name, else on the last word', () => {
    expect(splitFullName('Ana María  Pérez López', 'Pérez López')).toEqual({
      firstName: 'Ana María',
      lastName: 'Pérez López',
    });
    expect(splitFullName('Luis Gómez', null)).toEqual({ firstName: 'Luis', lastName: 'Gómez' });
    expect(splitFullName('Sofía', 'Pérez')).toEqual({ firstName: 'Sofía', lastName: null });
  });

  it('reads children marked in parentheses and writes the same cell back', () => {
    const cell = 'Ana Pérez; Luis Pérez;Sofía Pérez (niña)\nTeo Ruiz (CHILD)';
    const members = parseMemberList(cell, 'Pérez');
    expect(members).toEqual([
      { firstName: 'Ana', lastName: 'Pérez', isChild: false },
      { firstName: 'Luis', lastName: 'Pérez', isChild: false },
      { firstName: 'Sofía', lastName: 'Pérez', isChild: true },
      { firstName: 'Teo', lastName: 'Ruiz', isChild: true },
    ]);
    expect(parseMemberList(formatMemberList(members, 'niño'), 'Pérez')).toEqual(members);
  });
});
