import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../db/schema/content.ts';
import { guests } from '../../db/schema/guests.ts';
import { guestMembers, memberEventAnswers } from '../../db/schema/households.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call, endTrial, insertCouple, type Couple } from '../../test/wedding-fixtures.ts';

type Person = {
  memberId: number;
  guestId: number;
  household: string;
  name: string | null;
  isChild: boolean;
  attending: boolean;
};
type Seating = {
  tables: { id: number; name: string; seats: number; people: Person[] }[];
  unseated: Person[];
};

describe('the tables and who sits where (GET/PUT /weddings/{id}/tables, PUT …/seating)', () => {
  let t: TestApp;
  let couple: Couple;
  let other: Couple;
  /** The Ruiz family's seats (Ana, Luis, Sofía, a child), all going to the reception. */
  let ruiz: number[];
  /** Rosa Luna, invited for two and nobody named: she comes, her companion does not. */
  let luna: number[];
  let otherMember: number;

  /** A household of `names.length` seats (null: an open seat), each attending `attending[i]`. */
  async function household(
    owner: Couple,
    name: string,
    names: (string | null)[],
    attending: boolean[],
  ): Promise<number[]> {
    const db = t.app.db;
    const [event] = await db
      .select({ id: events.id })
      .from(events)
      .where(eq(events.weddingId, owner.weddingId));
    const [guest] = await db
      .insert(guests)
      .values({
        weddingId: owner.weddingId,
        name,
        code: `${name.slice(0, 4).toUpperCase()}${owner.weddingId}`.padEnd(8, 'X'),
        maxGuestsAllowed: names.length,
        confirmation: attending.some(Boolean),
        confirmedGuests: attending.filter(Boolean).length || null,
      })
      .returning({ id: guests.id });
    const seats = await db
      .select({ id: guestMembers.id })
      .from(guestMembers)
      .where(eq(guestMembers.guestId, guest?.id ?? 0))
      .orderBy(asc(guestMembers.position));
    for (const [index, seat] of seats.entries()) {
      const first = names[index] ?? null;
      await db
        .update(guestMembers)
        .set({
          firstName: first,
          lastName: first === null ? null : 'Ruiz',
          isChild: first === 'Sofía',
        })
        .where(eq(guestMembers.id, seat.id));
      await db.insert(memberEventAnswers).values({
        memberId: seat.id,
        eventId: event?.id ?? 0,
        attending: attending[index] ?? false,
      });
    }
    return seats.map((seat) => seat.id);
  }

  beforeAll(async () => {
    t = await createTestApp();
    couple = await insertCouple(t.app.db);
    other = await insertCouple(t.app.db);
    for (const owner of [couple, other]) {
      await t.app.db.insert(events).values({ weddingId: owner.weddingId, name: 'Recepción' });
    }
    ruiz = await household(couple, 'Familia Ruiz', ['Ana', 'Luis', 'Sofía'], [true, true, true]);
    luna = await household(couple, 'Rosa Luna', [null, null], [true, false]);
    [otherMember = 0] = await household(other, 'Familia Otra', ['Eva'], [true]);
  });
  afterAll(async () => {
    await t?.close();
  });

  const seating = (owner = couple, token = owner.token) =>
    call(t, token, 'GET', `/weddings/${owner.weddingId}/tables`);
  const putTables = (tables: object[], language: 'es' | 'en' = 'es', owner = couple) =>
    call(t, owner.token, 'PUT', `/weddings/${owner.weddingId}/tables`, { tables }, language);
  const seat = (seats: object[], language: 'es' | 'en' = 'es', owner = couple) =>
    call(t, owner.token, 'PUT', `/weddings/${owner.weddingId}/seating`, { seats }, language);
  const names = (people: Person[]) => people.map((person) => person.name);

  it('lists who comes, household by household, the invitation’s own seat by its name', async () => {
    const response = await seating();
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<Seating>();
    expect(body.tables).toEqual([]);
    // Rosa's companion does not come, so is not listed; Rosa's seat stands for her invitation.
    expect(names(body.unseated)).toEqual(['Ana Ruiz', 'Luis Ruiz', 'Sofía Ruiz', 'Rosa Luna']);
    expect(body.unseated.find((person) => person.name === 'Sofía Ruiz')?.isChild).toBe(true);
    expect(body.unseated.every((person) => person.attending)).toBe(true);
  });

  it('saves tables in order, seats people, and keeps them through a renamed, reordered list', async () => {
    const saved = await putTables([
      { name: ' Mesa 1 ', seats: 10 },
      { name: 'Novios', seats: 2 },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    const [mesa1, novios] = saved.json<Seating>().tables;
    expect([mesa1?.name, novios?.name]).toEqual(['Mesa 1', 'Novios']);

    // The whole Ruiz family at Novios (two seats): over-full, shown as it is.
    const seated = await seat(ruiz.map((memberId) => ({ memberId, tableId: novios?.id })));
    expect(seated.statusCode, seated.body).toBe(200);
    const afterSeating = seated.json<Seating>();
    const noviosNow = afterSeating.tables.find((table) => table.id === novios?.id);
    expect(names(noviosNow?.people ?? [])).toEqual(['Ana Ruiz', 'Luis Ruiz', 'Sofía Ruiz']);
    expect((noviosNow?.people.length ?? 0) > (noviosNow?.seats ?? 0)).toBe(true);
    expect(names(afterSeating.unseated)).toEqual(['Rosa Luna']);

    // Renamed and reordered, the table keeps its people; one left out unseats its people.
    const reordered = await putTables([
      { id: novios?.id, name: 'Mesa de honor', seats: 4 },
      { id: mesa1?.id, name: 'Mesa 1', seats: 10 },
    ]);
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(
      reordered.json<Seating>().tables.map((table) => [table.name, table.people.length]),
    ).toEqual([
      ['Mesa de honor', 3],
      ['Mesa 1', 0],
    ]);
    const removed = await putTables([{ id: mesa1?.id, name: 'Mesa 1', seats: 10 }]);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(names(removed.json<Seating>().unseated)).toEqual([
      'Ana Ruiz',
      'Luis Ruiz',
      'Sofía Ruiz',
      'Rosa Luna',
    ]);
  });

  it('moves one person and unseats another, leaving the rest where they are', async () => {
    const { tables } = (
      await putTables([
        { name: 'A', seats: 8 },
        { name: 'B', seats: 8 },
      ])
    ).json<Seating>();
    const [a, b] = tables;
    await seat([...ruiz, luna[0]].map((memberId) => ({ memberId, tableId: a?.id })));
    const moved = await seat([
      { memberId: ruiz[2], tableId: b?.id },
      { memberId: luna[0], tableId: null },
    ]);
    expect(moved.statusCode, moved.body).toBe(200);
    const body = moved.json<Seating>();
    expect(body.tables.map((table) => names(table.people))).toEqual([
      ['Ana Ruiz', 'Luis Ruiz'],
      ['Sofía Ruiz'],
    ]);
    expect(names(body.unseated)).toEqual(['Rosa Luna']);
  });

  it('refuses another wedding’s person or table, and a person named twice, seating nobody', async () => {
    const { tables } = (await seating()).json<Seating>();
    const before = tables.map((table) => names(table.people));
    const foreignPerson = await seat([
      { memberId: ruiz[0], tableId: null },
      { memberId: otherMember, tableId: tables[0]?.id },
    ]);
    expect(foreignPerson.statusCode).toBe(422);
    expect(foreignPerson.json<{ errors: Record<string, string[]> }>().errors.seats).toEqual([
      'Una de las personas ya no está en tu lista de invitados. Recarga la página.',
    ]);
    const otherTables = (
      await call(t, other.token, 'PUT', `/weddings/${other.weddingId}/tables`, {
        tables: [{ name: 'Suya', seats: 4 }],
      })
    ).json<Seating>().tables;
    const foreignTable = await seat([{ memberId: ruiz[0], tableId: otherTables[0]?.id }], 'en');
    expect(foreignTable.statusCode).toBe(422);
    expect(foreignTable.json<{ errors: Record<string, string[]> }>().errors.seats).toEqual([
      'One of the tables no longer exists. Reload the page.',
    ]);
    const twice = await seat([
      { memberId: ruiz[0], tableId: null },
      { memberId: ruiz[0], tableId: tables[0]?.id },
    ]);
    expect(twice.statusCode).toBe(422);
    expect((await seating()).json<Seating>().tables.map((table) => names(table.people))).toEqual(
      before,
    );
    // Nor can a table list keep another wedding's table.
    const kept = await putTables([{ id: otherTables[0]?.id, name: 'Mía', seats: 4 }], 'en');
    expect(kept.statusCode).toBe(422);
    expect(kept.json<{ errors: Record<string, string[]> }>().errors.tables).toEqual([
      'One of the tables no longer exists. Reload the page.',
    ]);
  });

  it('names each blank table by its place, in the caller’s language', async () => {
    const response = await putTables(
      [
        { name: 'Mesa 1', seats: 8 },
        { name: '   ', seats: 8 },
      ],
      'en',
    );
    expect(response.statusCode).toBe(422);
    expect(response.json<{ errors: Record<string, string[]> }>().errors.tables).toEqual([
      'Table 2: write its name or number.',
    ]);
  });

  it('keeps another couple out (404) and an inactive wedding read-only (409)', async () => {
    expect((await seating(couple, other.token)).statusCode).toBe(404);
    const inactive = await insertCouple(t.app.db);
    await endTrial(t.app.db, inactive.weddingId);
    expect((await seating(inactive)).statusCode).toBe(200);
    expect((await putTables([{ name: 'Mesa 1', seats: 8 }], 'es', inactive)).statusCode).toBe(409);
  });
});
