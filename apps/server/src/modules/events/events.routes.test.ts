import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { images } from '../../db/schema/content.ts';
import { eventMealOptions, guestMembers, memberEventAnswers } from '../../db/schema/households.ts';
import { describeContentItems } from '../../test/content-item-suite.ts';
import { givePlan } from '../../test/plan-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  call,
  endTrial,
  insertCouple,
  insertGuest,
  type Couple,
} from '../../test/wedding-fixtures.ts';

describeContentItems({
  resource: 'events',
  responseKey: 'event',
  createBody: (couple) => ({ name: 'Ceremonia religiosa', weddingId: couple.weddingId }),
  fields: [
    { suffix: 'name', body: { name: 'Recepción' } },
    { suffix: 'place', body: { place: 'Hacienda San Gabriel' } },
    { suffix: 'address', body: { address: 'Camino Real 1, Morelos' } },
    { suffix: 'address-link', body: { addressLink: 'https://maps.example.com/?q=hacienda' } },
    { suffix: 'datetime', body: { datetime: '2030-06-16T00:00:00.000Z' } },
    { suffix: 'show-add-to-calendar', body: { showAddToCalendar: false } },
    { suffix: 'only-adults', body: { onlyAdults: true } },
    { suffix: 'is-exclusive', body: { isExclusive: true } },
  ],
});

describe('events: plan rules and the exclusive guest list', () => {
  let t: TestApp;
  let couple: Couple;
  let other: Couple;
  let eventId = 0;

  beforeAll(async () => {
    t = await createTestApp();
    couple = await insertCouple(t.app.db);
    other = await insertCouple(t.app.db);
    const created = await call(t, couple.token, 'POST', '/events', {
      name: 'Civil',
      weddingId: couple.weddingId,
    });
    eventId = created.json().event.id;
  });
  afterAll(async () => {
    await t?.close();
  });

  const exclusive = (
    token: string,
    id: number,
    isExclusive: boolean,
    language: 'es' | 'en' = 'es',
  ) => call(t, token, 'PATCH', `/events/${id}/is-exclusive`, { isExclusive }, language);

  it('a plan without exclusive events refuses making one exclusive (409), and allows undoing it', async () => {
    const planned = await insertCouple(t.app.db);
    await givePlan(t.app.db, planned.weddingId, [
      { slug: 'rsvpAdmin' },
      { slug: 'EventImages', max: 5 },
    ]);
    const event = (
      await call(t, planned.token, 'POST', '/events', {
        name: 'Fiesta',
        weddingId: planned.weddingId,
      })
    ).json().event;
    const refused = await exclusive(planned.token, event.id, true, 'en');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Not included in your plan');
    expect((await exclusive(planned.token, event.id, true)).json().message).toBe(
      'No incluido en tu plan',
    );
    expect((await exclusive(planned.token, event.id, false)).statusCode).toBe(200);
  });

  it('a plan with the feature (any slug containing it, any case) allows it', async () => {
    const planned = await insertCouple(t.app.db);
    await givePlan(t.app.db, planned.weddingId, [{ slug: 'ExclusiveEventsAccess' }]);
    const event = (
      await call(t, planned.token, 'POST', '/events', {
        name: 'Fiesta',
        weddingId: planned.weddingId,
      })
    ).json().event;
    const response = await exclusive(planned.token, event.id, true);
    expect(response.statusCode).toBe(200);
    expect(response.json().event.isExclusive).toBe(true);
  });

  it('test mode allows exclusive events', async () => {
    expect((await exclusive(couple.token, eventId, true)).json().event.isExclusive).toBe(true);
  });

  it('adds a guest of the same wedding, lists it with its link and events, and removes it', async () => {
    const guestId = await insertGuest(t.app.db, couple.weddingId, 'Tía Carmen');
    const added = await call(
      t,
      couple.token,
      'POST',
      `/events/${eventId}/add-guest`,
      { guestId },
      'en',
    );
    expect(added.statusCode).toBe(200);
    expect(added.json().message).toBe('Guest added to the event');
    expect(added.json().guest).toMatchObject({
      id: guestId,
      name: 'Tía Carmen',
      events: [eventId],
    });
    expect(added.json().guest.link).toMatch(/^http:\/\/localhost:5175\/boda-.+\?code=[0-9A-F]{8}$/);
    await call(t, couple.token, 'POST', `/events/${eventId}/add-guest`, { guestId });

    const listed = await call(t, couple.token, 'GET', `/events/${eventId}/guests`);
    expect(listed.json().map((guest: { id: number }) => guest.id)).toEqual([guestId]);

    const removed = await call(t, couple.token, 'POST', `/events/${eventId}/remove-guest`, {
      guestId,
    });
    expect(removed.statusCode).toBe(200);
    expect((await call(t, couple.token, 'GET', `/events/${eventId}/guests`)).json()).toEqual([]);
  });

  it('refuses a guest of another wedding, or a missing one, with 404', async () => {
    const foreignGuest = await insertGuest(t.app.db, other.weddingId);
    for (const guestId of [foreignGuest, 987654]) {
      const add = await call(t, couple.token, 'POST', `/events/${eventId}/add-guest`, { guestId });
      expect(add.statusCode).toBe(404);
      const remove = await call(t, couple.token, 'POST', `/events/${eventId}/remove-guest`, {
        guestId,
      });
      expect(remove.statusCode).toBe(404);
    }
  });

  it("answers 404 for another client's event guest list", async () => {
    const guestId = await insertGuest(t.app.db, other.weddingId);
    expect((await call(t, other.token, 'GET', `/events/${eventId}/guests`)).statusCode).toBe(404);
    const add = await call(t, other.token, 'POST', `/events/${eventId}/add-guest`, { guestId });
    expect(add.statusCode).toBe(404);
  });

  it('deleting an event deletes its images and all their files (variants included)', async () => {
    const event = (
      await call(t, couple.token, 'POST', '/events', {
        name: 'Tornaboda',
        weddingId: couple.weddingId,
      })
    ).json().event;
    const key = `images/event-${event.id}.webp`;
    const variantKey = `images/event-${event.id}-w800.webp`;
    await t.app.storage.put(key, Buffer.from('image'), 'image/webp');
    await t.app.storage.put(variantKey, Buffer.from('variant'), 'image/webp');
    await t.app.db.insert(images).values({
      type: 'eventImage',
      eventId: event.id,
      storageKey: key,
      variantStorageKey: variantKey,
      contentType: 'image/webp',
      sizeBytes: 5,
      width: 4,
      height: 3,
      aspectRatio: 4 / 3,
    });
    const shown = (await call(t, couple.token, 'GET', `/weddings/${couple.weddingId}`)).json();
    const listed = shown.events.find((item: { id: number }) => item.id === event.id);
    expect(listed.images).toEqual([
      expect.objectContaining({ aspectRatio: 4 / 3, eventId: event.id }),
    ]);

    const fileUrl = new URL(listed.images[0].src).pathname;
    expect((await t.app.inject({ method: 'GET', url: fileUrl })).statusCode).toBe(200);

    expect((await call(t, couple.token, 'DELETE', `/events/${event.id}`)).statusCode).toBe(200);
    expect(await t.app.db.select().from(images).where(eq(images.eventId, event.id))).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: fileUrl })).statusCode).toBe(404);
    const variantUrl = fileUrl.replace(/\.webp$/, '-w800.webp');
    expect((await t.app.inject({ method: 'GET', url: variantUrl })).statusCode).toBe(404);
  });
});

describe('PUT /events/{id}/meal-options', () => {
  let t: TestApp;
  let couple: Couple;
  let other: Couple;

  beforeAll(async () => {
    t = await createTestApp();
    couple = await insertCouple(t.app.db);
    other = await insertCouple(t.app.db);
  });
  afterAll(async () => {
    await t?.close();
  });

  type MealOption = { id: number; name: string };

  const newEvent = async (owner: Couple = couple): Promise<number> => {
    const created = await call(t, owner.token, 'POST', '/events', {
      name: 'Recepción',
      weddingId: owner.weddingId,
    });
    expect(created.statusCode, created.body).toBe(201);
    return created.json().event.id;
  };
  const putMenu = (
    eventId: number,
    mealOptions: readonly { id?: number; name: string }[],
    language: 'es' | 'en' = 'es',
    token = couple.token,
  ) => call(t, token, 'PUT', `/events/${eventId}/meal-options`, { mealOptions }, language);
  const storedMenu = async (eventId: number) =>
    (
      await t.app.db
        .select({ id: eventMealOptions.id, name: eventMealOptions.name })
        .from(eventMealOptions)
        .where(eq(eventMealOptions.eventId, eventId))
        .orderBy(eventMealOptions.position)
    ).map((option) => ({ ...option }));

  it('a new event has an empty menu; a saved menu is answered and shown in order, names trimmed', async () => {
    const eventId = await newEvent();
    const shown = (await call(t, couple.token, 'GET', `/weddings/${couple.weddingId}`)).json();
    expect(shown.events.find((event: { id: number }) => event.id === eventId).mealOptions).toEqual(
      [],
    );

    const saved = await putMenu(eventId, [{ name: ' Res ' }, { name: 'Pescado' }], 'en');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe('Menu saved successfully');
    const menu: MealOption[] = saved.json().event.mealOptions;
    expect(menu.map((option) => option.name)).toEqual(['Res', 'Pescado']);
    expect(saved.json().event).toMatchObject({ id: eventId, name: 'Recepción' });
    expect(await storedMenu(eventId)).toEqual(menu);

    const wedding = (await call(t, couple.token, 'GET', `/weddings/${couple.weddingId}`)).json();
    const listed = wedding.events.find((event: { id: number }) => event.id === eventId);
    expect(listed.mealOptions).toEqual(menu);
    // Each event shows its own menu.
    const otherEvent = await newEvent();
    await putMenu(otherEvent, [{ name: 'Tacos' }]);
    const both = (await call(t, couple.token, 'GET', `/weddings/${couple.weddingId}`)).json();
    const menuOf = (id: number) =>
      both.events
        .find((event: { id: number }) => event.id === id)
        .mealOptions.map((option: MealOption) => option.name);
    expect(menuOf(eventId)).toEqual(['Res', 'Pescado']);
    expect(menuOf(otherEvent)).toEqual(['Tacos']);
  });

  it('renaming, reordering and adding keep the ids of the options kept', async () => {
    const eventId = await newEvent();
    const [res, pescado] = (await putMenu(eventId, [{ name: 'Res' }, { name: 'Pescado' }])).json()
      .event.mealOptions as [MealOption, MealOption];
    const saved = await putMenu(eventId, [
      { id: pescado.id, name: 'Pescado a la talla' },
      { name: 'Vegetariano' },
      { id: res.id, name: 'Res' },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    const menu: MealOption[] = saved.json().event.mealOptions;
    expect(menu).toEqual([
      { id: pescado.id, name: 'Pescado a la talla' },
      { id: expect.any(Number), name: 'Vegetariano' },
      { id: res.id, name: 'Res' },
    ]);
    expect(await storedMenu(eventId)).toEqual(menu);

    const emptied = await putMenu(eventId, []);
    expect(emptied.json().event.mealOptions).toEqual([]);
    expect(await storedMenu(eventId)).toEqual([]);
  });

  it("removing an option leaves the guests who chose it without a meal, keeping the others' choices", async () => {
    const eventId = await newEvent();
    const [res, pescado] = (await putMenu(eventId, [{ name: 'Res' }, { name: 'Pescado' }])).json()
      .event.mealOptions as [MealOption, MealOption];
    const guestA = await insertGuest(t.app.db, couple.weddingId, 'Tía Carmen');
    const guestB = await insertGuest(t.app.db, couple.weddingId, 'Tío Pepe');
    const seatOf = async (guestId: number) => {
      const [seat] = await t.app.db
        .select({ id: guestMembers.id })
        .from(guestMembers)
        .where(eq(guestMembers.guestId, guestId));
      if (seat === undefined) throw new Error(`guest ${guestId} has no seat`);
      return seat.id;
    };
    const [seatA, seatB] = [await seatOf(guestA), await seatOf(guestB)];
    await t.app.db.insert(memberEventAnswers).values([
      { memberId: seatA, eventId, attending: true, mealOptionId: res.id },
      { memberId: seatB, eventId, attending: true, mealOptionId: pescado.id },
    ]);

    const saved = await putMenu(eventId, [{ id: pescado.id, name: 'Pescado' }]);
    expect(saved.statusCode, saved.body).toBe(200);
    const answers = await t.app.db
      .select()
      .from(memberEventAnswers)
      .where(eq(memberEventAnswers.eventId, eventId))
      .orderBy(memberEventAnswers.memberId);
    expect(answers).toEqual([
      { memberId: seatA, eventId, attending: true, mealOptionId: null },
      { memberId: seatB, eventId, attending: true, mealOptionId: pescado.id },
    ]);
  });

  it('refuses more than eight options with 422 under mealOptions, in Spanish and English', async () => {
    const eventId = await newEvent();
    await putMenu(eventId, [{ name: 'Res' }]);
    const nine = Array.from({ length: 9 }, (_, index) => ({ name: `Platillo ${index + 1}` }));
    const spanish = await putMenu(eventId, nine);
    expect(spanish.statusCode).toBe(422);
    expect(spanish.json().errors).toEqual({ mealOptions: ['Debe tener como máximo 8 elementos.'] });
    const english = await putMenu(eventId, nine, 'en');
    expect(english.statusCode).toBe(422);
    expect(english.json().errors).toEqual({ mealOptions: ['Must have at most 8 items.'] });
    expect((await storedMenu(eventId)).map((option) => option.name)).toEqual(['Res']);
  });

  it('refuses a blank name with 422 under mealOptions, in Spanish and English, changing nothing', async () => {
    const eventId = await newEvent();
    await putMenu(eventId, [{ name: 'Res' }]);
    const spanish = await putMenu(eventId, [{ name: 'Pollo' }, { name: '   ' }]);
    expect(spanish.statusCode).toBe(422);
    expect(spanish.json().errors).toEqual({
      mealOptions: ['Escribe el nombre de cada opción del menú.'],
    });
    const english = await putMenu(eventId, [{ name: 'Pollo' }, { name: '   ' }], 'en');
    expect(english.json().errors).toEqual({
      mealOptions: ['Write the name of every option of the menu.'],
    });
    expect((await storedMenu(eventId)).map((option) => option.name)).toEqual(['Res']);
  });

  it('refuses a name twice in the menu (any case, any spaces around) with 422, in Spanish and English', async () => {
    const eventId = await newEvent();
    const menu = [{ name: 'Vegetariano' }, { name: ' vegetariano ' }];
    const spanish = await putMenu(eventId, menu);
    expect(spanish.statusCode).toBe(422);
    expect(spanish.json().errors).toEqual({
      mealOptions: [
        'El menú ya tiene la opción «vegetariano»: cada opción debe llevar un nombre distinto.',
      ],
    });
    const english = await putMenu(eventId, menu, 'en');
    expect(english.json().errors).toEqual({
      mealOptions: [
        'The menu already has the option "vegetariano": each option needs a different name.',
      ],
    });
    expect(await storedMenu(eventId)).toEqual([]);
  });

  it("refuses an id that is not one of the event's options (another event's, or twice) with 422", async () => {
    const eventId = await newEvent();
    const [res] = (await putMenu(eventId, [{ name: 'Res' }])).json().event.mealOptions as [
      MealOption,
    ];
    const elsewhere = await newEvent();
    const [foreign] = (await putMenu(elsewhere, [{ name: 'Pollo' }])).json().event.mealOptions as [
      MealOption,
    ];

    for (const menu of [
      [{ id: foreign.id, name: 'Pollo' }],
      [{ id: 987654, name: 'Pollo' }],
      [
        { id: res.id, name: 'Res' },
        { id: res.id, name: 'Pollo' },
      ],
    ]) {
      const refused = await putMenu(eventId, menu, 'en');
      expect(refused.statusCode, JSON.stringify(menu)).toBe(422);
      expect(refused.json().errors).toEqual({
        mealOptions: ["One of the options is no longer on this event's menu. Reload the page."],
      });
    }
    expect(await storedMenu(eventId)).toEqual([res]);
    expect(await storedMenu(elsewhere)).toEqual([foreign]);
  });

  it("answers 404 for another couple's event and a missing one, changing nothing", async () => {
    const eventId = await newEvent();
    await putMenu(eventId, [{ name: 'Res' }]);
    const stolen = await putMenu(eventId, [{ name: 'Robado' }], 'es', other.token);
    expect(stolen.statusCode).toBe(404);
    expect((await storedMenu(eventId)).map((option) => option.name)).toEqual(['Res']);
    expect((await putMenu(987654, [{ name: 'Res' }])).statusCode).toBe(404);
  });

  it('answers 409 wedding_inactive while the wedding is inactive', async () => {
    const ended = await insertCouple(t.app.db);
    const eventId = await newEvent(ended);
    await endTrial(t.app.db, ended.weddingId);
    const refused = await putMenu(eventId, [{ name: 'Res' }], 'es', ended.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('wedding_inactive');
    expect(await storedMenu(eventId)).toEqual([]);
  });
});
