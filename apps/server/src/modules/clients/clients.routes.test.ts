import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { weddings } from '../../db/schema/weddings.ts';
import { insertPromoter } from '../../test/promo-codes-test-kit.ts';
import { createTestApp, injectAs, type TestApp } from '../../test/test-app.ts';

describe('the client account', () => {
  let t: TestApp;
  let ana = { id: 0, token: '' };
  let luis = { id: 0, token: '' };

  const register = async (email: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/register',
      payload: {
        email,
        password: 'Convite.2026!',
        passwordConfirmation: 'Convite.2026!',
        name: 'N',
        lastName: 'L',
      },
    });
    const body = response.json();
    return { id: body.client.id as number, token: body.token as string };
  };

  beforeAll(async () => {
    t = await createTestApp();
    ana = await register('ana@example.com');
    luis = await register('luis@example.com');
  });

  afterAll(async () => {
    await t?.close();
  });

  const as = (
    token: string | null,
    method: 'GET' | 'PATCH',
    url: string,
    payload?: object,
    language = 'es',
  ) =>
    t.app.inject({
      method,
      url: `/v1${url}`,
      payload,
      headers: {
        'accept-language': language,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    });

  it('GET /clients/me answers the signed-in client with their weddings', async () => {
    await t.app.db.insert(weddings).values({
      clientId: ana.id,
      name: 'Boda',
      slug: 'ana-y-luis',
      date: new Date('2027-02-14T23:00:00Z'),
    });
    const response = await as(ana.token, 'GET', '/clients/me');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      id: ana.id,
      email: 'ana@example.com',
      verified: false,
      externalAuth: null,
    });
    expect(body.weddings).toEqual([{ id: expect.any(Number) }]);
    expect(new Date(body.createdAt).toISOString()).toBe(body.createdAt);
  });

  it('GET /clients/me needs a client session: none is 401, an admin or promoter token 403', async () => {
    expect((await as(null, 'GET', '/clients/me')).statusCode).toBe(401);
    expect((await as('not-a-token', 'GET', '/clients/me')).statusCode).toBe(401);
    const admin = await injectAs(
      t.app,
      { role: 'admin', id: 1 },
      { method: 'GET', url: '/v1/clients/me' },
    );
    expect(admin.statusCode).toBe(403);
    const promoter = await injectAs(
      t.app,
      { role: 'promoter', id: await insertPromoter(t.app.db) },
      { method: 'GET', url: '/v1/clients/me' },
    );
    expect(promoter.statusCode).toBe(403);
  });

  it('a session of a client that no longer exists is no session', async () => {
    const response = await injectAs(
      t.app,
      { role: 'client', id: 999_999 },
      { method: 'GET', url: '/v1/clients/me' },
    );
    expect(response.statusCode).toBe(401);
  });

  it('PATCH /clients/{id}/name-lastname completes the own details', async () => {
    const response = await as(
      luis.token,
      'PATCH',
      `/clients/${luis.id}/name-lastname`,
      { name: '  Luis ', lastName: 'Pérez' },
      'en',
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Details updated successfully',
      client: { id: luis.id, name: 'Luis', lastName: 'Pérez' },
    });
    expect((await as(luis.token, 'GET', '/clients/me')).json()).toMatchObject({
      name: 'Luis',
      lastName: 'Pérez',
    });
  });

  it("answers 404 for another client's id and for an unknown id, and changes nothing", async () => {
    const other = await as(luis.token, 'PATCH', `/clients/${ana.id}/name-lastname`, {
      name: 'X',
      lastName: 'Y',
    });
    expect(other.statusCode).toBe(404);
    expect((await as(ana.token, 'GET', '/clients/me')).json()).toMatchObject({
      name: 'N',
      lastName: 'L',
    });
    expect(
      (await as(luis.token, 'PATCH', '/clients/987654/name-lastname', { name: 'X', lastName: 'Y' }))
        .statusCode,
    ).toBe(404);
  });

  it('refuses blank names under their fields', async () => {
    const blank = await as(
      ana.token,
      'PATCH',
      `/clients/${ana.id}/name-lastname`,
      { name: '   ', lastName: ' ' },
      'en',
    );
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors).toEqual({
      name: ['This field is required.'],
      lastName: ['This field is required.'],
    });
    const missing = await as(ana.token, 'PATCH', `/clients/${ana.id}/name-lastname`, {
      name: 'Ana',
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ lastName: ['Este campo es obligatorio.'] });
    // A blank name beside a last name the schema refuses: both in one answer.
    const both = await as(ana.token, 'PATCH', `/clients/${ana.id}/name-lastname`, {
      name: ' ',
      lastName: 'x'.repeat(101),
    });
    expect(Object.keys(both.json().errors).sort()).toEqual(['lastName', 'name']);
  });
});
