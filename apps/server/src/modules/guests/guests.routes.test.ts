import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guests } from '../../db/schema/guests.ts';
import { givePlan } from '../../test/plan-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call, endTrial, insertCouple, type Couple } from '../../test/wedding-fixtures.ts';
import { newGuestCode } from './guest-codes.ts';
import { guestCouple } from '../../test/guests-test-kit.ts';

type GuestBody = { id: number; code: string; name: string; link: string; phone: string | null };

const aGuest = (weddingId: number, name = 'María José', extra: object = {}) => ({
  weddingId,
  name,
  lastName: 'Ramírez',
  phone: '+52 (55) 1234-5678',
  maxGuestsAllowed: 2,
  specialMessage: '¡Te esperamos!',
  ...extra,
});

describe('guests', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  async function create(couple: Couple, body: object, language: 'es' | 'en' = 'es') {
    return call(t, couple.token, 'POST', '/guests', body, language);
  }

  it('creates a guest with a code, a personal link and a normalised phone', async () => {
    const couple = await guestCouple(t);
    const response = await create(couple, aGuest(couple.weddingId));
    expect(response.statusCode).toBe(201);
    const { guest, message } = response.json<{ guest: GuestBody; message: string }>();
    expect(message).toBe('Invitado agregado exitosamente');
    expect(guest.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);
    expect(guest.phone).toBe('+525512345678');
    expect(guest.link).toMatch(new RegExp(`/boda-[^?]+\\?code=${guest.code}$`));
  });

  it('gives every guest a code of its own', () => {
    const codes = new Set(Array.from({ length: 500 }, newGuestCode));
    expect(codes.size).toBe(500);
  });

  it('answers 422 under the field in the request language', async () => {
    const couple = await guestCouple(t);
    const es = await create(couple, aGuest(couple.weddingId, 'Ana', { phone: '55-12' }));
    expect(es.statusCode).toBe(422);
    expect(es.json<{ errors: Record<string, string[]> }>().errors.phone).toEqual([
      expect.stringContaining('no parece un número real: escribe los 10 dígitos'),
    ]);
    const enPhone = await create(
      couple,
      aGuest(couple.weddingId, 'Ana', { phone: '0000000000' }),
      'en',
    );
    expect(enPhone.statusCode).toBe(422);
    expect(enPhone.json<{ errors: Record<string, string[]> }>().errors.phone).toEqual([
      expect.stringContaining('does not look real: write the 10 digits of a Mexican number'),
    ]);
    const foreign = await create(
      couple,
      aGuest(couple.weddingId, 'John', { phone: '+1 415 555 0100' }),
    );
    expect(foreign.json<{ guest: GuestBody }>().guest.phone).toBe('+14155550100');
    const en = await create(couple, aGuest(couple.weddingId, '   '), 'en');
    expect(en.statusCode).toBe(422);
    expect(en.json<{ errors: Record<string, string[]> }>().errors.name?.[0]).toBe(
      'The name is required.',
    );
    const tooMany = await create(couple, aGuest(couple.weddingId, 'Ana', { maxGuestsAllowed: 21 }));
    expect(tooMany.statusCode).toBe(422);
  });

  it('names every wrong field of the form at once, the schema rules and the phone rule together', async () => {
    const couple = await guestCouple(t);
    const wrong = { name: '', maxGuestsAllowed: 0, phone: '55-12', lastName: 'x'.repeat(101) };
    const created = await create(couple, aGuest(couple.weddingId));
    const guestId = created.json<{ guest: GuestBody }>().guest.id;
    for (const [method, url, body] of [
      ['POST', '/guests', aGuest(couple.weddingId, 'Ana', wrong)],
      ['PUT', `/guests/${guestId}`, { ...aGuest(0, 'Ana', wrong), weddingId: undefined }],
    ] as const) {
      const response = await call(t, couple.token, method, url, body);
      expect(response.statusCode, url).toBe(422);
      const { errors } = response.json<{ errors: Record<string, string[]> }>();
      expect(Object.keys(errors).sort(), url).toEqual([
        'lastName',
        'maxGuestsAllowed',
        'name',
        'phone',
      ]);
      expect(errors.phone, url).toEqual([expect.stringContaining('no parece un número real')]);
      expect(errors.name, url).toHaveLength(1);
    }
  });

  it('updates with PUT and every PATCH suffix, and deletes', async () => {
    const couple = await guestCouple(t);
    const { guest } = (await create(couple, aGuest(couple.weddingId))).json<{ guest: GuestBody }>();
    const put = await call(t, couple.token, 'PUT' as 'PATCH', `/guests/${guest.id}`, {
      name: 'Íñigo',
      lastName: null,
      phone: '33 8765 4321',
      maxGuestsAllowed: 1,
      specialMessage: null,
    });
    expect(put.statusCode).toBe(200);
    expect(put.json<{ guest: GuestBody }>().guest).toMatchObject({
      name: 'Íñigo',
      phone: '+523387654321',
    });
    for (const [suffix, body, expected] of [
      ['name', { name: ' Ángeles ' }, { name: 'Ángeles' }],
      ['last-name', { lastName: 'Güemes' }, { lastName: 'Güemes' }],
      ['max-guests-allowed', { maxGuestsAllowed: 4 }, { maxGuestsAllowed: 4 }],
      ['sent', { sent: true }, { sent: true }],
    ] as const) {
      const response = await call(t, couple.token, 'PATCH', `/guests/${guest.id}/${suffix}`, body);
      expect(response.statusCode, suffix).toBe(200);
      expect(response.json<{ guest: object }>().guest).toMatchObject(expected);
    }
    const search = await call(t, couple.token, 'POST', '/guests/search', {
      weddingId: couple.weddingId,
      name: 'angeles guemes',
    });
    expect(search.json<GuestBody[]>().map((g) => g.id)).toEqual([guest.id]);
    const deleted = await call(t, couple.token, 'DELETE', `/guests/${guest.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(await t.app.db.select().from(guests).where(eq(guests.id, guest.id))).toEqual([]);
  });

  it('finds "María" searching "maria", in name and last name', async () => {
    const couple = await guestCouple(t);
    await create(couple, aGuest(couple.weddingId, 'María José'));
    await create(couple, aGuest(couple.weddingId, 'Pedro', { lastName: 'MARÍA Ñúñez' }));
    await create(couple, aGuest(couple.weddingId, 'Lucía', { lastName: 'Vega' }));
    const response = await call(t, couple.token, 'POST', '/guests/search', {
      weddingId: couple.weddingId,
      name: 'maria',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<GuestBody[]>().map((g) => g.name)).toEqual(['María José', 'Pedro']);
    const percent = await call(t, couple.token, 'POST', '/guests/search', {
      weddingId: couple.weddingId,
      name: '%',
    });
    expect(percent.json<GuestBody[]>()).toEqual([]);
  });

  it('pages 20 at a time, oldest first, and counts the summary', async () => {
    const couple = await guestCouple(t);
    await t.app.db.insert(guests).values(
      Array.from({ length: 45 }, (_, index) => ({
        weddingId: couple.weddingId,
        name: `Invitado ${index + 1}`,
        code: newGuestCode(),
        maxGuestsAllowed: 2,
        sent: index < 10,
        confirmation: index < 5 ? true : index < 8 ? false : null,
        confirmedGuests: index < 5 ? 1 : null,
      })),
    );
    const page = async (number?: number) =>
      (
        await call(t, couple.token, 'POST', '/guests/get-by-wedding', {
          weddingId: couple.weddingId,
          ...(number === undefined ? {} : { page: number }),
        })
      ).json<{ guests: GuestBody[]; page: number; totalPages: number }>();
    const first = await page();
    expect(first.page).toBe(1);
    expect(first.totalPages).toBe(3);
    expect(first.guests).toHaveLength(20);
    expect(first.guests[0]?.name).toBe('Invitado 1');
    const last = await page(3);
    expect(last.guests.map((g) => g.name)).toEqual([
      'Invitado 41',
      'Invitado 42',
      'Invitado 43',
      'Invitado 44',
      'Invitado 45',
    ]);
    expect((await page(4)).guests).toEqual([]);

    const summary = await call(t, couple.token, 'POST', '/guests/get-summary', {
      weddingId: couple.weddingId,
    });
    expect(summary.json()).toEqual({
      totalInvitations: 45,
      sentInvitations: 10,
      pendingInvitations: 35,
      totalGuests: 90,
      totalConfirmedGuests: 5,
      totalCanceledGuests: 6,
      // The answers (8, without an opening recorded) count as opened too.
      funnel: { invitations: 45, sent: 10, opened: 8, answered: 8 },
      statuses: { unsent: 35, sent: 2, opened: 0, attending: 5, declined: 3 },
      events: [],
    });
  });

  it('allows 10 guests in test mode and refuses the 11th clearly', async () => {
    const couple = await insertCouple(t.app.db);
    for (let index = 1; index <= 10; index += 1) {
      expect((await create(couple, aGuest(couple.weddingId, `Invitado ${index}`))).statusCode).toBe(
        201,
      );
    }
    const eleventh = await create(couple, aGuest(couple.weddingId, 'Once'), 'en');
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json()).toEqual({
      code: 'plan_limit_reached',
      message: 'Test mode allows up to 10 guests. Buy a plan to add more.',
    });
  });

  it('refuses guest administration without rsvpAdmin and on an inactive wedding', async () => {
    const couple = await insertCouple(t.app.db);
    await givePlan(t.app.db, couple.weddingId, [{ slug: 'EventImages', max: 3 }]);
    const refused = await create(couple, aGuest(couple.weddingId));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'plan_feature_missing',
      message: 'No incluido en tu plan',
    });

    const inactive = await insertCouple(t.app.db);
    await endTrial(t.app.db, inactive.weddingId);
    expect((await create(inactive, aGuest(inactive.weddingId))).statusCode).toBe(409);
    const list = await call(t, inactive.token, 'POST', '/guests/get-by-wedding', {
      weddingId: inactive.weddingId,
    });
    expect(list.statusCode).toBe(200);
  });

  it("answers 404 for another couple's wedding or guest", async () => {
    const owner = await guestCouple(t);
    const stranger = await guestCouple(t);
    const { guest } = (await create(owner, aGuest(owner.weddingId))).json<{ guest: GuestBody }>();
    const weddingCalls = [
      ['/guests', aGuest(owner.weddingId)],
      ['/guests/get-by-wedding', { weddingId: owner.weddingId }],
      ['/guests/search', { weddingId: owner.weddingId, name: 'maria' }],
      ['/guests/get-summary', { weddingId: owner.weddingId }],
      ['/guests/download', { weddingId: owner.weddingId }],
    ] as const;
    for (const [url, body] of weddingCalls) {
      expect((await call(t, stranger.token, 'POST', url, body)).statusCode, url).toBe(404);
    }
    expect(
      (await call(t, stranger.token, 'PATCH', `/guests/${guest.id}/sent`, { sent: true }))
        .statusCode,
    ).toBe(404);
    expect((await call(t, stranger.token, 'DELETE', `/guests/${guest.id}`)).statusCode).toBe(404);
    const [row] = await t.app.db.select().from(guests).where(eq(guests.id, guest.id));
    expect(row?.sent).toBe(false);
  });
});
