import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import JSZip from 'jszip';
import { clients } from '../../db/schema/accounts.ts';
import { invitations, songs } from '../../db/schema/content.ts';
import { guests } from '../../db/schema/guests.ts';
import { invoiceRequests, payments } from '../../db/schema/payments.ts';
import { weddings } from '../../db/schema/weddings.ts';
import { insertPayment } from '../../test/admin-fixtures.ts';
import { insertPricedPlan } from '../../test/payments-test-kit.ts';
import { createTestApp, createTestToken, type TestApp } from '../../test/test-app.ts';
import { call, insertCouple, insertGuest } from '../../test/wedding-fixtures.ts';

const PASSWORD = 'Convite.2026!';

describe("a couple's data: the download and the closing of the account", () => {
  let t: TestApp;
  let counter = 0;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t?.close();
  });

  /** A couple signed up with a password, their wedding, two guests and a stored song. */
  const passwordCouple = async () => {
    counter += 1;
    const email = `pareja-${counter}-${process.pid}@example.com`;
    const registered = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/register',
      payload: {
        email,
        password: PASSWORD,
        passwordConfirmation: PASSWORD,
        name: 'Ana',
        lastName: 'Luna',
      },
    });
    const { client, token } = registered.json() as { client: { id: number }; token: string };
    const slug = `boda-datos-${counter}-${process.pid}`;
    const [wedding] = await t.app.db
      .insert(weddings)
      .values({
        clientId: client.id,
        name: 'Ana y Luis',
        slug,
        date: new Date('2030-06-15T23:00:00Z'),
        trialEndsAt: new Date(Date.now() + 3600_000),
      })
      .returning({ id: weddings.id });
    const weddingId = wedding?.id ?? 0;
    await t.app.db.insert(invitations).values({ weddingId });
    const guestIds = [
      await insertGuest(t.app.db, weddingId, `Tía Rosa ${counter}`),
      await insertGuest(t.app.db, weddingId, `Primo Beto ${counter}`),
    ];
    const songKey = `songs/cancion-${counter}-${process.pid}.mp3`;
    await t.app.storage.put(songKey, Buffer.from('ID3 la canción'), 'audio/mpeg');
    await t.app.db.insert(songs).values({
      weddingId,
      name: 'Nuestra canción',
      storageKey: songKey,
      contentType: 'audio/mpeg',
      sizeBytes: 14,
    });
    return { clientId: client.id, email, token, weddingId, slug, guestIds, songKey };
  };

  const exportData = (token: string, body: object, language: 'es' | 'en' = 'es') =>
    call(t, token, 'POST', '/clients/me/data-export', body, language);
  const closeAccount = (token: string, body: object, language: 'es' | 'en' = 'es') =>
    call(t, token, 'POST', '/clients/me/account-deletion', body, language);

  const stored = (key: string) => {
    if (t.config.storage.driver !== 'local') throw new Error('the tests use local storage');
    return existsSync(path.join(t.config.storage.directory, ...key.split('/')));
  };

  it('the download is a zip of every record (their guests among them), the guest list and the song', async () => {
    const couple = await passwordCouple();
    const other = await passwordCouple();
    const response = await exportData(couple.token, { password: PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="convite-mis-datos.zip"',
    );
    const zip = await JSZip.loadAsync(response.rawPayload);
    const data = JSON.parse((await zip.file('data.json')?.async('string')) ?? '{}');
    expect(data.client).toEqual([
      expect.objectContaining({ id: couple.clientId, email: couple.email, name: 'Ana' }),
    ]);
    expect(data.client[0]).not.toHaveProperty('passwordHash');
    expect(data.weddings.map((w: { id: number }) => w.id)).toEqual([couple.weddingId]);
    // Their own guests, and none of another couple's.
    expect(data.guests.map((g: { id: number }) => g.id).sort()).toEqual(
      [...couple.guestIds].sort(),
    );
    expect(data.guestMembers.length).toBeGreaterThanOrEqual(2);
    expect(data.guests.some((g: { weddingId: number }) => g.weddingId === other.weddingId)).toBe(
      false,
    );
    expect(await zip.file(`files/${couple.songKey}`)?.async('string')).toBe('ID3 la canción');
    expect(zip.file(`files/${other.songKey}`)).toBeNull();
    // The guests tab's own spreadsheet (an .xlsx is a zip: its first bytes are PK).
    const spreadsheet = await zip.file('guests.xlsx')?.async('nodebuffer');
    expect(spreadsheet?.subarray(0, 2).toString()).toBe('PK');
  });

  it("both ask for the password again: none or a wrong one is 422 in the couple's language, and nothing is deleted", async () => {
    const couple = await passwordCouple();
    const missing = await exportData(couple.token, { password: null });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.password).toEqual([
      'Escribe tu contraseña para confirmar que eres tú.',
    ]);
    const wrong = await closeAccount(couple.token, { password: 'Otra.2026!' }, 'en');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.password).toEqual(['The password is not correct.']);
    const wrongExport = await exportData(couple.token, { password: 'Otra.2026!' });
    expect(wrongExport.statusCode).toBe(422);
    expect(wrongExport.json().message).toBe('La contraseña no es correcta.');
    const [client] = await t.app.db.select().from(clients).where(eq(clients.id, couple.clientId));
    expect(client).toBeDefined();
    expect(stored(couple.songKey)).toBe(true);
  });

  it('an account without a password (Google) needs a sign-in within 5 minutes', async () => {
    const couple = await insertCouple(t.app.db);
    const old = await createTestToken(
      { role: 'client', id: couple.clientId },
      { now: new Date(Date.now() - 6 * 60_000) },
    );
    const refused = await exportData(old, { password: null });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toMatch(/vuelve a entrar con Google/);
    const fresh = await createTestToken({ role: 'client', id: couple.clientId });
    expect((await exportData(fresh, { password: null })).statusCode).toBe(200);
  });

  it('a Google account that later set a password may confirm either way', async () => {
    // The app knows only that the account signs in with Google, so it sends no password.
    const couple = await passwordCouple();
    await t.app.db
      .update(clients)
      .set({ externalAuth: 'google' })
      .where(eq(clients.id, couple.clientId));
    const fresh = await createTestToken({ role: 'client', id: couple.clientId });
    expect((await exportData(fresh, { password: null })).statusCode).toBe(200);
    const old = await createTestToken(
      { role: 'client', id: couple.clientId },
      { now: new Date(Date.now() - 6 * 60_000) },
    );
    expect((await exportData(old, { password: null })).json().message).toMatch(
      /vuelve a entrar con Google/,
    );
    expect((await exportData(old, { password: PASSWORD })).statusCode).toBe(200);
  });

  it('closing deletes the wedding, guests and files, ends the sessions and keeps the payment without personal fields', async () => {
    const couple = await passwordCouple();
    const other = await passwordCouple();
    const planId = await insertPricedPlan(t.app.db, 1490);
    const { paymentId } = await insertPayment(t.app.db, {
      weddingId: couple.weddingId,
      planId,
      amount: 1490,
    });
    await t.app.db
      .update(payments)
      .set({
        cardBrand: 'visa',
        cardLast4: '4242',
        paymentMethodId: 'pm_card_visa',
        method: 'card',
      })
      .where(eq(payments.id, paymentId));
    await t.app.db.insert(invoiceRequests).values({
      paymentId,
      rfc: 'GODE561231GR8',
      name: 'ANA LUNA',
      taxRegime: '612',
      postalCode: '06600',
      cfdiUse: 'G03',
      email: couple.email,
    });

    const response = await closeAccount(couple.token, { password: PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toMatch(/^Cerramos tu cuenta/);

    // The session ends, the account cannot sign in, the guest page is gone.
    expect((await call(t, couple.token, 'GET', '/clients/me')).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: couple.email, password: PASSWORD },
    });
    expect(login.statusCode).toBe(422);
    const page = await call(t, null, 'GET', `/public/invitations/${couple.slug}`);
    expect(page.statusCode).toBe(404);
    expect(
      await t.app.db.select().from(guests).where(eq(guests.weddingId, couple.weddingId)),
    ).toEqual([]);
    expect(stored(couple.songKey)).toBe(false);

    // The payment stays for the tax law: amount, plan, method, RFC; no card digits, no email, no owner.
    const [payment] = await t.app.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(payment).toMatchObject({
      weddingId: null,
      amount: 1490,
      invitationPlanId: planId,
      status: 'succeeded',
      method: 'card',
      cardLast4: null,
      paymentMethodId: null,
    });
    const [invoice] = await t.app.db
      .select()
      .from(invoiceRequests)
      .where(eq(invoiceRequests.paymentId, paymentId));
    expect(invoice).toMatchObject({ rfc: 'GODE561231GR8', name: 'ANA LUNA', email: null });

    // Another couple's account is untouched.
    expect((await call(t, other.token, 'GET', '/clients/me')).statusCode).toBe(200);
    expect(
      await t.app.db.select().from(guests).where(eq(guests.weddingId, other.weddingId)),
    ).toHaveLength(2);
    expect(stored(other.songKey)).toBe(true);
  });

  it('a payment in process (an OXXO voucher) is 409 and nothing is deleted', async () => {
    const couple = await passwordCouple();
    const planId = await insertPricedPlan(t.app.db, 990);
    await insertPayment(t.app.db, {
      weddingId: couple.weddingId,
      planId,
      amount: 990,
      status: 'pending',
    });
    const response = await closeAccount(couple.token, { password: PASSWORD });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/pago en proceso/);
    expect((await call(t, couple.token, 'GET', '/clients/me')).statusCode).toBe(200);
    expect(stored(couple.songKey)).toBe(true);
  });

  it('wrong passwords count: the eleventh in an hour is 429 with Retry-After', async () => {
    const couple = await passwordCouple();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await exportData(couple.token, { password: `Mala.${attempt}` })).statusCode).toBe(
        422,
      );
    }
    const refused = await closeAccount(couple.token, { password: PASSWORD });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
