import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promoters } from '../../db/schema/accounts.ts';
import { promoCodes } from '../../db/schema/payments.ts';
import { verifyPassword } from '../../security/passwords.ts';
import { createTestApp, injectAs, type TestApp, type TestPrincipal } from '../../test/test-app.ts';
import { insertClient } from '../../test/wedding-fixtures.ts';
import { insertPromoter } from '../../test/promo-codes-test-kit.ts';

const ADMIN: TestPrincipal = { role: 'admin', id: 1 };
const PASSWORD = 'Promo.Pass1';
let sequence = 0;
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${(sequence += 1)}`;

describe('admin management of promoters and promo codes', () => {
  let t: TestApp;
  let client: { id: number };

  beforeAll(async () => {
    t = await createTestApp();
    client = await insertClient(t.app.db);
  });
  afterAll(async () => {
    await t?.close();
  });

  const send = (
    method: 'POST' | 'PUT',
    url: string,
    payload: object,
    options: { principal?: TestPrincipal | null; language?: 'es' | 'en' } = {},
  ) =>
    injectAs(t.app, options.principal === undefined ? ADMIN : options.principal, {
      method,
      url: `/v1${url}`,
      payload,
      headers: { 'accept-language': options.language ?? 'es' },
    });
  const createPromoter = (payload: object, options?: Parameters<typeof send>[3]) =>
    send('POST', '/promoters', payload, options);
  const createCode = (promoterId: number, payload: object, options?: Parameters<typeof send>[3]) =>
    send('POST', `/promoters/${promoterId}/promo-codes`, payload, options);
  const updateCode = (id: number, payload: object, options?: Parameters<typeof send>[3]) =>
    send('PUT', `/promoters/promo-codes/${id}`, payload, options);
  const lookUp = (code: string) =>
    send(
      'POST',
      '/promo-codes/get-by-code',
      { code },
      { principal: { role: 'client', id: client.id } },
    );
  const codeRow = async (id: number) => {
    const [row] = await t.app.db.select().from(promoCodes).where(eq(promoCodes.id, id));
    if (row === undefined) throw new Error(`no promo code ${id}`);
    return row;
  };
  const aCode = (overrides: object = {}) => ({
    code: unique('BODA'),
    type: 'percentage',
    value: 15,
    isActive: true,
    ...overrides,
  });

  describe('POST /promoters', () => {
    it('creates a promoter with a hashed password and a lower-case email', async () => {
      const email = `${unique('Paola')}@Example.com`;
      const response = await createPromoter({ name: ' Paola ', email, password: PASSWORD });
      expect(response.statusCode, response.body).toBe(201);
      const body = response.json();
      expect(body).toMatchObject({
        message: 'Promotor creado exitosamente',
        promoter: { name: 'Paola', email: email.toLowerCase() },
      });
      expect(body.promoter).not.toHaveProperty('passwordHash');
      const [row] = await t.app.db
        .select()
        .from(promoters)
        .where(eq(promoters.id, body.promoter.id));
      expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
      expect(await verifyPassword(row?.passwordHash ?? '', PASSWORD)).toBe(true);
    });

    it('answers in English when asked', async () => {
      const response = await createPromoter(
        { name: 'Pat', email: `${unique('pat')}@example.com`, password: PASSWORD },
        { language: 'en' },
      );
      expect(response.statusCode).toBe(201);
      expect(response.json().message).toBe('Promoter created');
    });

    it('refuses an email in use, in any case, with 422 under email (es/en)', async () => {
      const email = `${unique('dup')}@example.com`;
      expect((await createPromoter({ name: 'A', email, password: PASSWORD })).statusCode).toBe(201);
      const again = await createPromoter({
        name: 'B',
        email: email.toUpperCase(),
        password: PASSWORD,
      });
      expect(again.statusCode).toBe(422);
      expect(again.json().errors.email).toEqual([
        'Ya existe una cuenta con este correo electrónico.',
      ]);
      const english = await createPromoter(
        { name: 'B', email, password: PASSWORD },
        { language: 'en' },
      );
      expect(english.json().errors.email).toEqual([
        'An account with this email address already exists.',
      ]);
    });

    it('refuses a weak password under password and creates nothing', async () => {
      const email = `${unique('weak')}@example.com`;
      const response = await createPromoter({ name: 'W', email, password: 'password1' });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.password).toEqual(['Contraseña inválida.']);
      const rows = await t.app.db.select().from(promoters).where(eq(promoters.email, email));
      expect(rows).toEqual([]);
    });

    it('names every wrong field at once: a blank name, a malformed email and a weak password', async () => {
      const response = await createPromoter({
        name: ' ',
        email: 'no-es-correo',
        password: 'password1',
      });
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors).sort()).toEqual(['email', 'name', 'password']);
    });

    it('is for admins only', async () => {
      const payload = { name: 'X', email: `${unique('x')}@example.com`, password: PASSWORD };
      expect((await createPromoter(payload, { principal: null })).statusCode).toBe(401);
      expect(
        (await createPromoter(payload, { principal: { role: 'client', id: client.id } }))
          .statusCode,
      ).toBe(403);
      expect(
        (await createPromoter(payload, { principal: { role: 'promoter', id: 1 } })).statusCode,
      ).toBe(403);
    });
  });

  describe('POST /promoters/{promoterId}/promo-codes', () => {
    let promoterId: number;
    beforeAll(async () => {
      promoterId = await insertPromoter(t.app.db);
    });

    it('creates a code that a couple then finds in any case', async () => {
      const code = unique('Verano');
      const response = await createCode(promoterId, {
        code: code,
        type: 'amount',
        value: 300,
        commission: 10,
        isActive: true,
        usageLimit: 5,
        expiresAt: '2099-01-01T06:00:00Z',
      });
      expect(response.statusCode, response.body).toBe(201);
      const { message, promoCode } = response.json();
      expect(message).toBe('Código de promoción creado exitosamente');
      expect(promoCode).toMatchObject({
        code,
        type: 'amount',
        value: 300,
        commission: 10,
        isActive: true,
        usageLimit: 5,
        usedCount: 0,
        expiresAt: '2099-01-01T06:00:00.000Z',
        promoterId,
        commissions: [],
      });
      for (const spelled of [code.toLowerCase(), code.toUpperCase()]) {
        const found = await lookUp(spelled);
        expect(found.statusCode, found.body).toBe(200);
        expect(found.json()).toEqual({ id: promoCode.id, type: 'amount', value: 300 });
      }
    });

    it('stores false for isActive as false, and an inactive code is not found', async () => {
      const payload = aCode({ isActive: false });
      const response = await createCode(promoterId, payload);
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().promoCode.isActive).toBe(false);
      expect((await codeRow(response.json().promoCode.id)).isActive).toBe(false);
      expect((await lookUp(payload.code)).statusCode).toBe(404);
    });

    it('refuses a request without isActive', async () => {
      const { isActive: _omitted, ...payload } = aCode();
      const response = await createCode(promoterId, payload);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toHaveProperty('isActive');
    });

    it('leaves commission, usage limit and expiry null when absent, and answers in English', async () => {
      const response = await createCode(promoterId, aCode(), { language: 'en' });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        message: 'Promo code created',
        promoCode: { commission: null, usageLimit: null, expiresAt: null, usedCount: 0 },
      });
    });

    it('refuses a code in use, whatever its case, with 422 under code (not 500)', async () => {
      const payload = aCode();
      expect((await createCode(promoterId, payload)).statusCode).toBe(201);
      const again = await createCode(promoterId, { ...payload, code: payload.code.toLowerCase() });
      expect(again.statusCode).toBe(422);
      expect(again.json().errors.code).toEqual([
        'Ya existe un código de promoción con este código.',
      ]);
      const english = await createCode(promoterId, payload, { language: 'en' });
      expect(english.json().errors.code).toEqual(['A promo code with this code already exists.']);
    });

    it('counts a code taken by a racing request as in use too (the unique index answers 422)', async () => {
      const payload = aCode();
      const responses = await Promise.all(
        Array.from({ length: 5 }, () => createCode(promoterId, payload)),
      );
      const statuses = responses.map((response) => response.statusCode).sort();
      expect(statuses).toEqual([201, 422, 422, 422, 422]);
    });

    it.each([
      ['a percentage above 100', { type: 'percentage', value: 101 }, 'value'],
      ['a negative value', { value: -5 }, 'value'],
      ['an amount in fractions of a peso', { type: 'amount', value: 10.5 }, 'value'],
      ['an unknown type', { type: 'free' }, 'type'],
      ['a commission above 100', { commission: 100.5 }, 'commission'],
      ['a negative commission', { commission: -1 }, 'commission'],
      ['a usage limit of 0', { usageLimit: 0 }, 'usageLimit'],
      ['a fractional usage limit', { usageLimit: 1.5 }, 'usageLimit'],
      ['an expiry that is not a date', { expiresAt: 'mañana' }, 'expiresAt'],
      ['an empty code', { code: '' }, 'code'],
      ['a code with spaces inside', { code: 'DOS PALABRAS' }, 'code'],
      ['a string isActive', { isActive: 'false' }, 'isActive'],
    ] as const)('refuses %s with 422 under the field', async (_case, overrides, field) => {
      const payload = aCode(overrides);
      const response = await createCode(promoterId, payload);
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json().errors).toHaveProperty(field);
      const rows = await t.app.db
        .select()
        .from(promoCodes)
        .where(eq(promoCodes.code, payload.code));
      expect(rows).toEqual([]);
    });

    it('accepts a 100 % code and a commission of 0', async () => {
      const response = await createCode(promoterId, aCode({ value: 100, commission: 0 }));
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().promoCode).toMatchObject({ value: 100, commission: 0 });
    });

    it('answers 404 for an unknown promoter and creates nothing', async () => {
      const payload = aCode();
      const response = await createCode(999_999, payload);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('El promotor no existe.');
      const rows = await t.app.db
        .select()
        .from(promoCodes)
        .where(eq(promoCodes.code, payload.code));
      expect(rows).toEqual([]);
    });

    it('refuses a usedCount in the request (the contract refuses unknown fields)', async () => {
      const response = await createCode(promoterId, { ...aCode(), usedCount: 7 });
      expect(response.statusCode).toBe(422);
    });

    it('is for admins only', async () => {
      expect((await createCode(promoterId, aCode(), { principal: null })).statusCode).toBe(401);
      expect(
        (await createCode(promoterId, aCode(), { principal: { role: 'client', id: client.id } }))
          .statusCode,
      ).toBe(403);
      expect(
        (await createCode(promoterId, aCode(), { principal: { role: 'promoter', id: promoterId } }))
          .statusCode,
      ).toBe(403);
    });
  });

  describe('PUT /promoters/promo-codes/{id}', () => {
    let promoterId: number;
    beforeAll(async () => {
      promoterId = await insertPromoter(t.app.db);
    });
    const created = async (overrides: object = {}) => {
      const payload = aCode(overrides);
      const response = await createCode(promoterId, payload);
      expect(response.statusCode, response.body).toBe(201);
      return { id: response.json().promoCode.id as number, payload };
    };

    it('replaces the code; absent optional fields become null; usedCount is kept', async () => {
      const { id } = await created({
        commission: 5,
        usageLimit: 3,
        expiresAt: '2099-01-01T00:00:00Z',
      });
      await t.app.db.update(promoCodes).set({ usedCount: 2 }).where(eq(promoCodes.id, id));
      const code = unique('Otono');
      const response = await updateCode(id, { code, type: 'amount', value: 200, isActive: true });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        message: 'Código de promoción actualizado exitosamente',
        promoCode: {
          id,
          code,
          type: 'amount',
          value: 200,
          commission: null,
          usageLimit: null,
          expiresAt: null,
          usedCount: 2,
          promoterId,
        },
      });
      const row = await codeRow(id);
      expect(row).toMatchObject({ code, usedCount: 2, usageLimit: null, commission: null });
      expect((await lookUp(code.toLowerCase())).json()).toEqual({ id, type: 'amount', value: 200 });
    });

    it('deactivates with isActive false, and the code is no longer found', async () => {
      const { id, payload } = await created();
      expect((await lookUp(payload.code)).statusCode).toBe(200);
      const response = await updateCode(id, { ...payload, isActive: false }, { language: 'en' });
      expect(response.statusCode).toBe(200);
      expect(response.json().message).toBe('Promo code updated');
      expect((await codeRow(id)).isActive).toBe(false);
      expect((await lookUp(payload.code)).statusCode).toBe(404);
    });

    it('keeps its own code in another case, but refuses another code in use with 422', async () => {
      const first = await created();
      const second = await created();
      const recased = await updateCode(first.id, {
        ...first.payload,
        code: first.payload.code.toLowerCase(),
      });
      expect(recased.statusCode, recased.body).toBe(200);
      const taken = await updateCode(second.id, {
        ...second.payload,
        code: first.payload.code.toUpperCase(),
      });
      expect(taken.statusCode).toBe(422);
      expect(taken.json().errors.code).toEqual([
        'Ya existe un código de promoción con este código.',
      ]);
      expect((await codeRow(second.id)).code).toBe(second.payload.code);
    });

    it('refuses a percentage above 100 and a missing isActive', async () => {
      const { id, payload } = await created();
      expect((await updateCode(id, { ...payload, value: 150 })).statusCode).toBe(422);
      const { isActive: _omitted, ...withoutActive } = payload;
      expect((await updateCode(id, withoutActive)).statusCode).toBe(422);
      expect((await codeRow(id)).value).toBe(15);
    });

    it('answers 404 for an unknown code', async () => {
      const response = await updateCode(999_999, aCode());
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('El código de promoción no existe.');
    });

    it('is for admins only', async () => {
      const { id, payload } = await created();
      expect((await updateCode(id, payload, { principal: null })).statusCode).toBe(401);
      expect(
        (await updateCode(id, payload, { principal: { role: 'client', id: client.id } }))
          .statusCode,
      ).toBe(403);
      expect(
        (await updateCode(id, payload, { principal: { role: 'promoter', id: promoterId } }))
          .statusCode,
      ).toBe(403);
    });
  });
});
