import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, promoters } from '../../db/schema/accounts.ts';
import { ADMIN, staffCall } from '../../test/admin-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { hashPassword } from '../../security/passwords.ts';

const PASSWORD = 'Segura.2026!';

describe('sessions end on the server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = (token: string, method: 'GET' | 'POST', url: string) =>
    t.app.inject({ method, url: `/v1${url}`, headers: { authorization: `Bearer ${token}` } });

  async function registered(email: string): Promise<{ id: number; token: string }> {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/register',
      payload: {
        email,
        password: PASSWORD,
        passwordConfirmation: PASSWORD,
        name: 'Ana',
        lastName: 'Ruiz',
      },
    });
    expect(response.statusCode).toBe(201);
    return { id: response.json().client.id as number, token: response.json().token as string };
  }

  it('a new password, however it is written, ends every session signed before it', async () => {
    const ana = await registered('sessions-ana@example.com');
    const login = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: 'sessions-ana@example.com', password: PASSWORD },
    });
    const phone = login.json().token as string;
    expect((await call(ana.token, 'GET', '/clients/me')).statusCode).toBe(200);
    expect((await call(phone, 'GET', '/clients/me')).statusCode).toBe(200);

    // Written around the API (a support script): the trigger still raises the token version.
    await t.app.db
      .update(clients)
      .set({ passwordHash: await hashPassword('Otra.Segura.2026!') })
      .where(eq(clients.id, ana.id));

    expect((await call(ana.token, 'GET', '/clients/me')).statusCode).toBe(401);
    expect((await call(phone, 'GET', '/clients/me')).statusCode).toBe(401);
  });

  it('"Cerrar sesión" ends that session only, in the language asked; the other phone stays in', async () => {
    const eva = await registered('sessions-eva@example.com');
    const login = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: 'sessions-eva@example.com', password: PASSWORD },
    });
    const otherPhone = login.json().token as string;
    const out = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/logout',
      headers: { authorization: `Bearer ${eva.token}`, 'accept-language': 'en' },
    });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: 'You are signed out.' });
    expect((await call(eva.token, 'GET', '/clients/me')).statusCode).toBe(401);
    expect((await call(eva.token, 'POST', '/auth/logout')).statusCode).toBe(401);
    expect((await call(otherPhone, 'GET', '/clients/me')).statusCode).toBe(200);
  });

  it('other changes to the account leave its sessions alone', async () => {
    const luis = await registered('sessions-luis@example.com');
    await t.app.db
      .update(clients)
      .set({ name: 'Luis', verified: true })
      .where(eq(clients.id, luis.id));
    expect((await call(luis.token, 'GET', '/clients/me')).statusCode).toBe(200);
  });

  it("a promoter's sessions end when staff change their password or delete them", async () => {
    const created = await staffCall(t, 'POST', '/promoters', {
      principal: ADMIN,
      payload: { name: 'Paola', email: 'sessions-paola@example.com', password: PASSWORD },
    });
    expect(created.statusCode, created.body).toBe(201);
    const promoterId = created.json().promoter.id as number;
    const signIn = async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/v1/auth/promoter-login',
        payload: { email: 'sessions-paola@example.com', password: PASSWORD },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().token as string;
    };
    // No operation is for promoters yet: a standing session is refused for its role (403), an ended
    // one is no session (401).
    const standing = async (token: string) =>
      (await call(token, 'GET', '/promoters')).statusCode === 403;

    const first = await signIn();
    expect(await standing(first)).toBe(true);
    const edited = await staffCall(t, 'PUT', `/promoters/${promoterId}`, {
      principal: ADMIN,
      payload: { name: 'Paola', email: 'sessions-paola@example.com', password: PASSWORD },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    // The same password typed again is a new hash: a staff edit of the password ends sessions.
    expect(await standing(first)).toBe(false);

    const second = await signIn();
    expect(await standing(second)).toBe(true);
    expect(
      (await staffCall(t, 'DELETE', `/promoters/${promoterId}`, { principal: ADMIN })).statusCode,
    ).toBe(200);
    expect(await standing(second)).toBe(false);
    const [row] = await t.app.db.select().from(promoters).where(eq(promoters.id, promoterId));
    expect(row?.deletedAt).not.toBeNull();
  });
});
