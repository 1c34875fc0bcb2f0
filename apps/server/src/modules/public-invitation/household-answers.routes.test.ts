// A household answers per person and per event: who goes to the ceremony and who to the reception,
// the meal each chooses, the couple's questions; the specification's confirmation and
// confirmedGuests report it consistently, and a household answer still fills the seats.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../db/schema/content.ts';
import { guests } from '../../db/schema/guests.ts';
import {
  eventMealOptions,
  guestMembers,
  memberEventAnswers,
  weddingQuestions,
} from '../../db/schema/households.ts';
import { weddings } from '../../db/schema/weddings.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertCouple, type Couple } from '../../test/wedding-fixtures.ts';

type Member = {
  id: number;
  firstName: string | null;
  isChild: boolean;
  diet: string | null;
  answers: Record<string, string>;
  events: { eventId: number; attending: boolean; mealOptionId: number | null }[];
};
type GuestBody = {
  confirmation: boolean | null;
  confirmedGuests: number | null;
  members: Member[];
  answers: Record<string, string>;
  answeredLate: boolean;
};

describe('answers per person and per event', () => {
  let t: TestApp;
  let couple: Couple;
  let slug: string;
  let ceremony: number;
  let reception: number;
  let beef: number;
  let fish: number;
  let songQuestion: number;
  let busQuestion: number;

  beforeAll(async () => {
    t = await createTestApp();
    couple = await insertCouple(t.app.db);
    const [wedding] = await t.app.db
      .update(weddings)
      .set({ foodRestrictionsEnabled: true })
      .where(eq(weddings.id, couple.weddingId))
      .returning({ slug: weddings.slug });
    slug = wedding?.slug ?? '';
    const inserted = await t.app.db
      .insert(events)
      .values([
        {
          weddingId: couple.weddingId,
          name: 'Ceremonia',
          datetime: new Date('2030-06-15T20:00:00Z'),
        },
        {
          weddingId: couple.weddingId,
          name: 'Recepción',
          datetime: new Date('2030-06-15T23:00:00Z'),
        },
      ])
      .returning({ id: events.id });
    [ceremony, reception] = inserted.map((row) => row.id) as [number, number];
    const meals = await t.app.db
      .insert(eventMealOptions)
      .values([
        { eventId: reception, position: 1, name: 'Res' },
        { eventId: reception, position: 2, name: 'Pescado' },
      ])
      .returning({ id: eventMealOptions.id });
    [beef, fish] = meals.map((row) => row.id) as [number, number];
    const questions = await t.app.db
      .insert(weddingQuestions)
      .values([
        {
          weddingId: couple.weddingId,
          position: 1,
          prompt: '¿Qué canción no puede faltar?',
          kind: 'text',
          perPerson: true,
        },
        {
          weddingId: couple.weddingId,
          position: 2,
          prompt: '¿Usarán el autobús?',
          kind: 'choice',
          options: ['Sí, de ida y vuelta', 'No'],
        },
      ])
      .returning({ id: weddingQuestions.id });
    [songQuestion, busQuestion] = questions.map((row) => row.id) as [number, number];
  });

  afterAll(async () => {
    await t.close();
  });

  /** A household of three: two named adults and one open seat the guest may name. */
  async function household(maxGuestsAllowed = 3) {
    const code = randomUUID().slice(0, 8).toUpperCase();
    const [guest] = await t.app.db
      .insert(guests)
      .values({ weddingId: couple.weddingId, code, name: 'Familia Pérez', maxGuestsAllowed })
      .returning({ id: guests.id });
    if (guest === undefined) throw new Error('no guest');
    const seats = await t.app.db
      .select({ id: guestMembers.id, position: guestMembers.position })
      .from(guestMembers)
      .where(eq(guestMembers.guestId, guest.id))
      .orderBy(guestMembers.position);
    expect(seats).toHaveLength(maxGuestsAllowed);
    for (const [index, firstName] of ['Ana', 'Luis'].slice(0, maxGuestsAllowed).entries()) {
      await t.app.db
        .update(guestMembers)
        .set({ firstName, lastName: 'Pérez' })
        .where(eq(guestMembers.id, seats[index]?.id ?? 0));
    }
    return { id: guest.id, code, seats: seats.map((seat) => seat.id) };
  }

  const confirm = (payload: object, language = 'es') =>
    t.app.inject({
      method: 'POST',
      url: `/v1/public/invitations/${slug}/confirmation`,
      payload,
      headers: {
        'idempotency-key': randomUUID(),
        'accept-language': language,
        'x-forwarded-for': '198.51.100.7',
      },
    });

  it('saves who goes to which event eating what, and counts people attending at least one event', async () => {
    const { code, seats } = await household();
    const [ana, luis, open] = seats as [number, number, number];
    const response = await confirm({
      code,
      confirmation: true,
      answers: { [busQuestion]: 'No' },
      members: [
        {
          id: ana,
          diet: ' Sin gluten ',
          answers: { [songQuestion]: 'Cielito lindo' },
          events: [
            { eventId: ceremony, attending: true, mealOptionId: null },
            { eventId: reception, attending: true, mealOptionId: fish },
          ],
        },
        {
          id: luis,
          events: [
            { eventId: ceremony, attending: false, mealOptionId: null },
            { eventId: reception, attending: true, mealOptionId: beef },
          ],
        },
        {
          id: open,
          firstName: 'Sofía',
          lastName: 'Pérez',
          isChild: true,
          events: [{ eventId: reception, attending: true, mealOptionId: beef }],
        },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const guest = response.json<{ guest: GuestBody }>().guest;
    expect(guest).toMatchObject({
      confirmation: true,
      confirmedGuests: 3,
      answers: { [busQuestion]: 'No' },
    });
    expect(guest.members.map((member) => [member.firstName, member.isChild, member.diet])).toEqual([
      ['Ana', false, 'Sin gluten'],
      ['Luis', false, null],
      ['Sofía', true, null],
    ]);
    expect(guest.members[0]?.answers).toEqual({ [songQuestion]: 'Cielito lindo' });
    expect(guest.members[1]?.events).toEqual([
      { eventId: ceremony, attending: false, mealOptionId: null },
      { eventId: reception, attending: true, mealOptionId: beef },
    ]);
    // The open seat Sofía was not asked about the ceremony: she does not attend it.
    expect(guest.members[2]?.events).toContainEqual({
      eventId: ceremony,
      attending: false,
      mealOptionId: null,
    });
  });

  it('lets the guest correct or clear a name they gave, never one the couple gave', async () => {
    const { code, seats } = await household();
    const [ana, luis, open] = seats as [number, number, number];
    const answer = (extra: object) => ({
      code,
      confirmation: true,
      members: [
        {
          id: ana,
          firstName: 'Anita',
          events: [{ eventId: ceremony, attending: true, mealOptionId: null }],
        },
        { id: luis, events: [] },
        {
          id: open,
          ...extra,
          events: [{ eventId: ceremony, attending: true, mealOptionId: null }],
        },
      ],
    });
    const members = async (extra: object) => {
      const response = await confirm(answer(extra));
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ guest: { members: (Member & { namedByGuest: boolean })[] } }>().guest
        .members;
    };
    const named = await members({ firstName: 'Pablo', lastName: 'Pérez' });
    expect(named.map((member) => [member.firstName, member.namedByGuest])).toEqual([
      ['Ana', false],
      ['Luis', false],
      ['Pablo', true],
    ]);
    const corrected = await members({ firstName: 'Paulo' });
    expect(corrected[2]?.firstName).toBe('Paulo');
    // Sending no name leaves it as it is; a blank one opens the seat again.
    expect((await members({}))[2]?.firstName).toBe('Paulo');
    const cleared = await members({ firstName: '' });
    expect(cleared.map((member) => [member.firstName, member.namedByGuest])).toEqual([
      ['Ana', false],
      ['Luis', false],
      [null, false],
    ]);
  });

  it('answers with the guest as their invitation reads them next: names, order, children, events, meals', async () => {
    // The couple named the second seat only; the reception is for adults.
    const { code, seats } = await household();
    const [first, second, third] = seats as [number, number, number];
    await t.app.db
      .update(guestMembers)
      .set({ firstName: null, lastName: null })
      .where(eq(guestMembers.id, first));
    await t.app.db.update(events).set({ onlyAdults: true }).where(eq(events.id, reception));
    try {
      const invitationAfter = async (payload: object) => {
        const answered = await confirm({ code, ...payload });
        expect(answered.statusCode, answered.body).toBe(200);
        const read = await t.app.inject({
          method: 'GET',
          url: `/v1/public/invitations/${slug}?code=${code}`,
        });
        // The same guest, but the answer's carries no sealed context for a next answer.
        const { answerContext, ...readGuest } = read.json<{
          guest: { answerContext?: string };
        }>().guest;
        expect(answerContext).toEqual(expect.any(String));
        expect(answered.json<{ guest: object }>().guest).toEqual(readGuest);
        return answered.json<{ guest: GuestBody }>().guest;
      };
      // The guest names the first seat (a child), ahead of the couple's: the order is by position.
      const named = await invitationAfter({
        confirmation: true,
        foodRestrictions: 'Sin gluten',
        members: [
          {
            id: first,
            firstName: 'Sofía',
            lastName: 'Pérez',
            isChild: true,
            diet: 'Vegetariana',
            answers: { [songQuestion]: 'La Bikina' },
            events: [{ eventId: ceremony, attending: true, mealOptionId: null }],
          },
          {
            id: second,
            events: [
              { eventId: ceremony, attending: true, mealOptionId: null },
              { eventId: reception, attending: true, mealOptionId: fish },
            ],
          },
          { id: third, events: [] },
        ],
        answers: { [busQuestion]: 'No' },
      });
      expect(named.members.map((member) => [member.firstName, member.events.length])).toEqual([
        ['Sofía', 1],
        ['Luis', 2],
        [null, 2],
      ]);
      // She opens the seat again; then a household answer spreads over the seats.
      await invitationAfter({
        confirmation: true,
        members: [
          { id: first, firstName: '', events: [] },
          {
            id: second,
            events: [{ eventId: reception, attending: true, mealOptionId: beef }],
          },
          { id: third, events: [] },
        ],
      });
      await invitationAfter({ confirmation: true, confirmedGuests: 2 });
      await invitationAfter({ confirmation: false, message: 'No podremos ir' });
    } finally {
      await t.app.db.update(events).set({ onlyAdults: false }).where(eq(events.id, reception));
    }
  });

  it('counts only the people who attend something; nobody attending is a "no"', async () => {
    const { code, seats } = await household(2);
    const [ana, luis] = seats as [number, number];
    const ceremonyOnly = await confirm({
      code,
      confirmation: true,
      members: [
        { id: ana, events: [{ eventId: ceremony, attending: true, mealOptionId: null }] },
        { id: luis, events: [] },
      ],
    });
    expect(ceremonyOnly.json<{ guest: GuestBody }>().guest).toMatchObject({
      confirmation: true,
      confirmedGuests: 1,
    });
    const mismatch = await confirm(
      {
        code,
        confirmation: true,
        members: [
          { id: ana, events: [] },
          { id: luis, events: [] },
        ],
      },
      'en',
    );
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json<{ errors: Record<string, string[]> }>().errors.confirmation?.[0]).toMatch(
      /does not match/,
    );
    const declined = await confirm({
      code,
      confirmation: false,
      members: [
        { id: ana, events: [] },
        { id: luis, events: [] },
      ],
    });
    expect(declined.json<{ guest: GuestBody }>().guest).toMatchObject({
      confirmation: false,
      confirmedGuests: null,
    });
  });

  it('refuses in plain words a meal missing or not on the menu, a stranger seat, and a child at an adults-only event', async () => {
    const { id, code, seats } = await household();
    const [ana, luis, open] = seats as [number, number, number];
    const attendReception = (mealOptionId: number | null) => ({
      code,
      confirmation: true,
      members: [{ id: ana, events: [{ eventId: reception, attending: true, mealOptionId }] }],
    });
    const noMeal = await confirm(attendReception(null));
    expect(noMeal.statusCode).toBe(422);
    expect(noMeal.json<{ errors: Record<string, string[]> }>().errors.members?.[0]).toBe(
      'Elige el menú de Ana para Recepción.',
    );
    const ceremonyMeal = await confirm({
      code,
      confirmation: true,
      members: [{ id: ana, events: [{ eventId: ceremony, attending: true, mealOptionId: beef }] }],
    });
    expect(ceremonyMeal.statusCode).toBe(422);

    const stranger = await household();
    const foreign = await confirm({
      code,
      confirmation: true,
      members: [
        {
          id: stranger.seats[0],
          events: [{ eventId: ceremony, attending: true, mealOptionId: null }],
        },
      ],
    });
    expect(foreign.statusCode).toBe(422);

    await t.app.db.update(events).set({ onlyAdults: true }).where(eq(events.id, ceremony));
    try {
      const child = await confirm(
        {
          code,
          confirmation: true,
          members: [
            { id: luis, events: [{ eventId: ceremony, attending: true, mealOptionId: null }] },
            {
              id: open,
              firstName: 'Teo',
              isChild: true,
              events: [{ eventId: ceremony, attending: true, mealOptionId: null }],
            },
          ],
        },
        'en',
      );
      expect(child.statusCode).toBe(422);
      expect(child.json<{ errors: Record<string, string[]> }>().errors.members?.[0]).toBe(
        'Ceremonia is for adults only: Teo cannot attend.',
      );
    } finally {
      await t.app.db.update(events).set({ onlyAdults: false }).where(eq(events.id, ceremony));
    }
    // Nothing of the refused answers was saved.
    const [row] = await t.app.db.select().from(guests).where(eq(guests.id, id));
    expect(row?.confirmation).toBeNull();
    const answered = await t.app.db
      .select()
      .from(memberEventAnswers)
      .where(eq(memberEventAnswers.memberId, ana));
    expect(answered).toEqual([]);
  });

  it('spreads a household answer over the seats: that many people, adults first, to every event', async () => {
    const { code, seats } = await household();
    await t.app.db
      .update(guestMembers)
      .set({ isChild: true })
      .where(eq(guestMembers.id, seats[0] ?? 0));
    const response = await confirm({ code, confirmation: true, confirmedGuests: 2 });
    expect(response.statusCode, response.body).toBe(200);
    const guest = response.json<{ guest: GuestBody }>().guest;
    expect(guest).toMatchObject({ confirmation: true, confirmedGuests: 2 });
    const attending = guest.members.filter((member) =>
      member.events.some((event) => event.attending),
    );
    expect(attending.map((member) => member.firstName)).toEqual(['Luis', null]);
    expect(attending[0]?.events.map((event) => event.eventId)).toEqual([ceremony, reception]);
  });

  it('after the deadline takes late answers and marks them, or takes none when the couple closed them', async () => {
    const { code, seats } = await household(1);
    const answer = {
      code,
      confirmation: true,
      members: [
        { id: seats[0], events: [{ eventId: ceremony, attending: true, mealOptionId: null }] },
      ],
    };
    await t.app.db
      .update(weddings)
      .set({ rsvpDeadline: '2026-01-10' })
      .where(eq(weddings.id, couple.weddingId));
    try {
      const late = await confirm(answer);
      expect(late.statusCode).toBe(200);
      expect(late.json<{ guest: GuestBody }>().guest.answeredLate).toBe(true);
      await t.app.db
        .update(weddings)
        .set({ lateAnswers: 'closed' })
        .where(eq(weddings.id, couple.weddingId));
      const closed = await confirm(answer, 'en');
      expect(closed.statusCode).toBe(409);
      expect(closed.json<{ code: string; message: string }>()).toMatchObject({
        code: 'answers_past_deadline',
        message: expect.stringMatching(/date to answer has passed/),
      });
    } finally {
      await t.app.db
        .update(weddings)
        .set({ rsvpDeadline: null, lateAnswers: 'accepted' })
        .where(eq(weddings.id, couple.weddingId));
    }
  });

  it('shows the menus and the questions on the invitation, and refuses an answer to no question', async () => {
    const { code } = await household();
    const page = await t.app.inject({
      method: 'GET',
      url: `/v1/public/invitations/${slug}?code=${code}`,
      headers: { 'x-forwarded-for': '198.51.100.8' },
    });
    const wedding = page.json<{
      wedding: {
        events: { name: string; mealOptions: { name: string }[] }[];
        questions: { prompt: string }[];
      };
    }>().wedding;
    expect(
      wedding.events.map((event) => [event.name, event.mealOptions.map((meal) => meal.name)]),
    ).toEqual([
      ['Ceremonia', []],
      ['Recepción', ['Res', 'Pescado']],
    ]);
    expect(wedding.questions.map((question) => question.prompt)).toEqual([
      '¿Qué canción no puede faltar?',
      '¿Usarán el autobús?',
    ]);
    const wrong = await confirm({
      code,
      confirmation: false,
      answers: { [busQuestion]: 'Tal vez' },
    });
    expect(wrong.statusCode).toBe(422);
    const perPersonAsHousehold = await confirm({
      code,
      confirmation: false,
      answers: { [songQuestion]: 'x' },
    });
    expect(perPersonAsHousehold.statusCode).toBe(422);
    const [row] = await t.app.db
      .select()
      .from(guests)
      .where(and(eq(guests.code, code)));
    expect(row?.confirmation).toBeNull();
  });
});
