import { describe, expect, it } from 'vitest';
import { whatsAppLink } from '@convite/rules/whatsapp-link';
import {
  answerProblems,
  answerWindow,
  chooseForAll,
  coupleWhatsAppLink,
  fieldName,
  formContext,
  initialConfirmationState,
  stateFromFormFields,
  toConfirmationAnswer,
  updateSeat,
  type ConfirmationFormState,
  type FormContext,
} from './confirmation-rules.ts';
import {
  answeredGuest,
  answeredWithCompanion,
  invitedGuest,
  mexicanWedding,
} from './fixtures/mexican-wedding.ts';
import type { InvitationGuestModel } from './model.ts';
import { visibleEvents } from './visibility.ts';

// Carmen's invitation: the welcome dinner (31), the ceremony (32), the adults-only reception with a
// menu (33) and the exclusive brunch (34); Carmen (101), her daughter Sofía (102) and an open seat
// (103). The couple asks about transport (91, once) and what each person toasts with (92).
const carmen = (guest: InvitationGuestModel = invitedGuest) =>
  formContext(mexicanWedding, guest, visibleEvents(mexicanWedding.events, guest));
const context = carmen();
const blank = initialConfirmationState(invitedGuest, context);
const seat = (state: ConfirmationFormState, id: number) => {
  const found = state.seats.find((item) => item.id === id);
  if (!found) throw new Error(`no seat ${id}`);
  return found;
};
const goingOf = (state: ConfirmationFormState, id: number) => seat(state, id).going;
/** Every named person answered: Carmen and Sofía to the ceremony only, the open seat left alone. */
const ceremonyOnly = (state: ConfirmationFormState) =>
  [101, 102].reduce(
    (current, id) =>
      updateSeat(current, id, (item) => ({
        ...item,
        going: { 31: false, 32: true, 33: false, 34: false },
      })),
    state,
  );

describe('what the form asks', () => {
  it("asks each person about each event of the guest's invitation, and the couple's questions", () => {
    expect(context.perEvent).toBe(true);
    expect(context.events.map((event) => event.id)).toEqual([31, 32, 33, 34]);
    expect(context.householdQuestions.map((question) => question.id)).toEqual([91]);
    expect(context.personQuestions.map((question) => question.id)).toEqual([92]);
    expect(blank.seats.map((item) => [item.id, item.isNamable, item.isChild])).toEqual([
      [101, false, false],
      [102, false, true],
      [103, true, false],
    ]);
    expect(goingOf(blank, 101)).toEqual({ 31: null, 32: null, 33: null, 34: null });
  });

  it('leaves out an exclusive event the guest is not invited to', () => {
    const notInvited = carmen({ ...invitedGuest, events: [] });
    expect(notInvited.events.map((event) => event.id)).toEqual([31, 32, 33]);
  });

  it('answers as a household (one row for the wedding) when the invitation has no event', () => {
    const none = formContext(mexicanWedding, invitedGuest, []);
    expect(none.perEvent).toBe(false);
    expect(none.events).toHaveLength(1);
    expect(none.personQuestions).toEqual([]);
  });

  it('starts from the saved answer: who goes where, the meal, the diet and the answers', () => {
    const saved = initialConfirmationState(answeredGuest, carmen(answeredGuest));
    expect(saved.seats).toEqual([
      {
        id: 111,
        isNamable: false,
        standsFor: null,
        firstName: 'Roberto',
        lastName: 'Díaz',
        isChild: false,
        diet: 'Vegetariano',
        going: { 31: true, 32: true, 33: true },
        meals: { 31: null, 32: null, 33: 82 },
        answers: { '92': 'Mezcal' },
      },
    ]);
    expect(saved.answers).toEqual({ '91': 'no' });
    expect(saved.message).toBe('¡Muchas felicidades!');
  });
});

describe('an invitation whose couple named nobody', () => {
  const rosa: InvitationGuestModel = {
    ...invitedGuest,
    name: 'Rosa',
    lastName: 'Luna',
    members: (invitedGuest.members ?? []).map((member) => ({
      ...member,
      firstName: null,
      lastName: null,
      isChild: false,
    })),
  };

  it('is Rosa herself in the first seat, never asked her name; her companions may be named', () => {
    const state = initialConfirmationState(rosa, carmen(rosa));
    expect(state.seats.map((item) => [item.standsFor, item.isNamable])).toEqual([
      ['Rosa Luna', false],
      ...state.seats.slice(1).map(() => [null, true]),
    ]);
    // "Todos vamos a todo" is enough: nobody has to type a name (only the menu's meals are asked).
    const all = chooseForAll(state, carmen(rosa), true);
    const problems = answerProblems(all, carmen(rosa));
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.every((problem) => problem.includes('.meal.'))).toBe(true);
    const sent = toConfirmationAnswer(all, carmen(rosa));
    expect(sent.members?.[0]).not.toHaveProperty('firstName');
    expect(sent.members?.every((member) => member.events.some((event) => event.attending))).toBe(
      true,
    );
  });
});

describe('choosing', () => {
  it('"Todos vamos a todo" sends every person to every event they may attend', () => {
    const all = chooseForAll(blank, context, true);
    expect(goingOf(all, 101)).toEqual({ 31: true, 32: true, 33: true, 34: true });
    expect(goingOf(all, 103)).toEqual({ 31: true, 32: true, 33: true, 34: true });
    // Sofía is a child: the adults-only reception is never hers.
    expect(goingOf(all, 102)).toEqual({ 31: true, 32: true, 33: null, 34: true });
    const answer = toConfirmationAnswer(all, context);
    expect(answer.members?.find((member) => member.id === 102)?.events).toEqual([
      { eventId: 31, attending: true, mealOptionId: null },
      { eventId: 32, attending: true, mealOptionId: null },
      { eventId: 34, attending: true, mealOptionId: null },
    ]);
  });

  it('"Nadie podrá ir" declines every person to everything, and then one tap changes one', () => {
    const none = chooseForAll(chooseForAll(blank, context, true), context, false);
    for (const item of none.seats) {
      expect(Object.values(item.going).filter((value) => value !== null)).not.toContain(true);
    }
    expect(answerProblems(none, context)).toEqual([]);
    expect(toConfirmationAnswer(none, context).confirmation).toBe(false);
    const carmenToCeremony = updateSeat(none, 101, (item) => ({
      ...item,
      going: { ...item.going, 32: true },
    }));
    expect(toConfirmationAnswer(carmenToCeremony, context).confirmation).toBe(true);
  });

  it('never sends a child to an adults-only event, even an open seat said to be a child', () => {
    const all = chooseForAll(blank, context, true);
    const named = updateSeat(all, 103, (item) => ({ ...item, firstName: 'Mateo', isChild: true }));
    const mateo = toConfirmationAnswer(named, context).members?.find((member) => member.id === 103);
    expect(mateo?.isChild).toBe(true);
    expect(mateo?.events.map((event) => event.eventId)).toEqual([31, 32, 34]);
  });
});

describe('what keeps the form from being sent', () => {
  it('asks for an answer from every named person, and for something answered at all', () => {
    expect(answerProblems(blank, context)).toContain(fieldName.going(101, 31));
    const partly = updateSeat(blank, 101, (item) => ({ ...item, going: { 31: true } }));
    const problems = answerProblems(partly, context);
    expect(problems).toContain(fieldName.going(101, 32));
    expect(problems).toContain(fieldName.going(102, 31));
    // Sofía is never asked about the adults-only reception; the open seat need not answer.
    expect(problems).not.toContain(fieldName.going(102, 33));
    expect(problems.some((name) => name.startsWith('m.103.'))).toBe(false);
    expect(answerProblems(ceremonyOnly(blank), context)).toEqual([]);
  });

  it('requires a meal of each person going to an event with a menu', () => {
    const toReception = updateSeat(ceremonyOnly(blank), 101, (item) => ({
      ...item,
      going: { ...item.going, 33: true },
    }));
    expect(answerProblems(toReception, context)).toEqual([fieldName.meal(101, 33)]);
    // A meal of another menu is no meal.
    const wrongMeal = updateSeat(toReception, 101, (item) => ({ ...item, meals: { 33: 999 } }));
    expect(answerProblems(wrongMeal, context)).toEqual([fieldName.meal(101, 33)]);
    const salmon = updateSeat(toReception, 101, (item) => ({ ...item, meals: { 33: 82 } }));
    expect(answerProblems(salmon, context)).toEqual([]);
    const sent = toConfirmationAnswer(salmon, context).members?.find((member) => member.id === 101);
    expect(sent?.events.find((event) => event.eventId === 33)).toEqual({
      eventId: 33,
      attending: true,
      mealOptionId: 82,
    });
  });

  it('lets a companion nobody named go without a name, and asks a named one every event', () => {
    const plusOne = updateSeat(ceremonyOnly(blank), 103, (item) => ({
      ...item,
      going: { 32: true },
    }));
    expect(answerProblems(plusOne, context)).toEqual([]);
    expect(
      toConfirmationAnswer(plusOne, context).members?.find((member) => member.id === 103),
    ).toMatchObject({
      firstName: null,
      events: expect.arrayContaining([{ eventId: 32, attending: true, mealOptionId: null }]),
    });
    const named = updateSeat(plusOne, 103, (item) => ({ ...item, firstName: '  Mateo ' }));
    // Named, they answer every event like anyone else.
    expect(answerProblems(named, context)).toEqual([
      fieldName.going(103, 31),
      fieldName.going(103, 33),
      fieldName.going(103, 34),
    ]);
    const answered = updateSeat(named, 103, (item) => ({
      ...item,
      going: { 31: false, 32: true, 33: false, 34: false },
    }));
    expect(answerProblems(answered, context)).toEqual([]);
  });
});

describe('what is sent', () => {
  const settings: FormContext = context;

  it('sends every seat with every event it may attend, the household questions and the message', () => {
    let state = ceremonyOnly(blank);
    state = updateSeat(state, 101, (item) => ({
      ...item,
      diet: ' Sin gluten ',
      answers: { 92: 'Tequila' },
    }));
    state = updateSeat(state, 103, (item) => ({ ...item, diet: 'x', answers: { 92: 'Mezcal' } }));
    state = { ...state, answers: { 91: 'yes' }, message: '  ¡Felicidades! ' };
    expect(toConfirmationAnswer(state, settings)).toEqual({
      confirmation: true,
      foodRestrictions: null,
      message: '¡Felicidades!',
      answers: { 91: 'yes' },
      members: [
        {
          id: 101,
          diet: 'Sin gluten',
          answers: { 92: 'Tequila' },
          events: [
            { eventId: 31, attending: false, mealOptionId: null },
            { eventId: 32, attending: true, mealOptionId: null },
            { eventId: 33, attending: false, mealOptionId: null },
            { eventId: 34, attending: false, mealOptionId: null },
          ],
        },
        {
          id: 102,
          diet: null,
          answers: {},
          events: [
            { eventId: 31, attending: false, mealOptionId: null },
            { eventId: 32, attending: true, mealOptionId: null },
            { eventId: 34, attending: false, mealOptionId: null },
          ],
        },
        // The open seat nobody named goes nowhere, and its diet and answers are not its own.
        {
          id: 103,
          firstName: null,
          lastName: null,
          isChild: false,
          diet: null,
          answers: {},
          events: [
            { eventId: 31, attending: false, mealOptionId: null },
            { eventId: 32, attending: false, mealOptionId: null },
            { eventId: 33, attending: false, mealOptionId: null },
            { eventId: 34, attending: false, mealOptionId: null },
          ],
        },
      ],
    });
  });

  it('drops what the wedding does not ask for and answers no question validly', () => {
    let state = ceremonyOnly(blank);
    state = updateSeat(state, 101, (item) => ({ ...item, diet: 'Vegano', answers: { 92: 'Ron' } }));
    state = { ...state, answers: { 91: 'quizá' }, message: 'Hola' };
    const quiet = formContext(
      { ...mexicanWedding, foodRestrictionsEnabled: false, messageEnabled: false },
      invitedGuest,
      context.events,
    );
    const answer = toConfirmationAnswer(state, quiet);
    expect(answer.message).toBeNull();
    expect(answer.answers).toEqual({});
    expect(answer.members?.[0]).toMatchObject({ diet: null, answers: {} });
  });

  it('sends a household answer (a count, no seats) for an invitation with no event', () => {
    const none = formContext(mexicanWedding, invitedGuest, []);
    const start = initialConfirmationState(invitedGuest, none);
    expect(answerProblems(start, none)).not.toEqual([]);
    const two = chooseForAll(start, none, true);
    const state = updateSeat(two, 101, (item) => ({ ...item, going: { 0: false }, diet: 'x' }));
    const withDiet = updateSeat(state, 102, (item) => ({ ...item, diet: 'Sin nueces' }));
    expect(toConfirmationAnswer(withDiet, none)).toEqual({
      confirmation: true,
      confirmedGuests: 2,
      foodRestrictions: 'Sin nueces',
      message: null,
      answers: {},
    });
    expect(toConfirmationAnswer(chooseForAll(start, none, false), none)).toMatchObject({
      confirmation: false,
      confirmedGuests: null,
    });
  });

  it('reads a household answer back as that many people going, adults first', () => {
    const guest = { ...invitedGuest, confirmation: true, confirmedGuests: 2 };
    const none = formContext(mexicanWedding, guest, []);
    const state = initialConfirmationState(guest, none);
    expect(state.seats.map((item) => item.going[0])).toEqual([true, false, true]);
  });
});

describe('the form fields (the page before its script, a form sent without one)', () => {
  it('reads every field: answers, meals, an open seat named as a child, diets, questions', () => {
    const fields = new URLSearchParams({
      'm.101.e.31': 'yes',
      'm.101.e.32': 'yes',
      'm.101.e.33': 'yes',
      'm.101.e.34': 'no',
      'm.101.meal.33': '83',
      'm.101.diet': 'Sin gluten',
      'm.101.q.92': 'Mezcal',
      'm.102.e.31': 'no',
      'm.102.e.32': 'yes',
      'm.102.e.33': 'yes',
      'm.102.e.34': 'no',
      'm.103.first': 'Mateo',
      'm.103.last': 'Ruiz',
      'm.103.child': 'yes',
      'm.103.e.32': 'yes',
      'm.103.e.33': 'yes',
      'q.91': 'yes',
      message: 'Hola',
    });
    const read = stateFromFormFields(fields, blank, context);
    expect(seat(read, 103)).toMatchObject({ firstName: 'Mateo', lastName: 'Ruiz', isChild: true });
    expect(toConfirmationAnswer(read, context)).toEqual({
      confirmation: true,
      foodRestrictions: null,
      message: 'Hola',
      answers: { 91: 'yes' },
      members: [
        {
          id: 101,
          diet: 'Sin gluten',
          answers: { 92: 'Mezcal' },
          events: [
            { eventId: 31, attending: true, mealOptionId: null },
            { eventId: 32, attending: true, mealOptionId: null },
            { eventId: 33, attending: true, mealOptionId: 83 },
            { eventId: 34, attending: false, mealOptionId: null },
          ],
        },
        {
          id: 102,
          diet: null,
          answers: {},
          // A child's "yes" to the adults-only reception (a tampered form) is dropped.
          events: [
            { eventId: 31, attending: false, mealOptionId: null },
            { eventId: 32, attending: true, mealOptionId: null },
            { eventId: 34, attending: false, mealOptionId: null },
          ],
        },
        {
          id: 103,
          firstName: 'Mateo',
          lastName: 'Ruiz',
          isChild: true,
          diet: null,
          answers: {},
          events: [
            { eventId: 31, attending: false, mealOptionId: null },
            { eventId: 32, attending: true, mealOptionId: null },
            { eventId: 34, attending: false, mealOptionId: null },
          ],
        },
      ],
    });
  });

  it("counts nothing of a child's yes to an adults-only event (a tampered form)", () => {
    const fields = new URLSearchParams(
      'm.101.e.31=no&m.101.e.32=no&m.101.e.33=no&m.101.e.34=no' +
        '&m.102.e.31=no&m.102.e.32=no&m.102.e.34=no&m.102.e.33=yes&m.102.diet=Sin+nueces',
    );
    const answer = toConfirmationAnswer(stateFromFormFields(fields, blank, context), context);
    expect(answer.confirmation).toBe(false);
    expect(answer.members?.[1]).toMatchObject({ diet: null, answers: {} });
  });

  it('round-trips: the fields of a state read back as that state', () => {
    let state = chooseForAll(blank, context, true);
    state = updateSeat(state, 101, (item) => ({
      ...item,
      meals: { ...item.meals, 33: 81 },
      diet: 'Vegana',
    }));
    state = updateSeat(state, 103, (item) => ({ ...item, firstName: 'Mateo', lastName: '' }));
    state = { ...state, answers: { 91: 'no' }, message: 'Gracias' };
    const fields = new URLSearchParams();
    for (const item of state.seats) {
      for (const [eventId, going] of Object.entries(item.going)) {
        if (going !== null) fields.set(`m.${item.id}.e.${eventId}`, going ? 'yes' : 'no');
      }
      for (const [eventId, meal] of Object.entries(item.meals)) {
        if (meal !== null) fields.set(`m.${item.id}.meal.${eventId}`, String(meal));
      }
      if (item.isNamable) {
        fields.set(fieldName.firstName(item.id), item.firstName);
        fields.set(fieldName.lastName(item.id), item.lastName);
        fields.set(fieldName.child(item.id), item.isChild ? 'yes' : 'no');
      }
      fields.set(fieldName.diet(item.id), item.diet);
    }
    fields.set('q.91', 'no');
    fields.set('message', 'Gracias');
    expect(stateFromFormFields(fields, blank, context)).toEqual(state);
  });

  it('keeps what a form does not carry (a part not shown, or disabled), and ignores nonsense', () => {
    const saved = initialConfirmationState(answeredGuest, carmen(answeredGuest));
    expect(stateFromFormFields(new URLSearchParams(''), saved, carmen(answeredGuest))).toEqual(
      saved,
    );
    expect(
      stateFromFormFields(new URLSearchParams('m.101.e.31=maybe&m.101.meal.33=x'), blank, context),
    ).toEqual(blank);
  });

  it('applies a quick choice sent without scripts after the fields', () => {
    const all = stateFromFormFields(
      new URLSearchParams('m.101.e.31=no&quick=all&message=Hola'),
      blank,
      context,
    );
    expect(goingOf(all, 101)[31]).toBe(true);
    expect(all.message).toBe('Hola');
    const none = stateFromFormFields(new URLSearchParams('quick=none'), blank, context);
    expect(goingOf(none, 102)).toEqual({ 31: false, 32: false, 33: null, 34: false });
  });
});

describe('a seat the guest named (Pablo, the companion Carmen named when she answered)', () => {
  const named = initialConfirmationState(answeredWithCompanion, carmen(answeredWithCompanion));
  const sentSeat = (state: ConfirmationFormState, id: number) =>
    toConfirmationAnswer(state, context).members?.find((member) => member.id === id);

  it('starts with its name in the fields, to correct, and sends it back; the couple’s names never', () => {
    expect(named.seats.map((item) => [item.id, item.isNamable, item.firstName])).toEqual([
      [101, false, 'Carmen'],
      [102, false, 'Sofía'],
      [103, true, 'Pablo'],
    ]);
    expect(answerProblems(named, context)).toEqual([]);
    expect(sentSeat(named, 103)).toMatchObject({
      firstName: 'Pablo',
      lastName: 'Ruiz',
      isChild: false,
      events: [
        { eventId: 31, attending: false, mealOptionId: null },
        { eventId: 32, attending: true, mealOptionId: null },
        { eventId: 33, attending: false, mealOptionId: null },
        { eventId: 34, attending: false, mealOptionId: null },
      ],
    });
    expect(sentSeat(named, 101)).not.toHaveProperty('firstName');
    const corrected = updateSeat(named, 103, (item) => ({
      ...item,
      firstName: ' Pablo ',
      lastName: 'Ruíz',
    }));
    expect(sentSeat(corrected, 103)).toMatchObject({ firstName: 'Pablo', lastName: 'Ruíz' });
  });

  it('opens again when its name is cleared, still going where it said unless told "No"', () => {
    const cleared = updateSeat(named, 103, (item) => ({ ...item, firstName: '  ' }));
    expect(answerProblems(cleared, context)).toEqual([]);
    expect(sentSeat(cleared, 103)).toMatchObject({ firstName: null, lastName: null });
    const notComing = updateSeat(cleared, 103, (item) => ({ ...item, going: { 32: false } }));
    expect(answerProblems(notComing, context)).toEqual([]);
    expect(sentSeat(notComing, 103)).toEqual({
      id: 103,
      firstName: null,
      lastName: null,
      isChild: false,
      diet: null,
      answers: {},
      events: [31, 32, 33, 34].map((eventId) => ({
        eventId,
        attending: false,
        mealOptionId: null,
      })),
    });
  });

  it('reads its name from a form sent without scripts, a blank one as cleared, an absent one as kept', () => {
    const fields = (body: string) => stateFromFormFields(new URLSearchParams(body), named, context);
    const renamed = fields('m.103.first=Pablo+Emilio&m.103.last=Ruiz&m.103.child=yes');
    expect(sentSeat(renamed, 103)).toMatchObject({
      firstName: 'Pablo Emilio',
      lastName: 'Ruiz',
      isChild: true,
    });
    // The couple's names are not the form's to change, whatever it says.
    const tampered = fields('m.101.first=Otra&m.102.child=no');
    expect(seat(tampered, 101).firstName).toBe('Carmen');
    expect(seat(tampered, 102).isChild).toBe(true);
    expect(sentSeat(tampered, 101)).not.toHaveProperty('firstName');
    const cleared = fields('m.103.first=&m.103.last=&m.103.e.32=no');
    expect(answerProblems(cleared, context)).toEqual([]);
    expect(sentSeat(cleared, 103)).toMatchObject({ firstName: null, lastName: null });
    expect(sentSeat(fields(''), 103)).toMatchObject({ firstName: 'Pablo', lastName: 'Ruiz' });
  });

  it('is a name like any other when the invitation is answered as a household', () => {
    const none = formContext(mexicanWedding, answeredWithCompanion, []);
    const household = initialConfirmationState(answeredWithCompanion, none);
    expect(household.seats.map((item) => item.isNamable)).toEqual([false, false, false]);
  });
});

describe('the WhatsApp message to the couple', () => {
  it('opens their chat with the message typed, as the rules’ WhatsApp links are written', () => {
    const message = 'Hola, soy Carmen López. ¿Todavía podemos avisarles si vamos? & 🎉';
    const link = coupleWhatsAppLink('+525512345678', message);
    expect(link).toBe(whatsAppLink('+525512345678', message));
    expect(link).toMatch(
      /^https:\/\/wa\.me\/525512345678\?text=Hola%2C%20soy%20Carmen%20L%C3%B3pez/,
    );
    expect(new URL(link ?? '').searchParams.get('text')).toBe(message);
  });

  it('is none without a number, or with one that is not E.164', () => {
    expect(coupleWhatsAppLink(null, 'Hola')).toBeNull();
    expect(coupleWhatsAppLink(undefined, 'Hola')).toBeNull();
    expect(coupleWhatsAppLink('55 1234 5678', 'Hola')).toBeNull();
    expect(coupleWhatsAppLink('+52 55 1234 5678', 'Hola')).toBeNull();
  });
});

describe('the answer window', () => {
  const wedding = { rsvpDeadline: '2027-10-30', lateAnswers: 'closed' as const };

  it('is open until the end of the deadline day in Mexico City, then closed or late', () => {
    expect(answerWindow(wedding, new Date('2027-10-31T05:30:00Z'))).toBe('open');
    expect(answerWindow(wedding, new Date('2027-10-31T06:30:00Z'))).toBe('closed');
    expect(
      answerWindow({ ...wedding, lateAnswers: 'accepted' }, new Date('2027-10-31T06:30:00Z')),
    ).toBe('late');
    expect(answerWindow({ ...wedding, rsvpDeadline: null }, new Date('2030-01-01'))).toBe('open');
  });
});
