import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { weddings } from '../../db/schema/weddings.ts';
import { givePlan } from '../../test/plan-fixtures.ts';
import { createTestApp, injectAs, type TestApp } from '../../test/test-app.ts';
import {
  call,
  endTrial,
  insertClient,
  insertCouple,
  type Couple,
} from '../../test/wedding-fixtures.ts';
import { loadContract } from '../../http/contract-document.ts';
import { weddingFields } from './weddings.service.ts';

const HOUR = 3_600_000;

describe('weddings', () => {
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

  const newClient = (isVerified = true) => insertClient(t.app.db, { isVerified });

  const createBody = (slug: string) => ({
    name: ' Ana & Luis ',
    slug,
    date: '2030-06-15T23:00:00Z',
  });

  describe('GET /weddings/slug-availability', () => {
    it("tells whether an address is free, a taken one by another couple's wedding included", async () => {
      const [taken] = await t.app.db
        .select({ slug: weddings.slug })
        .from(weddings)
        .where(eq(weddings.id, other.weddingId));
      const ask = (slug: string) =>
        call(
          t,
          couple.token,
          'GET',
          `/weddings/slug-availability?slug=${encodeURIComponent(slug)}`,
        );

      const free = await ask(`nadie-la-tiene-${Date.now()}`);
      expect(free.statusCode).toBe(200);
      expect(free.json()).toMatchObject({ available: true });
      expect((await ask(taken?.slug ?? '')).json()).toEqual({
        slug: taken?.slug,
        available: false,
      });
    });

    it('answers 422 for an address outside the pattern, and 401 without a session', async () => {
      const bad = await call(
        t,
        couple.token,
        'GET',
        '/weddings/slug-availability?slug=Sof%C3%ADa',
        undefined,
        'en',
      );
      expect(bad.statusCode).toBe(422);
      const anonymous = await t.app.inject({
        method: 'GET',
        url: '/v1/weddings/slug-availability?slug=ana-y-luis',
      });
      expect(anonymous.statusCode).toBe(401);
    });
  });

  describe('POST /weddings', () => {
    it('creates the inactive wedding with its empty invitation and link', async () => {
      const client = await newClient();
      const response = await call(
        t,
        client.token,
        'POST',
        '/weddings',
        createBody('ana-y-luis-2030'),
      );
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body.message).toBe('Boda creada exitosamente');
      expect(body.wedding).toMatchObject({
        name: 'Ana & Luis',
        slug: 'ana-y-luis-2030',
        date: '2030-06-15T23:00:00.000Z',
        active: false,
        link: 'http://localhost:5175/ana-y-luis-2030',
        clientId: client.id,
        invitationPlan: null,
        trialEndsAt: null,
        design: { slug: 'etiqueta' },
        invitation: { firstMessage: null, bridesParents: [], groomsParents: [] },
        events: [],
        coverImages: [],
        song: null,
        payments: [],
      });
      const me = (await call(t, client.token, 'GET', '/clients/me')).json();
      expect(me.weddings).toEqual([{ id: body.wedding.id }]);
    });

    it('refuses a second wedding for the same client with 409', async () => {
      const response = await call(
        t,
        couple.token,
        'POST',
        '/weddings',
        createBody('otra-boda'),
        'en',
      );
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        code: 'wedding_exists',
        message: 'You already have a wedding. Only one wedding is allowed per account.',
      });
    });

    it('refuses an unverified client with 409 (not 403, which logs out)', async () => {
      const client = await newClient(false);
      const response = await call(
        t,
        client.token,
        'POST',
        '/weddings',
        createBody('sin-verificar'),
      );
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        code: 'client_unverified',
        message: 'Verifica tu correo electrónico antes de crear tu boda.',
      });
    });

    it('refuses a slug in use with 422 under slug', async () => {
      const client = await newClient();
      await call(t, client.token, 'POST', '/weddings', createBody('slug-repetido'));
      const second = await newClient();
      const response = await call(
        t,
        second.token,
        'POST',
        '/weddings',
        createBody('slug-repetido'),
        'en',
      );
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({
        slug: ['This link is already taken. Choose another one.'],
      });
    });

    it('refuses a malformed slug and a blank name with 422', async () => {
      const client = await newClient();
      const badSlug = await call(t, client.token, 'POST', '/weddings', createBody('Ana Luis'));
      expect(Object.keys(badSlug.json().errors)).toEqual(['slug']);
      const blank = await call(t, client.token, 'POST', '/weddings', {
        ...createBody('blank-name'),
        name: '  ',
      });
      expect(blank.statusCode).toBe(422);
      expect(Object.keys(blank.json().errors)).toEqual(['name']);
    });
  });

  describe('GET /weddings/{id}', () => {
    it('answers the own wedding, 404 for another client and for a missing id', async () => {
      expect(
        (await call(t, couple.token, 'GET', `/weddings/${couple.weddingId}`)).json(),
      ).toMatchObject({
        id: couple.weddingId,
        active: true,
      });
      expect((await call(t, other.token, 'GET', `/weddings/${couple.weddingId}`)).statusCode).toBe(
        404,
      );
      expect((await call(t, couple.token, 'GET', '/weddings/987654')).statusCode).toBe(404);
    });

    it('lets staff read any wedding', async () => {
      const response = await injectAs(
        t.app,
        { role: 'admin', id: 1 },
        {
          method: 'GET',
          url: `/v1/weddings/${couple.weddingId}`,
        },
      );
      expect(response.statusCode).toBe(200);
      expect(response.json().clientId).toBe(couple.clientId);
    });

    it('shows the plan with its features, and a deactivated plan as inactive', async () => {
      const planned = await insertCouple(t.app.db, { isActive: false });
      await givePlan(t.app.db, planned.weddingId, [{ slug: 'GalleryImages', max: 10 }]);
      const wedding = (
        await call(t, planned.token, 'GET', `/weddings/${planned.weddingId}`)
      ).json();
      expect(wedding.active).toBe(true);
      expect(wedding.invitationPlan.invitationPlanFeatures).toEqual([
        expect.objectContaining({ slug: 'GalleryImages', max: 10 }),
      ]);
      await t.app.db
        .update(weddings)
        .set({ deactivatedAt: new Date() })
        .where(eq(weddings.id, planned.weddingId));
      expect(
        (await call(t, planned.token, 'GET', `/weddings/${planned.weddingId}`)).json().active,
      ).toBe(false);
    });
  });

  describe('GET /weddings/{id}/start-trial', () => {
    it('starts the 72-hour test mode once', async () => {
      const fresh = await insertCouple(t.app.db, { isActive: false });
      const before = Date.now();
      const response = await call(
        t,
        fresh.token,
        'GET',
        `/weddings/${fresh.weddingId}/start-trial`,
        undefined,
        'en',
      );
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.message).toBe('Test mode started for 72 hours');
      const endsAt = new Date(body.trialEndsAt).getTime();
      expect(endsAt).toBeGreaterThanOrEqual(before + 72 * HOUR);
      expect(endsAt).toBeLessThan(Date.now() + 72 * HOUR + 1000);
      expect(body.wedding).toMatchObject({ active: true, trialEndsAt: body.trialEndsAt });

      const again = await call(
        t,
        fresh.token,
        'GET',
        `/weddings/${fresh.weddingId}/start-trial`,
        undefined,
        'en',
      );
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({
        code: 'trial_unavailable',
        message: 'This wedding has already used its test mode.',
      });
    });

    it('refuses a wedding with a plan (409) and another client (404)', async () => {
      const planned = await insertCouple(t.app.db, { isActive: false });
      await givePlan(t.app.db, planned.weddingId, []);
      const response = await call(
        t,
        planned.token,
        'GET',
        `/weddings/${planned.weddingId}/start-trial`,
      );
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        code: 'trial_unavailable',
        message: 'Tu boda ya tiene un plan; el modo de prueba no está disponible.',
      });
      const fresh = await insertCouple(t.app.db, { isActive: false });
      expect(
        (await call(t, other.token, 'GET', `/weddings/${fresh.weddingId}/start-trial`)).statusCode,
      ).toBe(404);
    });
  });

  describe('PATCH /weddings/{id}/<field>', () => {
    const icon = async (type: 'dress' | 'suit') => {
      const icons = (await call(t, couple.token, 'GET', '/icons/dress-code')).json();
      return icons.find((candidate: { type: string }) => candidate.type === type).id as number;
    };

    const contract = loadContract();
    const pathOf = (operationId: string) => contract.byId.get(operationId)?.path ?? '';
    it.each(weddingFields.map((field) => [field.operationId, field] as const))(
      '%s sets the field and answers the wedding',
      async (operationId, field) => {
        const current = (
          await call(t, couple.token, 'GET', `/weddings/${couple.weddingId}`)
        ).json();
        const value =
          field.kind === 'boolean'
            ? !current[field.key]
            : field.key === 'lateAnswers'
              ? current.lateAnswers === 'accepted'
                ? 'closed'
                : 'accepted'
              : field.kind === 'optionalId'
                ? await icon(field.key === 'dressIconId' ? 'dress' : 'suit')
                : field.kind === 'optionalDate'
                  ? '2030-06-01'
                  : field.kind === 'optionalPhone'
                    ? '+525512345678'
                    : `Valor de ${field.key}`;
        const url = pathOf(operationId).replace('{id}', String(couple.weddingId));
        const response = await call(t, couple.token, 'PATCH', url, { [field.key]: value }, 'en');
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json().message).toBe('Wedding updated successfully');
        expect(response.json().wedding[field.key]).toBe(value);
      },
    );

    it('shows the chosen dress and suit icons, and null clears them', async () => {
      const dress = await icon('dress');
      await call(t, couple.token, 'PATCH', `/weddings/${couple.weddingId}/dress-icon`, {
        dressIconId: dress,
      });
      const shown = (await call(t, couple.token, 'GET', `/weddings/${couple.weddingId}`)).json();
      expect(shown.dressIcon).toMatchObject({
        id: dress,
        type: 'dress',
        svg: expect.stringContaining('<svg'),
      });
      const cleared = await call(
        t,
        couple.token,
        'PATCH',
        `/weddings/${couple.weddingId}/dress-icon`,
        { dressIconId: null },
      );
      expect(cleared.json().wedding).toMatchObject({ dressIconId: null, dressIcon: null });
    });

    it('refuses a suit icon as the dress icon, and a missing icon, with 422', async () => {
      const suit = await icon('suit');
      for (const dressIconId of [suit, 987]) {
        const response = await call(
          t,
          couple.token,
          'PATCH',
          `/weddings/${couple.weddingId}/dress-icon`,
          { dressIconId },
        );
        expect(response.statusCode).toBe(422);
        expect(Object.keys(response.json().errors)).toEqual(['dressIconId']);
      }
    });

    it("answers 404 to another client's wedding and leaves it unchanged", async () => {
      const response = await call(t, other.token, 'PATCH', `/weddings/${couple.weddingId}/name`, {
        name: 'Robada',
      });
      expect(response.statusCode).toBe(404);
      const wedding = (await call(t, couple.token, 'GET', `/weddings/${couple.weddingId}`)).json();
      expect(wedding.name).not.toBe('Robada');
    });

    it('answers 409 with a clear message while the wedding is inactive', async () => {
      const ended = await insertCouple(t.app.db);
      await endTrial(t.app.db, ended.weddingId);
      const response = await call(t, ended.token, 'PATCH', `/weddings/${ended.weddingId}/name`, {
        name: 'Nueva',
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        code: 'wedding_inactive',
        message:
          'Tu invitación no está activa. Inicia el modo de prueba o adquiere un plan para editarla.',
      });
    });
  });

  describe('PATCH /weddings/{id}/rsvp-deadline', () => {
    // The fixture's wedding is on 15 June 2030 at 17:00 in Mexico City (23:00 UTC).
    const setDeadline = (token: string, rsvpDeadline: unknown, language?: 'es' | 'en') =>
      call(
        t,
        token,
        'PATCH',
        `/weddings/${couple.weddingId}/rsvp-deadline`,
        { rsvpDeadline },
        language,
      );
    const storedDeadline = async () =>
      (await call(t, couple.token, 'GET', `/weddings/${couple.weddingId}`)).json().rsvpDeadline;

    it('sets a deadline up to the wedding day, and null clears it', async () => {
      const set = await setDeadline(couple.token, '2030-06-15');
      expect(set.statusCode, set.body).toBe(200);
      expect(set.json().wedding.rsvpDeadline).toBe('2030-06-15');
      expect(await storedDeadline()).toBe('2030-06-15');

      const cleared = await setDeadline(couple.token, null);
      expect(cleared.statusCode).toBe(200);
      expect(cleared.json().wedding.rsvpDeadline).toBeNull();
      expect(await storedDeadline()).toBeNull();
    });

    it('refuses a deadline after the wedding day with 422 in the request language, keeping the saved one', async () => {
      await setDeadline(couple.token, '2030-06-01');
      const spanish = await setDeadline(couple.token, '2030-06-16');
      expect(spanish.statusCode).toBe(422);
      expect(spanish.json().errors).toEqual({
        rsvpDeadline: ['La fecha límite para confirmar no puede ser después del día de la boda.'],
      });
      const english = await setDeadline(couple.token, '2030-07-01', 'en');
      expect(english.statusCode).toBe(422);
      expect(english.json().errors).toEqual({
        rsvpDeadline: ['The deadline to reply cannot be after the wedding day.'],
      });
      expect(await storedDeadline()).toBe('2030-06-01');
    });

    it.each(['2030-02-30', '01/06/2030', '2030-06-01T00:00:00Z', ''])(
      'refuses the malformed date %j with 422 under rsvpDeadline, in Spanish and English',
      async (rsvpDeadline) => {
        const spanish = await setDeadline(couple.token, rsvpDeadline);
        expect(spanish.statusCode).toBe(422);
        expect(spanish.json().errors).toEqual({ rsvpDeadline: ['Fecha inválida (AAAA-MM-DD).'] });
        const english = await setDeadline(couple.token, rsvpDeadline, 'en');
        expect(english.json().errors).toEqual({ rsvpDeadline: ['Invalid date (YYYY-MM-DD).'] });
      },
    );

    it("answers 404 to another couple's wedding and leaves its deadline as it was", async () => {
      await setDeadline(couple.token, '2030-06-01');
      const response = await setDeadline(other.token, '2030-05-01');
      expect(response.statusCode).toBe(404);
      expect(await storedDeadline()).toBe('2030-06-01');
    });
  });

  describe('PATCH /weddings/{id}/contact-phone', () => {
    const setPhone = (contactPhone: unknown, language?: 'es' | 'en') =>
      call(
        t,
        couple.token,
        'PATCH',
        `/weddings/${couple.weddingId}/contact-phone`,
        { contactPhone },
        language,
      );

    it('stores a number as typed in E.164, refuses one that cannot be real, and clears it', async () => {
      const saved = await setPhone(' (55) 1234-5678 ');
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().wedding.contactPhone).toBe('+525512345678');
      const wrong = await setPhone('12', 'en');
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().errors.contactPhone).toEqual([
        'Enter a valid WhatsApp number, for example 55 1234 5678.',
      ]);
      const kept = await call(t, couple.token, 'GET', `/weddings/${couple.weddingId}`);
      expect(kept.json().contactPhone).toBe('+525512345678');
      expect((await setPhone('  ')).json().wedding.contactPhone).toBeNull();
      expect((await setPhone(null)).json().wedding.contactPhone).toBeNull();
    });
  });

  describe('PATCH /weddings/{id}/late-answers', () => {
    const setLateAnswers = (token: string, lateAnswers: unknown, language?: 'es' | 'en') =>
      call(
        t,
        token,
        'PATCH',
        `/weddings/${couple.weddingId}/late-answers`,
        { lateAnswers },
        language,
      );
    const stored = async () =>
      (await call(t, couple.token, 'GET', `/weddings/${couple.weddingId}`)).json().lateAnswers;

    it('a new wedding accepts late answers; closing and reopening round-trips', async () => {
      const fresh = await insertCouple(t.app.db);
      const shown = await call(t, fresh.token, 'GET', `/weddings/${fresh.weddingId}`);
      expect(shown.json().lateAnswers).toBe('accepted');

      const closed = await setLateAnswers(couple.token, 'closed', 'en');
      expect(closed.statusCode, closed.body).toBe(200);
      expect(closed.json().message).toBe('Wedding updated successfully');
      expect(closed.json().wedding.lateAnswers).toBe('closed');
      expect(await stored()).toBe('closed');
      const [row] = await t.app.db
        .select({ lateAnswers: weddings.lateAnswers })
        .from(weddings)
        .where(eq(weddings.id, couple.weddingId));
      expect(row?.lateAnswers).toBe('closed');

      const reopened = await setLateAnswers(couple.token, 'accepted');
      expect(reopened.json().wedding.lateAnswers).toBe('accepted');
      expect(await stored()).toBe('accepted');
    });

    it.each(['maybe', 'Closed', ' closed', '', null])(
      'refuses %j with 422 under lateAnswers and keeps the saved choice',
      async (lateAnswers) => {
        await setLateAnswers(couple.token, 'closed');
        const refused = await setLateAnswers(couple.token, lateAnswers);
        expect(refused.statusCode).toBe(422);
        expect(Object.keys(refused.json().errors)).toEqual(['lateAnswers']);
        expect(await stored()).toBe('closed');
      },
    );

    it("answers 404 to another couple's wedding and 409 while the wedding is inactive", async () => {
      await setLateAnswers(couple.token, 'accepted');
      expect((await setLateAnswers(other.token, 'closed')).statusCode).toBe(404);
      expect(await stored()).toBe('accepted');

      const ended = await insertCouple(t.app.db);
      await endTrial(t.app.db, ended.weddingId);
      const inactive = await call(
        t,
        ended.token,
        'PATCH',
        `/weddings/${ended.weddingId}/late-answers`,
        {
          lateAnswers: 'closed',
        },
      );
      expect(inactive.statusCode).toBe(409);
      expect(inactive.json().code).toBe('wedding_inactive');
    });
  });

  describe('PATCH /weddings/{id}/slug and /date (staff only)', () => {
    const asAdmin = (url: string, payload: object) =>
      injectAs(t.app, { role: 'admin', id: 1 }, { method: 'PATCH', url: `/v1${url}`, payload });

    it('staff change the slug and the date, even of an inactive wedding', async () => {
      const inactive = await insertCouple(t.app.db, { isActive: false });
      const slug = await asAdmin(`/weddings/${inactive.weddingId}/slug`, { slug: 'nuevo-enlace' });
      expect(slug.statusCode).toBe(200);
      expect(slug.json().wedding).toMatchObject({
        slug: 'nuevo-enlace',
        link: 'http://localhost:5175/nuevo-enlace',
      });
      const date = await asAdmin(`/weddings/${inactive.weddingId}/date`, {
        date: '2031-01-01T20:00:00Z',
      });
      expect(date.json().wedding.date).toBe('2031-01-01T20:00:00.000Z');
    });

    it('refuses a slug another wedding uses (422) and keeps its own', async () => {
      const taken = (await call(t, other.token, 'GET', `/weddings/${other.weddingId}`)).json().slug;
      const response = await asAdmin(`/weddings/${couple.weddingId}/slug`, { slug: taken });
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual(['slug']);
      const own = (await call(t, couple.token, 'GET', `/weddings/${couple.weddingId}`)).json().slug;
      expect((await asAdmin(`/weddings/${couple.weddingId}/slug`, { slug: own })).statusCode).toBe(
        200,
      );
    });

    it('refuses a client token with 403 and an unknown wedding with 404', async () => {
      const client = await call(t, couple.token, 'PATCH', `/weddings/${couple.weddingId}/slug`, {
        slug: 'mio',
      });
      expect(client.statusCode).toBe(403);
      const date = await call(t, couple.token, 'PATCH', `/weddings/${couple.weddingId}/date`, {
        date: '2031-01-01T20:00:00Z',
      });
      expect(date.statusCode).toBe(403);
      expect((await asAdmin('/weddings/987654/slug', { slug: 'nadie' })).statusCode).toBe(404);
    });
  });
});
