import createFetchClient from 'openapi-fetch';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { components, paths } from '../generated/openapi.ts';
import { makeClient } from './make-client.ts';
import { mockApi, type MockCall, type MockHandlers, type MockReply } from './mock-api.ts';

type Schemas = components['schemas'];

// The typed client the apps use, reading the stubbed global fetch at each call.
const client = createFetchClient<paths>({
  baseUrl: 'http://api.test/v1',
  fetch: (request) => globalThis.fetch(request),
});

const post = (path: string, body: unknown) =>
  fetch(
    new Request(`http://api.test/v1${path}`, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'Content-Type': 'application/json' },
    }),
  );

const WEDDING_404: MockReply<'GET /weddings/{id}'> = {
  status: 404,
  body: { code: 'not_found', message: 'Boda no encontrada.' },
};

describe('mockApi', () => {
  it('answers by the contract route and records the call as the contract types it', async () => {
    const session = { message: 'ok', client: makeClient(), token: 'jwt', deviceToken: 'device' };
    const api = mockApi({ 'POST /auth/login': { body: session } });
    const { data, response } = await client.POST('/auth/login', {
      body: { email: 'ana@example.com', password: 'secreto123' },
    });
    expect(response.status).toBe(200);
    expect(data).toEqual(session);
    const calls = api.callsTo('POST /auth/login');
    expect(calls[0]).toMatchObject({
      route: 'POST /auth/login',
      method: 'POST',
      path: '/auth/login',
      body: { email: 'ana@example.com', password: 'secreto123' },
    });
    expectTypeOf(calls[0]?.body).toEqualTypeOf<Schemas['LoginRequest'] | undefined>();
  });

  it('matches the path template, reads integer parameters as numbers, and filters the calls by them', async () => {
    const seen: unknown[] = [];
    const api = mockApi({
      'GET /weddings/{id}': (call) => {
        expectTypeOf(call.params.path.id).toEqualTypeOf<number>();
        seen.push(call.params.path.id);
        return call.params.path.id === 5 ? { body: makeWeddingLike(5) } : WEDDING_404;
      },
    });
    const found = await client.GET('/weddings/{id}', { params: { path: { id: 5 } } });
    const missing = await client.GET('/weddings/{id}', { params: { path: { id: 6 } } });
    expect(found.data?.id).toBe(5);
    expect(missing.response.status).toBe(404);
    expect(missing.error).toEqual({ code: 'not_found', message: 'Boda no encontrada.' });
    expect(seen).toEqual([5, 6]);
    expect(api.callsTo('GET /weddings/{id}')).toHaveLength(2);
    expect(api.callsTo('GET /weddings/{id}', { id: 6 }).map((call) => call.path)).toEqual([
      '/weddings/6',
    ]);
  });

  it('reads the query as the contract types it', async () => {
    const api = mockApi({ 'GET /clients': { body: { clients: [], page: 2, totalPages: 2 } } });
    await client.GET('/clients', { params: { query: { page: 2, search: 'ana' } } });
    const query = api.callsTo('GET /clients')[0]?.params.query;
    expect(query).toEqual({ page: 2, search: 'ana' });
    expectTypeOf(query).toEqualTypeOf<{ page?: number; search?: string } | undefined>();
  });

  it("answers the operation's success status when the reply names none (201 for a create)", async () => {
    mockApi({ 'POST /parents': { body: { message: 'ok', parent: PARENT } } });
    const { response, data } = await client.POST('/parents', {
      body: { name: 'Rosa', parentOf: 'bride', invitationId: 8 },
    });
    expect(response.status).toBe(201);
    expect(data?.parent).toEqual(PARENT);
  });

  it('answers an error status with its body', async () => {
    mockApi({
      'POST /weddings': {
        status: 422,
        body: {
          code: 'validation_failed',
          message: 'Datos inválidos',
          errors: { slug: ['Ya existe.'] },
        },
      },
    });
    const { error, response } = await client.POST('/weddings', {
      body: { name: 'Ana y Luis', slug: 'ana-y-luis', date: '2026-09-12T23:00:00.000Z' },
    });
    expect(response.status).toBe(422);
    expect(error).toEqual({
      code: 'validation_failed',
      message: 'Datos inválidos',
      errors: { slug: ['Ya existe.'] },
    });
  });

  it('prefers a literal path to a parameter (/themes/public is not /themes/{id})', async () => {
    const api = mockApi({ 'GET /themes/public': { body: [] } });
    expect((await client.GET('/themes/public')).data).toEqual([]);
    expect(api.calls.map((call) => call.route)).toEqual(['GET /themes/public']);
  });

  it('counts the calls per route for function handlers', async () => {
    mockApi({
      'POST /auth/resend-verification': (_call, count) => ({ body: { message: `${count}` } }),
    });
    await client.POST('/auth/resend-verification');
    const { data } = await client.POST('/auth/resend-verification');
    expect(data).toEqual({ message: '2' });
  });

  it('answers 404 to a route not mocked and to a call outside the contract', async () => {
    const api = mockApi({});
    const unmocked = await client.GET('/clients/me');
    expect(unmocked.response.status).toBe(404);
    expect(unmocked.error).toEqual({ code: 'not_found', message: 'not mocked: GET /clients/me' });
    const stray = await post('/ping', {});
    expect(stray.status).toBe(404);
    expect(await stray.json()).toEqual({
      code: 'not_found',
      message: 'not in the contract: POST /ping',
    });
    expect(api.calls.map((call) => [call.route, call.path])).toEqual([
      ['GET /clients/me', '/clients/me'],
      [null, '/ping'],
    ]);
  });
});

describe('mockApi types (checked by tsc in typecheck; a stale @ts-expect-error fails it)', () => {
  // One object literal per case: tsc reports only the first unknown key of a literal.
  const typed = (handlers: MockHandlers) => handlers;

  it('accepts only the routes of the contract, as templates', () => {
    // @ts-expect-error a path the contract does not have
    typed({ 'GET /weddings/{id}/nope': { body: {} } });
    // @ts-expect-error a method the path does not have
    typed({ 'DELETE /clients/me': { body: { message: 'ok' } } });
    // @ts-expect-error a concrete path: routes are the contract's templates
    typed({ 'GET /weddings/5': { body: makeWeddingLike(5) } });
    expect(typed({ 'GET /weddings/{id}': { body: makeWeddingLike(5) } })).toBeDefined();
  });

  it("accepts only the operation's statuses, each with its body", () => {
    // @ts-expect-error the success body must be the operation's (a ClientSession, not a token)
    typed({ 'POST /auth/login': { body: { token: 'jwt' } } });
    // @ts-expect-error a status the operation does not declare (register answers 201, never 200)
    typed({ 'POST /auth/register': { status: 200, body: { message: 'ok', client: makeClient() } } });
    // @ts-expect-error a 422 answers the contract's ValidationError (errors per field)
    typed({ 'POST /weddings': { status: 422, body: { message: 'Datos inválidos' } } });
    // @ts-expect-error an error answers the contract's Error shape
    typed({ 'GET /clients/me': { status: 401, body: {} } });
    // @ts-expect-error an error names its case with a code of the contract
    typed({ 'GET /clients/me': { status: 401, body: { message: 'Sesión expirada' } } });
    typed({
      // @ts-expect-error a code the contract does not list
      'GET /clients/me': {
        status: 401,
        body: { code: 'session_gone', message: 'Sesión expirada' },
      },
    });
    // A server failure is declared nowhere but may answer any route, with the Error shape.
    expect(
      typed({
        'GET /clients/me': { status: 500, body: { code: 'internal_error', message: 'boom' } },
      }),
    ).toBeDefined();
  });

  it('types the request of a function handler from the contract', () => {
    typed({
      'PUT /guests/{id}': (call) => {
        expectTypeOf(call.body).toEqualTypeOf<Schemas['UpdateGuestRequest']>();
        expectTypeOf(call.params.path).toEqualTypeOf<{ id: number }>();
        // @ts-expect-error the path has an id, no slug
        void call.params.path.slug;
        return { status: 404, body: { code: 'not_found', message: 'Invitado no encontrado.' } };
      },
    });
    expectTypeOf<MockCall<'GET /clients/me'>['body']>().toEqualTypeOf<undefined>();
    expectTypeOf<MockCall<'POST /guests/upload-file'>['body']>().toEqualTypeOf<FormData>();
  });
});

const PARENT: Schemas['Parent'] = {
  id: 3,
  name: 'Rosa',
  showIfPastAway: false,
  parentOf: 'bride',
  invitationId: 8,
};

/** A minimal object cast to a wedding: these tests check the routing, not the wedding. */
function makeWeddingLike(id: number) {
  return { id } as Schemas['Wedding'];
}
