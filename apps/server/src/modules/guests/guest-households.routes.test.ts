import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventGuests, events } from '../../db/schema/content.ts';
import { guests } from '../../db/schema/guests.ts';
import { eventMealOptions, guestMembers, memberEventAnswers } from '../../db/schema/households.ts';
import { guestCouple } from '../../test/guests-test-kit.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call, type Couple } from '../../test/wedding-fixtures.ts';

type Member = {
  id: number;
  firstName: string | null;
  lastName: string | null;
  isChild: boolean;
  diet: string | null;
  answers: Record<string, string>;
  events: { eventId: number; attending: boolean; mealOptionId: number | null }[];
};
type GuestBody = {
  id: number;
  maxGuestsAllowed: number;
  confirmation: boolean | null;
  confirmedGuests: number | null;
  members: Member[];
  answers: Record<string, string>;
};
type Errors = { errors: Record<string, string[]> };

const aGuest = (weddingId: number, extra: object = {}) => ({
  weddingId,
  name: 'Ana',
  lastName: 'Pérez',
  phone: '55 1234 5678',
  maxGuestsAllowed: 4,
  ...extra,
});

const PEREZ = [
  { firstName: 'Ana', lastName: 'Pérez' },
  { firstName: 'Luis', lastName: 'Pérez' },
  { firstName: 'Sofía', lastName: 'Pérez', isChild: true },
];

/** The named people of a guest as the API gives them, in order. */
const names = (guest: GuestBody) =>
  guest.members.flatMap((member) =>
    member.firstName === null ? [] : [`${member.firstName} ${member.lastName ?? ''}`.trim()],
  );

describe('a guest is a household of seats', () => {
  let t: TestApp;
  let couple: Couple;
  beforeAll(async () => {
    t = await createTestApp();
    couple = await guestCouple(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function create(body: object, language: 'es' | 'en' = 'es') {
    return call(t, couple.token, 'POST', '/guests', body, language);
  }
  async function created(extra: object = {}): Promise<GuestBody> {
    const response = await create(aGuest(couple.weddingId, extra));
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ guest: GuestBody }>().guest;
  }
  const put = (guest: GuestBody, body: object, language: 'es' | 'en' = 'es') =>
    call(
      t,
      couple.token,
      'PUT',
      `/guests/${guest.id}`,
      { name: 'Ana', lastName: 'Pérez', phone: '55 1234 5678', maxGuestsAllowed: 4, ...body },
      language,
    );
  const get = async (guest: GuestBody) =>
    (await call(t, couple.token, 'GET', `/guests/${guest.id}`)).json<GuestBody>();

  async function anEvent(name = 'Ceremonia') {
    const [event] = await t.app.db
      .insert(events)
      .values({ weddingId: couple.weddingId, name })
      .returning({ id: events.id });
    if (event === undefined) throw new Error('no event');
    return event.id;
  }

  /** A guest's answer for a seat (as the guest page stores it). */
  async function answerFor(seatId: number, eventId: number, diet: string) {
    await t.app.db
      .update(guestMembers)
      .set({ diet, answers: { '1': 'yes' } })
      .where(eq(guestMembers.id, seatId));
    await t.app.db
      .insert(memberEventAnswers)
      .values({ memberId: seatId, eventId, attending: true });
  }

  it('creates the household: the named people in the first seats, the others open', async () => {
    const guest = await created({ members: PEREZ });
    expect(guest.members).toHaveLength(4);
    expect(
      guest.members.map(({ firstName, lastName, isChild }) => ({ firstName, lastName, isChild })),
    ).toEqual([
      { firstName: 'Ana', lastName: 'Pérez', isChild: false },
      { firstName: 'Luis', lastName: 'Pérez', isChild: false },
      { firstName: 'Sofía', lastName: 'Pérez', isChild: true },
      { firstName: null, lastName: null, isChild: false },
    ]);
    expect(guest.members[0]).toMatchObject({ diet: null, answers: {}, events: [] });
    expect(guest.answers).toEqual({});
    // Every read of the guest carries them: one guest, a page, a search.
    expect(names(await get(guest))).toEqual(['Ana Pérez', 'Luis Pérez', 'Sofía Pérez']);
    const page = await call(t, couple.token, 'POST', '/guests/get-by-wedding', {
      weddingId: couple.weddingId,
    });
    const listed = page.json<{ guests: GuestBody[] }>().guests.find((item) => item.id === guest.id);
    expect(listed?.members).toEqual(guest.members);
    const search = await call(t, couple.token, 'POST', '/guests/search', {
      weddingId: couple.weddingId,
      name: 'ana perez',
    });
    expect(search.json<GuestBody[]>().find((item) => item.id === guest.id)?.members).toEqual(
      guest.members,
    );
    // Without people, a guest is open seats.
    const open = await created({ maxGuestsAllowed: 2 });
    expect(open.members.map((member) => member.firstName)).toEqual([null, null]);
  });

  it('pages many households with their seats, each guest its own', async () => {
    const other = await guestCouple(t);
    for (const index of [1, 2, 3]) {
      const response = await call(t, other.token, 'POST', '/guests', {
        ...aGuest(other.weddingId, { name: `Invitado ${index}`, maxGuestsAllowed: index }),
        members: [{ firstName: `Persona ${index}` }],
      });
      expect(response.statusCode).toBe(201);
    }
    const page = await call(t, other.token, 'POST', '/guests/get-by-wedding', {
      weddingId: other.weddingId,
    });
    const listed = page.json<{ guests: GuestBody[] }>().guests;
    expect(
      listed.map((guest) => [guest.maxGuestsAllowed, guest.members.length, names(guest)]),
    ).toEqual([
      [1, 1, ['Persona 1']],
      [2, 2, ['Persona 2']],
      [3, 3, ['Persona 3']],
    ]);
  });

  it('refuses more people than the invitation admits, or a blank name, under members', async () => {
    const es = await create(aGuest(couple.weddingId, { maxGuestsAllowed: 2, members: PEREZ }));
    expect(es.statusCode).toBe(422);
    expect(es.json<Errors>().errors.members).toEqual([
      'Nombraste a 3 personas, pero la invitación admite 2: quita nombres o sube el número de invitados.',
    ]);
    const en = await create(
      aGuest(couple.weddingId, { maxGuestsAllowed: 2, members: PEREZ }),
      'en',
    );
    expect(en.json<Errors>().errors.members).toEqual([
      'You named 3 people, but the invitation admits 2: remove names or raise the number of guests.',
    ]);
    const blank = await create(
      aGuest(couple.weddingId, { members: [{ firstName: '   ', lastName: 'Pérez' }] }),
    );
    expect(blank.statusCode).toBe(422);
    expect(blank.json<Errors>().errors.members).toEqual(['Escribe el nombre de cada persona.']);
    const guest = await created({ members: PEREZ.slice(0, 1) });
    const tooMany = await put(guest, { maxGuestsAllowed: 2, members: PEREZ }, 'en');
    expect(tooMany.statusCode).toBe(422);
    expect(Object.keys(tooMany.json<Errors>().errors)).toEqual(['members']);
    expect(names(await get(guest))).toEqual(['Ana Pérez']);
  });

  it('renames a seat keeping its answers, opens again a seat left out, and names new people', async () => {
    const eventId = await anEvent();
    const guest = await created({ members: PEREZ });
    const [ana, luis, sofia] = guest.members;
    if (!ana || !luis || !sofia) throw new Error('no seats');
    await answerFor(ana.id, eventId, 'Vegetariana');
    await answerFor(luis.id, eventId, 'Sin gluten');

    const response = await put(guest, {
      members: [
        { id: luis.id, firstName: ' Luis Ángel ', lastName: 'Pérez' },
        { firstName: 'Marta', lastName: 'Ruiz' },
        { id: sofia.id, firstName: 'Sofía', lastName: 'Pérez', isChild: true },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const members = response.json<{ guest: GuestBody }>().guest.members;
    expect(members).toHaveLength(4);
    // Luis keeps his seat and his answers; Marta sits in a seat of her own, with nothing answered.
    expect(members[0]).toMatchObject({
      id: luis.id,
      firstName: 'Luis Ángel',
      diet: 'Sin gluten',
      answers: { '1': 'yes' },
      events: [{ eventId, attending: true, mealOptionId: null }],
    });
    expect(members[1]).toMatchObject({
      firstName: 'Marta',
      lastName: 'Ruiz',
      diet: null,
      events: [],
    });
    expect(members[1]?.id).not.toBe(ana.id);
    expect(members[2]).toMatchObject({ id: sofia.id, isChild: true });
    // Ana, left out, is an open seat again: no name, no diet, no answers, no event answer.
    const opened = members.find((member) => member.id === ana.id);
    expect(opened).toEqual({
      id: ana.id,
      firstName: null,
      lastName: null,
      isChild: false,
      namedByGuest: false,
      diet: null,
      answers: {},
      events: [],
    });
    expect(
      await t.app.db
        .select()
        .from(memberEventAnswers)
        .where(eq(memberEventAnswers.memberId, ana.id)),
    ).toEqual([]);
    // The named people sit in the first places, in order.
    const seats = await t.app.db
      .select({ id: guestMembers.id, position: guestMembers.position })
      .from(guestMembers)
      .where(eq(guestMembers.guestId, guest.id))
      .orderBy(asc(guestMembers.position));
    expect(seats.slice(0, 3).map((seat) => seat.id)).toEqual(members.slice(0, 3).map((m) => m.id));
    expect(seats.map((seat) => seat.position)).toEqual([1, 2, 3, 4]);
  });

  it('leaves the seats as they are when the form sends no members', async () => {
    const guest = await created({ members: PEREZ });
    const response = await put(guest, { name: 'Ana María' });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ guest: GuestBody }>().guest.members).toEqual(guest.members);
    const patched = await call(t, couple.token, 'PATCH', `/guests/${guest.id}/name`, {
      name: 'Ana',
    });
    expect(patched.json<{ guest: GuestBody }>().guest.members).toEqual(guest.members);
  });

  it('refuses a seat of another guest, or one given twice, saving nothing', async () => {
    const guest = await created({ members: PEREZ });
    const stranger = await created({ name: 'Otro', members: [{ firstName: 'Otro' }] });
    const strangerSeat = stranger.members[0]?.id ?? 0;
    for (const members of [
      [{ id: strangerSeat, firstName: 'Intruso' }],
      [
        { id: guest.members[0]?.id, firstName: 'Ana' },
        { id: guest.members[0]?.id, firstName: 'Ana otra vez' },
      ],
    ]) {
      const refused = await put(guest, { name: 'Cambiado', members });
      expect(refused.statusCode).toBe(422);
      expect(refused.json<Errors>().errors.members).toEqual([
        'Una de esas personas no es de esta invitación. Recarga la página.',
      ]);
    }
    const after = await get(guest);
    expect(after.members).toEqual(guest.members);
    expect(after).toMatchObject({ maxGuestsAllowed: 4 });
    const [row] = await t.app.db.select().from(guests).where(eq(guests.id, guest.id));
    expect(row?.name).toBe('Ana');
    expect(names(await get(stranger))).toEqual(['Otro']);
  });

  it('refuses a maximum below the named people (PUT and PATCH), and drops open seats above a lower one', async () => {
    const guest = await created({ members: PEREZ });
    const es = await put(guest, { maxGuestsAllowed: 2, name: 'Cambiado' });
    expect(es.statusCode).toBe(422);
    expect(es.json<Errors>().errors.maxGuestsAllowed).toEqual([
      'La invitación tiene 3 personas con nombre: quita nombres antes de bajar el número de invitados a 2.',
    ]);
    const en = await call(
      t,
      couple.token,
      'PATCH',
      `/guests/${guest.id}/max-guests-allowed`,
      { maxGuestsAllowed: 1 },
      'en',
    );
    expect(en.statusCode).toBe(422);
    expect(en.json<Errors>().errors.maxGuestsAllowed).toEqual([
      'The invitation has 3 named people: remove names before lowering the number of guests to 1.',
    ]);
    const unchanged = await get(guest);
    expect(unchanged.maxGuestsAllowed).toBe(4);
    expect(unchanged.members).toEqual(guest.members);
    const [row] = await t.app.db.select().from(guests).where(eq(guests.id, guest.id));
    expect(row?.name).toBe('Ana');

    // Down to the named people: the open seat goes; up again: open seats come.
    const lowered = await call(t, couple.token, 'PATCH', `/guests/${guest.id}/max-guests-allowed`, {
      maxGuestsAllowed: 3,
    });
    expect(lowered.statusCode).toBe(200);
    expect(lowered.json<{ guest: GuestBody }>().guest.members).toEqual(guest.members.slice(0, 3));
    const raised = await put(guest, { maxGuestsAllowed: 5 });
    const seats = raised.json<{ guest: GuestBody }>().guest.members;
    expect(seats).toHaveLength(5);
    expect(names(raised.json<{ guest: GuestBody }>().guest)).toEqual(names(guest));
    // Fewer people and a lower maximum together: the one left out is opened, then dropped.
    const both = await put(guest, {
      maxGuestsAllowed: 2,
      members: [{ id: guest.members[2]?.id, firstName: 'Sofía', lastName: 'Pérez', isChild: true }],
    });
    expect(both.statusCode, both.body).toBe(200);
    const left = both.json<{ guest: GuestBody }>().guest;
    expect(left.members).toHaveLength(2);
    expect(names(left)).toEqual(['Sofía Pérez']);
    expect(left.members[0]?.id).toBe(guest.members[2]?.id);
  });

  it('names more people than the old maximum together with a higher one, or saves nothing', async () => {
    const guest = await created({ maxGuestsAllowed: 2 });
    const refused = await put(guest, {
      maxGuestsAllowed: 4,
      members: [...PEREZ.slice(0, 2), { id: 999_999, firstName: 'Nadie' }],
    });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json<Errors>().errors)).toEqual(['members']);
    const unchanged = await get(guest);
    expect(unchanged.maxGuestsAllowed).toBe(2);
    expect(unchanged.members).toEqual(guest.members);

    const response = await put(guest, { maxGuestsAllowed: 4, members: PEREZ });
    expect(response.statusCode, response.body).toBe(200);
    const raised = response.json<{ guest: GuestBody }>().guest;
    expect(raised.maxGuestsAllowed).toBe(4);
    expect(raised.members).toHaveLength(4);
    expect(names(raised)).toEqual(['Ana Pérez', 'Luis Pérez', 'Sofía Pérez']);
    expect(raised.members.slice(0, 2).map((member) => member.id)).toEqual(
      guest.members.map((member) => member.id),
    );
  });

  it('counts an answered household again when the couple clears a person who was coming', async () => {
    const eventId = await anEvent('Recepción');
    const guest = await created({ members: PEREZ });
    const [ana, luis] = guest.members;
    if (!ana || !luis) throw new Error('no seats');
    await answerFor(ana.id, eventId, '');
    await answerFor(luis.id, eventId, '');
    await t.app.db
      .update(guests)
      .set({ confirmation: true, confirmedGuests: 2 })
      .where(eq(guests.id, guest.id));
    const response = await put(guest, {
      members: [{ id: luis.id, firstName: 'Luis', lastName: 'Pérez' }],
    });
    expect(response.json<{ guest: GuestBody }>().guest).toMatchObject({
      confirmation: true,
      confirmedGuests: 1,
    });
    // Nobody left coming: a "no", without a head count, as a guest's own "no" is stored.
    const nobody = await put(guest, { members: [] });
    expect(nobody.json<{ guest: GuestBody }>().guest).toMatchObject({
      confirmation: false,
      confirmedGuests: null,
    });
    expect(
      nobody.json<{ guest: GuestBody }>().guest.members.every((m) => m.firstName === null),
    ).toBe(true);
  });
});

describe("the summary's head count per event", () => {
  let t: TestApp;
  let couple: Couple;
  beforeAll(async () => {
    t = await createTestApp();
    couple = await guestCouple(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  type Household = {
    confirmation: boolean | null;
    people: { isChild?: boolean; diet?: string; at?: Record<number, number | null | false> }[];
    seats: number;
    exclusive?: boolean;
  };

  /**
   * A household: its seats, the people named in the first ones, and each person's answers (`at`:
   * event id → the meal chosen, null for none, false for not coming).
   */
  async function household(house: Household, exclusiveEvent: number) {
    const [guest] = await t.app.db
      .insert(guests)
      .values({
        weddingId: couple.weddingId,
        name: 'Familia',
        code: `H${Math.random().toString(36).slice(2, 9).toUpperCase()}`,
        maxGuestsAllowed: house.seats,
        confirmation: house.confirmation,
      })
      .returning({ id: guests.id });
    if (guest === undefined) throw new Error('no guest');
    if (house.exclusive === true) {
      await t.app.db.insert(eventGuests).values({ eventId: exclusiveEvent, guestId: guest.id });
    }
    const seats = await t.app.db
      .select({ id: guestMembers.id })
      .from(guestMembers)
      .where(eq(guestMembers.guestId, guest.id))
      .orderBy(asc(guestMembers.position));
    for (const [index, person] of house.people.entries()) {
      const seat = seats[index];
      if (seat === undefined) throw new Error('no seat');
      await t.app.db
        .update(guestMembers)
        .set({
          firstName: `P${index}`,
          isChild: person.isChild ?? false,
          diet: person.diet ?? null,
        })
        .where(eq(guestMembers.id, seat.id));
      for (const [eventId, meal] of Object.entries(person.at ?? {})) {
        await t.app.db.insert(memberEventAnswers).values({
          memberId: seat.id,
          eventId: Number(eventId),
          attending: meal !== false,
          mealOptionId: meal === false ? null : meal,
        });
      }
    }
  }

  it('counts people, adults and children, meals in menu order, meals not chosen and diets', async () => {
    const [dinner, party, tornaboda] = await t.app.db
      .insert(events)
      .values([
        { weddingId: couple.weddingId, name: 'Cena', datetime: new Date('2030-06-15T02:00:00Z') },
        {
          weddingId: couple.weddingId,
          name: 'Fiesta',
          onlyAdults: true,
          datetime: new Date('2030-06-15T05:00:00Z'),
        },
        {
          weddingId: couple.weddingId,
          name: 'Tornaboda',
          isExclusive: true,
          datetime: new Date('2030-06-16T18:00:00Z'),
        },
      ])
      .returning({ id: events.id });
    if (!dinner || !party || !tornaboda) throw new Error('no events');
    // The menu's order is its positions, not the ids.
    const [fish, beef] = await t.app.db
      .insert(eventMealOptions)
      .values([
        { eventId: dinner.id, position: 2, name: 'Pescado' },
        { eventId: dinner.id, position: 1, name: 'Res' },
      ])
      .returning({ id: eventMealOptions.id });
    if (!fish || !beef) throw new Error('no menu');
    const D = dinner.id;
    const P = party.id;
    const T = tornaboda.id;

    // Family 1 (4 seats, answered): two adults and a child at dinner, the adults at the party.
    await household(
      {
        confirmation: true,
        seats: 4,
        exclusive: true,
        people: [
          { diet: 'Vegetariano', at: { [D]: beef.id, [P]: null, [T]: null } },
          { diet: ' vegetariano ', at: { [D]: fish.id, [P]: null, [T]: false } },
          // A child's answer at the adults-only party is stored but never counted.
          { isChild: true, diet: 'Sin gluten', at: { [D]: null, [P]: null } },
        ],
      },
      T,
    );
    // Family 2 (3 seats, answered): one adult at dinner only (no meal yet), one not coming; an
    // answer at the tornaboda, to which the family is not invited, is not counted.
    await household(
      {
        confirmation: true,
        seats: 3,
        people: [
          { diet: 'VEGETARIANO', at: { [D]: null, [P]: false, [T]: null } },
          { diet: '  ', at: { [D]: false, [P]: false } },
        ],
      },
      T,
    );
    // Family 3 (2 seats, declined) and family 4 (5 seats, one of them a child, no answer yet).
    await household({ confirmation: false, seats: 2, people: [{ at: { [D]: false } }] }, T);
    await household(
      { confirmation: null, seats: 5, exclusive: true, people: [{}, { isChild: true }] },
      T,
    );

    const summary = await call(t, couple.token, 'POST', '/guests/get-summary', {
      weddingId: couple.weddingId,
    });
    expect(summary.statusCode).toBe(200);
    const body = summary.json<{ events: object[] }>();
    expect(body.events).toEqual([
      {
        eventId: D,
        name: 'Cena',
        isExclusive: false,
        attending: 4,
        adults: 3,
        children: 1,
        // Answered seats 4 + 3 + 2 = 9, of which 4 come.
        declined: 5,
        pending: 5,
        meals: [
          { mealOptionId: beef.id, name: 'Res', count: 1 },
          { mealOptionId: fish.id, name: 'Pescado', count: 1 },
        ],
        mealNotChosen: 2,
        diets: [
          { diet: 'Vegetariano', count: 2 + 1 },
          { diet: 'Sin gluten', count: 1 },
        ],
      },
      {
        eventId: P,
        name: 'Fiesta',
        isExclusive: false,
        attending: 2,
        adults: 2,
        children: 0,
        // Adults-only: the answered invitations' adult seats (3 + 3 + 2 = 8) less the 2 coming; the
        // unanswered one's 4 adult seats.
        declined: 6,
        pending: 4,
        meals: [],
        mealNotChosen: 0,
        // "Vegetariano" and " vegetariano ", one group shown as its capitalised spelling.
        diets: [{ diet: 'Vegetariano', count: 2 }],
      },
      {
        eventId: T,
        name: 'Tornaboda',
        isExclusive: true,
        attending: 1,
        adults: 1,
        children: 0,
        declined: 3,
        pending: 5,
        meals: [],
        mealNotChosen: 0,
        diets: [{ diet: 'Vegetariano', count: 1 }],
      },
    ]);
  });
});
