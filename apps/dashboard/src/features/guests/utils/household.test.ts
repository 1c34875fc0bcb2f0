import { describe, expect, it } from 'vitest';
import { makeMember } from '../../../test/make-wedding.ts';
import { householdView, type HouseholdContext } from './household.ts';

const INVITATION = { name: 'Familia', lastName: 'Ruiz' };

const CONTEXT: HouseholdContext = {
  events: [
    { id: 1, name: 'Ceremonia', mealOptions: [] },
    { id: 2, name: 'Cena', mealOptions: [{ id: 9, name: 'Res' }] },
  ],
  questions: [
    { id: 5, prompt: '¿Transporte?', kind: 'yesNo', perPerson: false, options: [] },
    { id: 6, prompt: '¿Canción?', kind: 'text', perPerson: true, options: [] },
  ],
};

describe('a household as the guest list reads it', () => {
  it('lists the events in the invitation’s order, with the meal only where the person goes', () => {
    const view = householdView(
      {
        ...INVITATION,
        answers: {},
        members: [
          makeMember({
            id: 1,
            firstName: 'Ana',
            events: [
              { eventId: 2, attending: true, mealOptionId: 9 },
              { eventId: 1, attending: true, mealOptionId: null },
              // An event the wedding no longer has: left out.
              { eventId: 99, attending: true, mealOptionId: null },
            ],
          }),
          makeMember({
            id: 2,
            firstName: 'Luis',
            events: [{ eventId: 2, attending: false, mealOptionId: 9 }],
          }),
        ],
      },
      CONTEXT,
    );
    expect(view.people.map((person) => [person.name, person.status, person.events])).toEqual([
      [
        'Ana',
        'attending',
        [
          { eventId: 1, name: 'Ceremonia', isAttending: true, meal: null },
          { eventId: 2, name: 'Cena', isAttending: true, meal: 'Res' },
        ],
      ],
      ['Luis', 'declined', [{ eventId: 2, name: 'Cena', isAttending: false, meal: null }]],
    ]);
  });

  it('keeps a meal since removed from the menu as none chosen', () => {
    const [person] = householdView(
      {
        ...INVITATION,
        answers: {},
        members: [
          makeMember({
            firstName: 'Ana',
            events: [{ eventId: 2, attending: true, mealOptionId: 4 }],
          }),
        ],
      },
      CONTEXT,
    ).people;
    expect(person?.events[0]?.meal).toBeNull();
  });

  it('reads the first seat of an invitation nobody named as the invitation, other untouched seats as open, one answered for as a companion', () => {
    const view = householdView(
      {
        ...INVITATION,
        answers: {},
        members: [
          makeMember({ id: 1 }),
          makeMember({ id: 2, events: [{ eventId: 1, attending: true, mealOptionId: null }] }),
          makeMember({ id: 3, diet: '  ' }),
          makeMember({ id: 4, diet: 'Vegana' }),
        ],
      },
      CONTEXT,
    );
    expect(view.openSeats).toBe(1);
    expect(view.people.map((person) => [person.id, person.name, person.diet])).toEqual([
      [2, null, null],
      [4, null, 'Vegana'],
    ]);
    const answered = householdView(
      {
        ...INVITATION,
        answers: {},
        members: [
          makeMember({ id: 1, events: [{ eventId: 1, attending: true, mealOptionId: null }] }),
        ],
      },
      CONTEXT,
    );
    expect(answered.people.map((person) => [person.name, person.status])).toEqual([
      ['Familia Ruiz', 'attending'],
    ]);
  });

  it('splits the answers: per person on each person, once per invitation on the household', () => {
    const view = householdView(
      {
        ...INVITATION,
        // An answer to a question since removed (7) shows nowhere.
        answers: { '5': 'no', '6': 'mal puesta', '7': 'x' },
        members: [
          makeMember({ firstName: 'Ana', answers: { '5': 'yes', '6': 'Payaso de rodeo' } }),
        ],
      },
      CONTEXT,
    );
    expect(view.answers).toEqual([
      { questionId: 5, prompt: '¿Transporte?', value: 'no', isYesNo: true },
    ]);
    expect(view.people[0]?.answers).toEqual([
      { questionId: 6, prompt: '¿Canción?', value: 'Payaso de rodeo', isYesNo: false },
    ]);
  });
});
