import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../db/schema/content.ts';
import { arrivalEvents } from '../../db/schema/door.ts';
import { guestMembers, weddingTables } from '../../db/schema/households.ts';
import { weddings } from '../../db/schema/weddings.ts';
import { createPassTokens } from '../../security/pass-tokens.ts';
import { insertHousehold } from '../../test/household-fixtures.ts';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../../test/test-app.ts';
import { call, insertCouple, type Couple } from '../../test/wedding-fixtures.ts';

type Helper = { id: number; name: string; link: string; createdAt: string; expiresAt: string };
type DoorList = {
  wedding: { name: string; date: string };
  households: {
    guestId: number;
    name: string;
    pass: string;
    seats: number;
    members: {
      memberId: number;
      name: string | null;
      isChild: boolean;
      attending: boolean | null;
      table: string | null;
    }[];
  }[];
  arrivals: { memberId: number; arrivedAt: string }[];
};
type Counts = {
  expected: number;
  arrived: number;
  tables: { tableId: number | null; name: string | null; expected: number; arrived: number }[];
  lastArrivalAt: string | null;
};

describe('the door: helpers by link, their sessions, arrivals counted once (issue 30)', () => {
  let t: TestApp;
  let couple: Couple;
  let other: Couple;
  /** Ana, Luis and Sofía Ruiz (a child), all coming, seated at "Mesa 1". */
  let ruiz: number[];
  /** Rosa Luna, invited for two, nobody named: she comes, her companion does not. */
  let luna: number[];
  /** The Soto household has not answered. */
  let soto: number[];
  let otherMember: number;

  const helpers = (owner = couple, language: 'es' | 'en' = 'es') =>
    call(t, owner.token, 'GET', `/weddings/${owner.weddingId}/door-helpers`, undefined, language);
  const addHelper = (name: string, owner = couple, language: 'es' | 'en' = 'es') =>
    call(t, owner.token, 'POST', `/weddings/${owner.weddingId}/door-helpers`, { name }, language);
  const startSession = (key: string, language: 'es' | 'en' = 'es') =>
    call(t, null, 'POST', '/door/sessions', { key }, language);
  const keyOf = (helper: Helper) => helper.link.split('#')[1] ?? '';
  const arrive = (token: string, arrivals: object[]) =>
    call(t, token, 'POST', '/door/arrivals', { arrivals });
  const counts = (owner = couple) =>
    call(t, owner.token, 'GET', `/weddings/${owner.weddingId}/arrivals`);

  /** A helper of the couple's wedding with a session. */
  async function helperSession(name: string): Promise<{ helper: Helper; token: string }> {
    const added = await addHelper(name);
    expect(added.statusCode, added.body).toBe(201);
    const helper = added.json<{ helper: Helper }>().helper;
    const session = await startSession(keyOf(helper));
    expect(session.statusCode, session.body).toBe(201);
    return { helper, token: session.json<{ token: string }>().token };
  }

  beforeAll(async () => {
    t = await createTestApp();
    couple = await insertCouple(t.app.db);
    other = await insertCouple(t.app.db);
    const [event] = await t.app.db
      .insert(events)
      .values([
        { weddingId: couple.weddingId, name: 'Recepción' },
        { weddingId: other.weddingId, name: 'Recepción' },
      ])
      .returning({ id: events.id });
    const eventId = event?.id ?? 0;
    ruiz = await insertHousehold(t.app.db, {
      weddingId: couple.weddingId,
      eventId,
      name: 'Familia Ruiz',
      lastName: 'Ruiz',
      names: ['Ana', 'Luis', 'Sofía'],
      attending: [true, true, true],
      children: ['Sofía'],
    });
    luna = await insertHousehold(t.app.db, {
      weddingId: couple.weddingId,
      eventId,
      name: 'Rosa Luna',
      names: [null, null],
      attending: [true, false],
    });
    soto = await insertHousehold(t.app.db, {
      weddingId: couple.weddingId,
      eventId,
      name: 'Familia Soto',
      names: ['Irma'],
    });
    [otherMember = 0] = await insertHousehold(t.app.db, {
      weddingId: other.weddingId,
      eventId,
      name: 'Familia Otra',
      names: ['Eva'],
      attending: [true],
    });
    const [table] = await t.app.db
      .insert(weddingTables)
      .values({ weddingId: couple.weddingId, position: 1, name: 'Mesa 1', seats: 8 })
      .returning({ id: weddingTables.id });
    for (const memberId of ruiz) {
      await t.app.db
        .update(guestMembers)
        .set({ tableId: table?.id ?? null })
        .where(eq(guestMembers.id, memberId));
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a couple invites a helper by a link that works until the end of the day after the wedding', async () => {
    const added = await addHelper('  Tía   Rosa ');
    expect(added.statusCode, added.body).toBe(201);
    const { helper, message } = added.json<{ helper: Helper; message: string }>();
    expect(helper.name).toBe('Tía Rosa');
    expect(message).toMatch(/Anfitrión agregado/);
    expect(helper.link).toMatch(/^http:\/\/localhost:\d+\/puerta#[A-Za-z0-9_-]{24}$/);
    // The wedding is 2030-06-15 23:00 UTC = 17:00 in Mexico City; the door closes at the end of the 16th.
    expect(helper.expiresAt).toBe('2030-06-17T05:59:59.999Z');
    const listed = await helpers();
    expect(listed.json<{ helpers: Helper[] }>().helpers.map((h) => h.id)).toContain(helper.id);
    // Another couple sees neither the wedding's helpers nor can add one to it.
    expect(
      (await call(t, other.token, 'GET', `/weddings/${couple.weddingId}/door-helpers`)).statusCode,
    ).toBe(404);
    expect(
      (
        await call(t, other.token, 'POST', `/weddings/${couple.weddingId}/door-helpers`, {
          name: 'X',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('refuses a helper without a name in the couple’s language', async () => {
    const es = await addHelper('   ');
    expect(es.statusCode).toBe(422);
    expect(es.json<{ errors: { name: string[] } }>().errors.name).toEqual([
      'Escribe el nombre de quien te ayudará en la puerta.',
    ]);
    const en = await addHelper('x'.repeat(61), couple, 'en');
    expect(en.json<{ errors: { name: string[] } }>().errors.name).toEqual([
      'The name can be up to 60 characters.',
    ]);
  });

  it('a helper’s link opens a session; an unknown key is not found', async () => {
    const { token } = await helperSession('Primo Juan');
    expect(token.split('.')).toHaveLength(3);
    expect((await startSession('not-a-key-of-anyone-000000')).statusCode).toBe(404);
  });

  it('the door list has every household, named as the guest list names them, with a pass the server signed', async () => {
    const { token } = await helperSession('Lupita');
    const response = await call(t, token, 'GET', '/door/guest-list');
    expect(response.statusCode, response.body).toBe(200);
    const list = response.json<DoorList>();
    expect(list.wedding.name).toBe('Ana y Luis');
    expect(list.households.map((household) => household.name)).toEqual([
      'Familia Ruiz',
      'Rosa Luna',
      'Familia Soto',
    ]);
    const [ruizHousehold, lunaHousehold, sotoHousehold] = list.households;
    expect(
      ruizHousehold?.members.map((member) => [member.name, member.table, member.isChild]),
    ).toEqual([
      ['Ana Ruiz', 'Mesa 1', false],
      ['Luis Ruiz', 'Mesa 1', false],
      ['Sofía Ruiz', 'Mesa 1', true],
    ]);
    expect(lunaHousehold?.members.map((member) => [member.name, member.attending])).toEqual([
      ['Rosa Luna', true],
      [null, false],
    ]);
    // Not answered yet: nobody is known to come or not.
    expect(sotoHousehold?.members.map((member) => member.attending)).toEqual([null]);
    const passes = createPassTokens(TEST_JWT_SECRET);
    for (const household of list.households) {
      expect(passes.verify(household.pass)).toBe(household.guestId);
    }
    expect(JSON.stringify(list)).not.toContain('Familia Otra');
  });

  it('a helper may only check in: the couple’s calls answer 403', async () => {
    const { token } = await helperSession('Solo puerta');
    expect((await call(t, token, 'GET', `/weddings/${couple.weddingId}/tables`)).statusCode).toBe(
      403,
    );
    expect(
      (await call(t, token, 'GET', `/weddings/${couple.weddingId}/door-helpers`)).statusCode,
    ).toBe(403);
  });

  it('two phones that sent the same arrivals, some twice, count each person once at the earliest time', async () => {
    const first = await helperSession('Puerta norte');
    const second = await helperSession('Puerta sur');
    const [ana = 0, luis = 0] = ruiz;
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
    const [at42, at50, at51] = [minutesAgo(30), minutesAgo(22), minutesAgo(21)];
    const sent = { id: randomUUID(), memberId: ana, at: at42 };
    // The first phone's queue goes out twice (its answer was lost); the second phone marked Ana
    // later on its own, and Luis too.
    for (const arrivals of [[sent], [sent]]) {
      expect((await arrive(first.token, arrivals)).statusCode).toBe(200);
    }
    const fromSecond = await arrive(second.token, [
      { id: randomUUID(), memberId: ana, at: at50 },
      { id: randomUUID(), memberId: luis, at: at51 },
    ]);
    expect(fromSecond.statusCode, fromSecond.body).toBe(200);
    expect(fromSecond.json<{ arrivals: unknown[] }>().arrivals).toEqual([
      { memberId: ana, arrivedAt: at42 },
      { memberId: luis, arrivedAt: at51 },
    ]);
    const stored = await t.app.db
      .select()
      .from(arrivalEvents)
      .where(eq(arrivalEvents.memberId, ana));
    expect(stored).toHaveLength(2);
  });

  it('a phone whose clock runs ahead is counted at the server’s time', async () => {
    const { token } = await helperSession('Reloj adelantado');
    const [rosa = 0] = luna;
    const before = Date.now();
    const response = await arrive(token, [
      { id: randomUUID(), memberId: rosa, at: '2099-01-01T00:00:00.000Z' },
    ]);
    const arrivals = response.json<{ arrivals: { memberId: number; arrivedAt: string }[] }>()
      .arrivals;
    const rosaArrival = arrivals.find((arrival) => arrival.memberId === rosa);
    expect(new Date(rosaArrival?.arrivedAt ?? 0).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(new Date(rosaArrival?.arrivedAt ?? 0).getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('refuses, recording nothing, a person of another wedding', async () => {
    const { token } = await helperSession('Curioso');
    const [irma = 0] = soto;
    const response = await arrive(token, [
      { id: randomUUID(), memberId: irma, at: new Date().toISOString() },
      { id: randomUUID(), memberId: otherMember, at: new Date().toISOString() },
    ]);
    expect(response.statusCode).toBe(422);
    expect(response.json<{ errors: { arrivals: string[] } }>().errors.arrivals).toEqual([
      'Una de las personas ya no está en la lista de la boda. Actualiza la lista.',
    ]);
    const stored = await t.app.db
      .select()
      .from(arrivalEvents)
      .where(eq(arrivalEvents.memberId, irma));
    expect(stored).toEqual([]);
  });

  it('the couple sees who arrived per table, each person once', async () => {
    const response = await counts();
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<Counts>();
    // Mesa 1: the three Ruiz are expected, Ana and Luis arrived; unseated: Rosa expected and arrived.
    expect(body.tables).toEqual([
      { tableId: expect.any(Number), name: 'Mesa 1', expected: 3, arrived: 2 },
      { tableId: null, name: null, expected: 1, arrived: 1 },
    ]);
    expect(body.expected).toBe(4);
    expect(body.arrived).toBe(3);
    expect(body.lastArrivalAt).not.toBeNull();
    expect((await counts(other)).json<Counts>().arrived).toBe(0);
    expect(
      (await call(t, other.token, 'GET', `/weddings/${couple.weddingId}/arrivals`)).statusCode,
    ).toBe(404);
  });

  it('taking a link back ends its sessions at once and keeps what the helper recorded', async () => {
    const { helper, token } = await helperSession('Se va temprano');
    const [sofia = 0] = ruiz.slice(2);
    await arrive(token, [{ id: randomUUID(), memberId: sofia, at: new Date().toISOString() }]);
    const removed = await call(
      t,
      couple.token,
      'DELETE',
      `/weddings/${couple.weddingId}/door-helpers/${helper.id}`,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await call(t, token, 'GET', '/door/guest-list')).statusCode).toBe(401);
    expect((await startSession(keyOf(helper))).statusCode).toBe(404);
    const arrivals = (await counts()).json<Counts>();
    expect(arrivals.tables[0]?.arrived).toBe(3);
    // Not the couple's helper any more: 404.
    expect(
      (
        await call(
          t,
          couple.token,
          'DELETE',
          `/weddings/${couple.weddingId}/door-helpers/${helper.id}`,
        )
      ).statusCode,
    ).toBe(404);
  });

  it('closes the door after the day after the wedding, in the helper’s language', async () => {
    const { helper, token } = await helperSession('Después de la boda');
    await t.app.db
      .update(weddings)
      .set({ date: new Date(Date.now() - 3 * 24 * 3600_000) })
      .where(eq(weddings.id, couple.weddingId));
    try {
      const list = await call(t, token, 'GET', '/door/guest-list', undefined, 'en');
      expect(list.statusCode).toBe(403);
      expect(list.json<{ code: string; message: string }>()).toMatchObject({
        code: 'door_closed',
        message: expect.stringMatching(/^The wedding has passed/),
      });
      const session = await startSession(keyOf(helper));
      expect(session.statusCode).toBe(403);
      expect(session.json<{ code: string }>().code).toBe('door_closed');
    } finally {
      await t.app.db
        .update(weddings)
        .set({ date: new Date('2030-06-15T23:00:00Z') })
        .where(eq(weddings.id, couple.weddingId));
    }
  });

  it('a wedding has at most 20 helpers', async () => {
    const { helpers: existing } = (await helpers()).json<{ helpers: Helper[] }>();
    for (let n = existing.length; n < 20; n += 1) {
      expect((await addHelper(`Anfitrión ${n}`)).statusCode).toBe(201);
    }
    const refused = await addHelper('Uno más');
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toMatch(/hasta 20 anfitriones/);
  });
});
