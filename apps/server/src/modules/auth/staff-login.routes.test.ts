import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { commissions, payments, promoCodes } from '../../db/schema/payments.ts';
import { invitationPlans } from '../../db/schema/plans.ts';
import { promoters } from '../../db/schema/accounts.ts';
import { hashPassword } from '../../security/passwords.ts';
import { ensureAdmin } from '../../seed/admins.ts';
import { ensureConfiguredAdmin } from '../../seed/configured-admin.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { aMinuteIntoAWindow } from '../../test/rate-window-clock.ts';

function first<T>(rows: T[]): T {
  const [row] = rows;
  if (row === undefined) throw new Error('the insert returned no row');
  return row;
}

describe('admin and promoter sign-in', () => {
  let t: TestApp;
  let promoterId = 0;
  let codeId = 0;
  let paymentId = 0;

  beforeAll(async () => {
    t = await createTestApp({
      env: { ADMIN_EMAIL: 'Boss@Convite.mx', ADMIN_PASSWORD: 'Boss.2026!', ADMIN_NAME: 'La Jefa' },
    });
    await ensureConfiguredAdmin(t.app);
    const db = t.app.db;
    const promoter = first(
      await db
        .insert(promoters)
        .values({
          name: 'Pepe',
          email: 'pepe@example.com',
          passwordHash: await hashPassword('Pepe.2026!'),
        })
        .returning(),
    );
    promoterId = promoter.id;
    const plan = first(
      await db
        .insert(invitationPlans)
        .values({
          // Not a seeded plan's name: the migrations seed Básico, Clásico… and names are unique.
          name: 'Plan de prueba',
          nameEng: 'Test plan',
          description: 'd',
          descriptionEng: 'd',
          priceMxn: 1000,
        })
        .returning(),
    );
    const code = first(
      await db
        .insert(promoCodes)
        .values({
          promoterId,
          code: 'PEPE10',
          type: 'percentage',
          value: 10,
          commission: 12.5,
          usageLimit: 5,
          usedCount: 1,
        })
        .returning(),
    );
    codeId = code.id;
    await db
      .insert(promoCodes)
      .values({ promoterId, code: 'PEPE200', type: 'amount', value: 200, isActive: false });
    const payment = first(
      await db
        .insert(payments)
        .values({
          invitationPlanId: plan.id,
          promoCodeId: codeId,
          amount: 900,
          originalAmount: 1000,
          discount: 100,
          status: 'succeeded',
        })
        .returning(),
    );
    paymentId = payment.id;
    await db
      .insert(commissions)
      .values({ paymentId, promoCodeId: codeId, promoterId, amount: 113, percentage: 12.5 });
  });

  afterAll(async () => {
    await t?.close();
  });

  const post = (url: string, payload: object, language = 'es') =>
    t.app.inject({
      method: 'POST',
      url: `/v1${url}`,
      payload,
      headers: { 'accept-language': language },
    });

  it('signs in the admin created from the configuration, with an admin token', async () => {
    const response = await post('/auth/admin-login', {
      email: 'boss@convite.mx',
      password: 'Boss.2026!',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.admin).toEqual({
      id: expect.any(Number),
      email: 'boss@convite.mx',
      name: 'La Jefa',
    });
    const verified = await t.app.tokens.verifyAccessToken(body.token);
    expect(verified).toMatchObject({ role: 'admin', id: body.admin.id });
    // An admin token is not a client session.
    const me = await t.app.inject({
      method: 'GET',
      url: '/v1/clients/me',
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(me.statusCode).toBe(403);
  });

  it('keeps one configured admin across restarts and follows a changed password', async () => {
    await ensureConfiguredAdmin(t.app);
    const again = await ensureAdmin(t.app.db, {
      email: 'BOSS@convite.mx',
      password: 'Boss.2027!',
      name: 'La Jefa',
    });
    expect(again).toMatchObject({ created: false, updated: true });
    expect(
      (await post('/auth/admin-login', { email: 'boss@convite.mx', password: 'Boss.2026!' }))
        .statusCode,
    ).toBe(422);
    expect(
      (await post('/auth/admin-login', { email: 'boss@convite.mx', password: 'Boss.2027!' }))
        .statusCode,
    ).toBe(200);
    await ensureAdmin(t.app.db, {
      email: 'boss@convite.mx',
      password: 'Boss.2026!',
      name: 'La Jefa',
    });
  });

  it("keeps the configured admin's sessions through a restart that renames them, not a new password", async () => {
    const login = await post('/auth/admin-login', {
      email: 'boss@convite.mx',
      password: 'Boss.2026!',
    });
    const token = login.json().token as string;
    // 403, not 401: the admin's session stands (the operation is for clients).
    const standing = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/v1/clients/me',
          headers: { authorization: `Bearer ${token}` },
        })
      ).statusCode === 403;
    expect(await standing()).toBe(true);
    await ensureAdmin(t.app.db, { email: 'boss@convite.mx', password: 'Boss.2026!', name: 'Jefa' });
    expect(await standing()).toBe(true);
    await ensureAdmin(t.app.db, { email: 'boss@convite.mx', password: 'Boss.2028!', name: 'Jefa' });
    expect(await standing()).toBe(false);
    await ensureAdmin(t.app.db, {
      email: 'boss@convite.mx',
      password: 'Boss.2026!',
      name: 'La Jefa',
    });
  });

  it('refuses a wrong admin password and a client account at the admin door', async () => {
    const wrong = await post(
      '/auth/admin-login',
      { email: 'boss@convite.mx', password: 'Nope.2026!' },
      'en',
    );
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.password).toEqual(['Incorrect email or password.']);
    const client = await post('/auth/register', {
      email: 'client@example.com',
      password: 'Client.2026!',
      passwordConfirmation: 'Client.2026!',
      name: 'C',
      lastName: 'L',
    });
    expect(client.statusCode).toBe(201);
    expect(
      (await post('/auth/admin-login', { email: 'client@example.com', password: 'Client.2026!' }))
        .statusCode,
    ).toBe(422);
  });

  it('signs a promoter in with their promo codes and commissions', async () => {
    const response = await post('/auth/promoter-login', {
      email: 'PEPE@example.com',
      password: 'Pepe.2026!',
    });
    expect(response.statusCode).toBe(200);
    const { promoter, token } = response.json();
    expect(await t.app.tokens.verifyAccessToken(token)).toMatchObject({
      role: 'promoter',
      id: promoterId,
    });
    expect(promoter).toMatchObject({ id: promoterId, name: 'Pepe', email: 'pepe@example.com' });
    expect(promoter).not.toHaveProperty('passwordHash');
    expect(promoter.promoCodes).toHaveLength(2);
    expect(promoter.promoCodes[0]).toMatchObject({
      id: codeId,
      code: 'PEPE10',
      type: 'percentage',
      value: 10,
      commission: 12.5,
      isActive: true,
      usageLimit: 5,
      usedCount: 1,
      expiresAt: null,
      commissions: [{ amount: 113, percentage: 12.5, paymentId }],
    });
    expect(promoter.promoCodes[1]).toMatchObject({
      code: 'PEPE200',
      type: 'amount',
      value: 200,
      commission: null,
      isActive: false,
      commissions: [],
    });
  });

  it("keeps the promoter's page over a reload: GET /promoters/me answers their own data, to them alone, until Salir", async () => {
    const signIn = await post('/auth/promoter-login', {
      email: 'pepe@example.com',
      password: 'Pepe.2026!',
    });
    const { promoter, token } = signIn.json();
    const me = (authorization?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/v1/promoters/me',
        headers: authorization ? { authorization } : {},
      });
    const reloaded = await me(`Bearer ${token}`);
    expect(reloaded.statusCode, reloaded.body).toBe(200);
    expect(reloaded.json()).toEqual(promoter);

    expect((await me()).statusCode).toBe(401);
    const admin = await post('/auth/admin-login', {
      email: 'boss@convite.mx',
      password: 'Boss.2026!',
    });
    // Staff see promoters by id; "me" is a promoter's own page only.
    expect((await me(`Bearer ${admin.json().token}`)).statusCode).toBe(403);

    const logout = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(logout.statusCode).toBe(200);
    expect((await me(`Bearer ${token}`)).statusCode).toBe(401);
  });

  it('locks promoter sign-in after 10 failures', async () => {
    // A minute into a 15-minute window: the failures all fall in it.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(aMinuteIntoAWindow(900_000));
    onTestFinished(() => {
      vi.useRealTimers();
    });
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect(
        (await post('/auth/promoter-login', { email: 'pepe@example.com', password: 'Wrong.2026!' }))
          .statusCode,
      ).toBe(422);
    }
    const locked = await post(
      '/auth/promoter-login',
      { email: 'pepe@example.com', password: 'Pepe.2026!' },
      'en',
    );
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe('Too many failed attempts. Try again in 14 minutes.');
  });
});
