import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { images } from '../../db/schema/content.ts';
import { describeContentItems } from '../../test/content-item-suite.ts';
import { givePlan } from '../../test/plan-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call, insertCouple, insertGuest, type Couple } from '../../test/wedding-fixtures.ts';

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
