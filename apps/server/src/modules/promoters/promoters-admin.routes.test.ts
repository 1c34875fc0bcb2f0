import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { promoters } from '../../db/schema/accounts.ts';
import { commissions, promoCodes } from '../../db/schema/payments.ts';
import {
  expectAdminsOnly,
  expectNotFound,
  insertNamedClient,
  insertNamedWedding,
  insertPayment,
  minute,
  newestFirstWithTie,
  staffCall,
  staffGet,
  useStaffApp,
} from '../../test/admin-fixtures.ts';
import { insertPricedPlan } from '../../test/payments-test-kit.ts';
import { insertPromoCode } from '../../test/promo-codes-test-kit.ts';

const PASSWORD = 'Promo.Pass1';
const unique = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex')}`;

type PromoterItem = { id: number; name: string; email: string };

describe('staff management of promoters: list, detail, update, delete', () => {
  let planId: number;
  const t = useStaffApp(async ({ app }) => {
    planId = await insertPricedPlan(app.db, 1000);
  });

  /** A promoter created through the API (a real password), with the name and email given. */
  const createPromoter = async (name: string, email = `${unique('promotor')}@example.com`) => {
    const response = await staffCall(t, 'POST', '/promoters', {
      payload: { name, email, password: PASSWORD },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ promoter: PromoterItem }>().promoter;
  };
  const backdate = (id: number, createdAt: Date) =>
    t.app.db.update(promoters).set({ createdAt }).where(eq(promoters.id, id));
  const list = (query: string) =>
    staffGet<{ promoters: PromoterItem[]; page: number; totalPages: number }>(
      t,
      `/promoters${query}`,
    );
  const found = async (text: string) =>
    (await list(`?search=${encodeURIComponent(text)}`)).promoters.map((promoter) => promoter.id);
  const login = (email: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/auth/promoter-login',
      payload: { email, password },
    });
  /** A paid payment that earned the promoter a commission through the code. */
  const earn = async (promoterId: number, promoCodeId: number, amount: number) => {
    const weddingId = await insertNamedWedding(t.app.db, await insertNamedClient(t.app.db));
    return insertPayment(t.app.db, {
      weddingId,
      planId,
      amount: 1000,
      commission: { promoCodeId, promoterId, amount, percentage: 10 },
    });
  };

  describe('GET /promoters', () => {
    it('pages 20 at a time, newest first (ties by id), with ID, name, email and created', async () => {
      const ids: number[] = [];
      for (let n = 0; n < 22; n += 1) {
        const promoter = await createPromoter(`Página Promotor ${n}`);
        await backdate(promoter.id, minute(n === 1 ? 0 : n));
        ids.push(promoter.id);
      }
      const expected = newestFirstWithTie(ids);
      const first = await list('?search=pagina promotor');
      expect(first).toMatchObject({ page: 1, totalPages: 2 });
      expect(first.promoters.map((promoter) => promoter.id)).toEqual(expected.slice(0, 20));
      expect(first.promoters[0]).toMatchObject({
        id: ids[21],
        name: 'Página Promotor 21',
        createdAt: minute(21).toISOString(),
      });
      expect(first.promoters[0]).not.toHaveProperty('passwordHash');
      const second = await list('?search=pagina promotor&page=2');
      expect(second.promoters.map((promoter) => promoter.id)).toEqual(expected.slice(20));
      expect(await list('?search=pagina promotor&page=4')).toEqual({
        promoters: [],
        page: 4,
        totalPages: 2,
      });
    });

    it('searches name and email ignoring case and accents, and never lists deleted promoters', async () => {
      const ines = await createPromoter('Inés Ñúñez', `${unique('ines.promo')}@example.com`);
      const gone = await createPromoter('Inés Borrada');
      expect(await found('INES NUNEZ')).toEqual([ines.id]);
      expect(await found('ñúñez')).toEqual([ines.id]);
      expect(await found(ines.email.slice(0, 10).toUpperCase())).toEqual([ines.id]);
      expect(await found('inés borrada')).toEqual([gone.id]);
      expect((await staffCall(t, 'DELETE', `/promoters/${gone.id}`)).statusCode).toBe(200);
      expect(await found('inés borrada')).toEqual([]);
      expect((await list('')).promoters.map((promoter) => promoter.id)).not.toContain(gone.id);
    });
  });

  describe('GET /promoters/{id}', () => {
    it('answers the promoter with each code and the commissions it earned', async () => {
      const promoter = await createPromoter('Detalle');
      const code = await insertPromoCode(t.app.db, { promoterId: promoter.id, commission: 10 });
      const idle = await insertPromoCode(t.app.db, { promoterId: promoter.id });
      const earned = await earn(promoter.id, code.id, 100);
      const response = await staffCall(t, 'GET', `/promoters/${promoter.id}`);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ id: promoter.id, name: 'Detalle', email: promoter.email });
      expect(body.promoCodes).toHaveLength(2);
      expect(body.promoCodes[0]).toMatchObject({
        id: code.id,
        code: code.code,
        commission: 10,
        commissions: [{ id: earned.commissionId, amount: 100, paymentId: earned.paymentId }],
      });
      expect(body.promoCodes[1]).toMatchObject({ id: idle.id, commissions: [] });
    });

    it('answers 404 for an unknown promoter (es/en)', async () => {
      await expectNotFound(t, '/promoters/999999', {
        es: 'El promotor no existe.',
        en: 'The promoter does not exist.',
      });
    });
  });

  describe('PUT /promoters/{id}', () => {
    const update = (id: number, payload: object, language: 'es' | 'en' = 'es') =>
      staffCall(t, 'PUT', `/promoters/${id}`, { payload, language });

    it('changes the name and email (lower-cased) and keeps the password when none is sent', async () => {
      const promoter = await createPromoter('Antes');
      const email = `${unique('Despues')}@Example.com`;
      const response = await update(promoter.id, { name: '  Después ', email });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        message: 'Promotor actualizado exitosamente',
        promoter: { id: promoter.id, name: 'Después', email: email.toLowerCase() },
      });
      expect((await login(email, PASSWORD)).statusCode).toBe(200);
      expect((await login(promoter.email, PASSWORD)).statusCode).toBe(422);
    });

    it('sets a new password when one is sent (the old one stops working)', async () => {
      const promoter = await createPromoter('Clave');
      const response = await update(
        promoter.id,
        { name: 'Clave', email: promoter.email, password: 'Nueva.Clave2' },
        'en',
      );
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().message).toBe('Promoter updated');
      expect((await login(promoter.email, 'Nueva.Clave2')).statusCode).toBe(200);
      expect((await login(promoter.email, PASSWORD)).statusCode).toBe(422);
    });

    it('refuses another promoter’s email in any case with 422 under email (es/en), and keeps the row', async () => {
      const first = await createPromoter('Primero');
      const second = await createPromoter('Segundo');
      const taken = await update(second.id, { name: 'Segundo', email: first.email.toUpperCase() });
      expect(taken.statusCode).toBe(422);
      expect(taken.json().errors.email).toEqual([
        'Ya existe una cuenta con este correo electrónico.',
      ]);
      const english = await update(second.id, { name: 'Segundo', email: first.email }, 'en');
      expect(english.json().errors.email).toEqual([
        'An account with this email address already exists.',
      ]);
      const [row] = await t.app.db.select().from(promoters).where(eq(promoters.id, second.id));
      expect(row?.email).toBe(second.email);
      // Its own email, in another case, is no conflict.
      const own = await update(second.id, { name: 'Segundo', email: second.email.toUpperCase() });
      expect(own.statusCode, own.body).toBe(200);
    });

    it('refuses a weak password and a blank name under their fields', async () => {
      const promoter = await createPromoter('Débil');
      const weak = await update(promoter.id, {
        name: ' ',
        email: promoter.email,
        password: 'password1',
      });
      expect(weak.statusCode).toBe(422);
      expect(weak.json().errors).toMatchObject({
        name: ['Este campo es obligatorio.'],
        password: ['Contraseña inválida.'],
      });
    });

    it('answers 404 for an unknown or a deleted promoter', async () => {
      const payload = { name: 'X', email: `${unique('x')}@example.com` };
      expect((await update(999_999, payload)).statusCode).toBe(404);
      const promoter = await createPromoter('Borrado');
      expect((await staffCall(t, 'DELETE', `/promoters/${promoter.id}`)).statusCode).toBe(200);
      expect((await update(promoter.id, payload)).statusCode).toBe(404);
    });
  });

  describe('DELETE /promoters/{id}', () => {
    it('deactivates the codes, keeps payments and commissions, and the promoter can no longer sign in', async () => {
      const promoter = await createPromoter('Se Va');
      const code = await insertPromoCode(t.app.db, { promoterId: promoter.id, commission: 10 });
      const earned = await earn(promoter.id, code.id, 100);
      expect((await login(promoter.email, PASSWORD)).statusCode).toBe(200);

      const response = await staffCall(t, 'DELETE', `/promoters/${promoter.id}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({
        message: 'Promotor eliminado exitosamente; sus códigos de promoción quedaron inactivos.',
      });

      const [row] = await t.app.db.select().from(promoters).where(eq(promoters.id, promoter.id));
      expect(row?.deletedAt).toBeInstanceOf(Date);
      const [codeRow] = await t.app.db.select().from(promoCodes).where(eq(promoCodes.id, code.id));
      expect(codeRow?.isActive).toBe(false);
      const lookUp = await staffCall(t, 'POST', '/promo-codes/get-by-code', {
        payload: { code: code.code },
        principal: { role: 'client', id: await insertNamedClient(t.app.db) },
      });
      expect(lookUp.statusCode).toBe(404);
      const kept = await t.app.db
        .select()
        .from(commissions)
        .where(eq(commissions.promoterId, promoter.id));
      expect(kept.map((commission) => commission.id)).toEqual([earned.commissionId]);

      const payment = await staffCall(t, 'GET', `/payments/${earned.paymentId}`);
      expect(payment.statusCode).toBe(200);
      expect(payment.json().commission).toMatchObject({
        id: earned.commissionId,
        amount: 100,
        promoter: { id: promoter.id, name: 'Se Va' },
      });

      const refused = await login(promoter.email, PASSWORD);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toHaveProperty('password');
      expect((await staffCall(t, 'GET', `/promoters/${promoter.id}`)).statusCode).toBe(404);
      // Its codes can no longer be edited back to life.
      const edit = await staffCall(t, 'PUT', `/promoters/promo-codes/${code.id}`, {
        payload: { code: code.code, type: 'percentage', value: 10, isActive: true },
      });
      expect(edit.statusCode).toBe(404);
      expect((await staffCall(t, 'DELETE', `/promoters/${promoter.id}`)).statusCode).toBe(404);
    });

    it('answers 404 for an unknown promoter, in English when asked', async () => {
      const response = await staffCall(t, 'DELETE', '/promoters/999999', { language: 'en' });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('The promoter does not exist.');
    });

    it('answers in English when asked', async () => {
      const promoter = await createPromoter('English');
      const response = await staffCall(t, 'DELETE', `/promoters/${promoter.id}`, {
        language: 'en',
      });
      expect(response.json().message).toBe('Promoter deleted; their promo codes are now inactive.');
    });
  });

  it('a promoter signing in sees only their own codes and commissions', async () => {
    const ana = await createPromoter('Ana Promotora');
    const beto = await createPromoter('Beto Promotor');
    const anaCode = await insertPromoCode(t.app.db, { promoterId: ana.id, commission: 10 });
    const betoCode = await insertPromoCode(t.app.db, { promoterId: beto.id, commission: 10 });
    const anaEarned = await earn(ana.id, anaCode.id, 100);
    const betoEarned = await earn(beto.id, betoCode.id, 200);
    const response = await login(ana.email, PASSWORD);
    expect(response.statusCode, response.body).toBe(200);
    const { promoter } = response.json();
    expect(promoter.id).toBe(ana.id);
    expect(promoter.promoCodes.map((code: { id: number }) => code.id)).toEqual([anaCode.id]);
    expect(promoter.promoCodes[0].commissions).toEqual([
      expect.objectContaining({ id: anaEarned.commissionId, paymentId: anaEarned.paymentId }),
    ]);
    expect(response.body).not.toContain(betoCode.code);
    expect(JSON.stringify(promoter)).not.toContain(`"paymentId":${betoEarned.paymentId},`);
  });

  it('is for admins only: a client or a promoter token is refused with 403', async () => {
    const promoter = await createPromoter('Acceso');
    const payload = { name: 'Acceso', email: promoter.email };
    await expectAdminsOnly(
      t,
      [
        ['GET', '/promoters'],
        ['GET', `/promoters/${promoter.id}`],
        ['PUT', `/promoters/${promoter.id}`, payload],
        ['DELETE', `/promoters/${promoter.id}`],
      ],
      { promoterId: promoter.id },
    );
    expect((await staffCall(t, 'GET', `/promoters/${promoter.id}`)).statusCode).toBe(200);
  });
});
