import { describe, expect, it } from 'vitest';
import { mockApi } from './mock-api.ts';

const post = (path: string, body: unknown) =>
  fetch(
    new Request(`http://api.test/v1${path}`, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'Content-Type': 'application/json' },
    }),
  );

describe('mockApi', () => {
  it('answers from the handler and records the call without the /v1 prefix', async () => {
    const api = mockApi({ 'POST /auth/login': { status: 201, body: { token: 'jwt' } } });
    const response = await post('/auth/login', { email: 'ana@example.com' });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ token: 'jwt' });
    expect(api.callsTo('POST /auth/login')).toMatchObject([
      { method: 'POST', path: '/auth/login', body: { email: 'ana@example.com' } },
    ]);
  });

  it('counts the calls per key for function handlers', async () => {
    mockApi({ 'POST /ping': (_call, count) => ({ body: { count } }) });
    await post('/ping', {});
    expect(await (await post('/ping', {})).json()).toEqual({ count: 2 });
  });

  it('answers 404 to anything not mocked', async () => {
    const api = mockApi({});
    const response = await post('/clients', {});
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'not mocked: POST /clients' });
    expect(api.calls).toHaveLength(1);
  });
});
