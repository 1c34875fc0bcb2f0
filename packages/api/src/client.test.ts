import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error.ts';
import { createApiClient } from './client.ts';
import { createMemoryStorage } from './memory-storage.ts';
import { makeClient } from './testing/make-client.ts';
import { ADMIN_TOKEN_KEY, CLIENT_TOKEN_KEY, PROMOTER_TOKEN_KEY } from './tokens.ts';

const CLIENT = makeClient({ id: 1 });

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function setup({
  tokens = {},
  respond = () => json(200, CLIENT),
  language = 'en',
  ...options
}: {
  tokens?: Record<string, string>;
  respond?: (request: Request) => Response | Promise<Response>;
  language?: string;
  tokenOrder?: Parameters<typeof createApiClient>[0]['tokenOrder'];
} = {}) {
  const requests: Request[] = [];
  const fetch = vi.fn(async (request: Request) => {
    requests.push(request);
    return respond(request);
  });
  const api = createApiClient({
    baseUrl: 'http://api.test/v1',
    getLanguage: () => language,
    storage: createMemoryStorage(tokens),
    fetch,
    ...options,
  });
  const sessionExpired = vi.fn();
  const logout = vi.fn();
  api.events.on('session-expired', sessionExpired);
  api.events.on('logout', logout);
  return { api, requests, sessionExpired, logout };
}

describe('device tokens of the sign-ins', () => {
  const session = (deviceToken: string) =>
    json(200, { message: 'ok', client: CLIENT, token: 'jwt', deviceToken });

  it('keeps the device token a sign-in answers and sends it with the next sign-in of that kind', async () => {
    const storage = createMemoryStorage({});
    const requests: Request[] = [];
    const api = createApiClient({
      baseUrl: 'http://api.test/v1',
      getLanguage: () => 'es',
      storage,
      fetch: async (request) => {
        requests.push(request);
        return session(`device-${requests.length}`);
      },
    });
    const credentials = { email: 'ana@example.com', password: 'Secreto.2026!' };
    await api.client.POST('/auth/login', { body: credentials });
    await api.client.POST('/auth/login', { body: credentials });
    await api.client.POST('/auth/admin-login', { body: credentials });

    expect(await requests[0]?.json()).toEqual(credentials);
    expect(await requests[1]?.json()).toEqual({ ...credentials, deviceToken: 'device-1' });
    // Each kind of account has its own: the admin sign-in sends none yet.
    expect(await requests[2]?.json()).toEqual(credentials);
    expect(storage.getItem('convite.device.client')).toBe('device-2');
    expect(storage.getItem('convite.device.admin')).toBe('device-3');
  });

  it('keeps nothing from a refused sign-in', async () => {
    const { api, requests } = setup({
      respond: () => json(422, { message: 'Wrong', deviceToken: 'x' }),
    });
    const attempt = () =>
      api.client.POST('/auth/login', { body: { email: 'a@b.mx', password: 'x' } });
    await expect(attempt()).rejects.toBeInstanceOf(ApiError);
    await expect(attempt()).rejects.toBeInstanceOf(ApiError);
    expect(await requests[1]?.json()).toEqual({ email: 'a@b.mx', password: 'x' });
  });
});

describe('endSession ("Cerrar sesión")', () => {
  it("forgets the token at once and ends that token's session on the server", async () => {
    const { api, requests } = setup({
      tokens: { [CLIENT_TOKEN_KEY]: 'client-jwt', [ADMIN_TOKEN_KEY]: 'admin-jwt' },
      respond: () => json(200, { message: 'You are signed out.' }),
    });
    const ended = api.endSession(ADMIN_TOKEN_KEY);
    expect(api.tokens.get(ADMIN_TOKEN_KEY)).toBeNull();
    await ended;
    expect(requests).toHaveLength(1);
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.url).toBe('http://api.test/v1/auth/logout');
    // The ended token, not the client token the app would send first.
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer admin-jwt');
    expect(api.tokens.get(CLIENT_TOKEN_KEY)).toBe('client-jwt');
  });

  it('signs out here even when the server refuses or cannot be reached, without session events', async () => {
    for (const respond of [
      () => json(401, { code: 'unauthenticated', message: 'Session ended.' }),
      () => Promise.reject(new TypeError('Failed to fetch')),
    ]) {
      const { api, sessionExpired, logout } = setup({
        tokens: { [CLIENT_TOKEN_KEY]: 'client-jwt' },
        respond,
      });
      await expect(api.endSession(CLIENT_TOKEN_KEY)).resolves.toBeUndefined();
      expect(api.tokens.get(CLIENT_TOKEN_KEY)).toBeNull();
      expect(sessionExpired).not.toHaveBeenCalled();
      expect(logout).not.toHaveBeenCalled();
    }
  });

  it('sends nothing without a token', async () => {
    const { api, requests } = setup();
    await api.endSession(CLIENT_TOKEN_KEY);
    expect(requests).toHaveLength(0);
  });
});

describe('createApiClient', () => {
  it('sends the client token when there is one, even with an admin token stored', async () => {
    const { api, requests } = setup({
      tokens: { [CLIENT_TOKEN_KEY]: 'client-jwt', [ADMIN_TOKEN_KEY]: 'admin-jwt' },
    });
    const { data } = await api.client.GET('/clients/me');
    expect(data?.email).toBe('ana@example.com');
    expect(requests[0]?.url).toBe('http://api.test/v1/clients/me');
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer client-jwt');
    expect(requests[0]?.headers.get('Accept-Language')).toBe('en');
  });

  it('falls back to the admin token when no client token is stored', async () => {
    const { api, requests } = setup({ tokens: { [ADMIN_TOKEN_KEY]: 'admin-jwt' } });
    await api.client.GET('/clients/me');
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer admin-jwt');
  });

  it('sends no Authorization header without tokens', async () => {
    const { api, requests } = setup();
    await api.client.GET('/clients/me');
    expect(requests[0]?.headers.has('Authorization')).toBe(false);
  });

  it('follows the token order the app asks for', async () => {
    const { api, requests } = setup({
      tokens: { [CLIENT_TOKEN_KEY]: 'client-jwt', [PROMOTER_TOKEN_KEY]: 'promoter-jwt' },
      tokenOrder: [ADMIN_TOKEN_KEY, PROMOTER_TOKEN_KEY],
    });
    await api.client.GET('/clients/me');
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer promoter-jwt');
  });

  it('reads the token at call time, so a new login is used at once', async () => {
    const { api, requests } = setup();
    api.tokens.set(CLIENT_TOKEN_KEY, 'fresh-jwt');
    await api.client.GET('/clients/me');
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer fresh-jwt');
  });

  it('emits session-expired on unauthenticated and rejects with the status, code and message', async () => {
    const { api, sessionExpired, logout } = setup({
      respond: () => json(401, { code: 'unauthenticated', message: 'Sesión expirada' }),
    });
    const failure = api.client.GET('/clients/me');
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      status: 401,
      code: 'unauthenticated',
      message: 'Sesión expirada',
    });
    expect(sessionExpired).toHaveBeenCalledTimes(1);
    expect(sessionExpired.mock.calls[0]?.[0]).toMatchObject({ status: 401, path: '/clients/me' });
    expect(logout).not.toHaveBeenCalled();
  });

  it('does not emit session-expired when the login call itself answers 401', async () => {
    const { api, sessionExpired } = setup({
      respond: () => json(401, { code: 'unauthenticated', message: 'Credenciales inválidas' }),
    });
    await expect(
      api.client.POST('/auth/login', { body: { email: 'a@b.co', password: 'x' } }),
    ).rejects.toMatchObject({
      status: 401,
    });
    expect(sessionExpired).not.toHaveBeenCalled();
  });

  it('emits logout on forbidden', async () => {
    const { api, sessionExpired, logout } = setup({
      respond: () => json(403, { code: 'forbidden', message: 'Prohibido' }),
    });
    await expect(api.client.GET('/clients/me')).rejects.toMatchObject({
      status: 403,
      code: 'forbidden',
      message: 'Prohibido',
    });
    expect(logout).toHaveBeenCalledTimes(1);
    expect(sessionExpired).not.toHaveBeenCalled();
  });

  it('reads the session from the code, not the status: a refused preview link ends no session', async () => {
    const { api, sessionExpired, logout } = setup({
      respond: () => json(403, { code: 'preview_expired', message: 'La vista previa caducó.' }),
    });
    await expect(
      api.client.GET('/public/invitations/{slug}', {
        params: { path: { slug: 'ana-y-luis' }, query: { preview: 'token' } },
      }),
    ).rejects.toMatchObject({ status: 403, code: 'preview_expired' });
    expect(logout).not.toHaveBeenCalled();
    expect(sessionExpired).not.toHaveBeenCalled();
  });

  it('parses the 422 errors map', async () => {
    const { api, sessionExpired, logout } = setup({
      respond: () =>
        json(422, {
          code: 'validation_failed',
          message: 'Datos inválidos',
          errors: { email: ['El correo ya existe.'], password: ['Muy corta.', 'Sin dígito.'] },
        }),
    });
    const error = await api.client
      .POST('/auth/register', {
        body: {
          email: 'ana@example.com',
          password: 'x',
          passwordConfirmation: 'x',
          name: 'Ana',
          lastName: 'López',
        },
      })
      .catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(422);
    expect(apiError.code).toBe('validation_failed');
    expect(apiError.message).toBe('Datos inválidos');
    expect(apiError.errors).toEqual({
      email: ['El correo ya existe.'],
      password: ['Muy corta.', 'Sin dígito.'],
    });
    expect(apiError.fieldError('password')).toBe('Muy corta.');
    expect(sessionExpired).not.toHaveBeenCalled();
    expect(logout).not.toHaveBeenCalled();
  });

  describe('an answer that is not the API\'s, or none', () => {
    const UNAVAILABLE = {
      es: 'El servicio no responde en este momento. Inténtalo de nuevo en unos instantes.',
      en: 'The service is not answering right now. Try again in a moment.',
    };
    const badGateway = () =>
      new Response('Bad Gateway', {
        status: 502,
        statusText: 'Bad Gateway',
        headers: { 'Content-Type': 'text/plain' },
      });

    it("turns a proxy's 502 \"Bad Gateway\" into service_unavailable, in the interface language", async () => {
      for (const language of ['es', 'en'] as const) {
        const { api, sessionExpired, logout } = setup({ language, respond: badGateway });
        const error = await api.client.GET('/clients/me').catch((reason: unknown) => reason);
        expect(error).toBeInstanceOf(ApiError);
        expect(error).toMatchObject({
          status: 502,
          code: 'service_unavailable',
          message: UNAVAILABLE[language],
          errors: {},
          path: '/clients/me',
        });
        expect(sessionExpired).not.toHaveBeenCalled();
        expect(logout).not.toHaveBeenCalled();
      }
    });

    it('does the same for an HTML page, an empty body and JSON without a code', async () => {
      for (const respond of [
        () => new Response('<html><h1>503</h1></html>', { status: 503, statusText: 'Unavailable' }),
        () => new Response(null, { status: 504 }),
        () => json(502, { message: 'Bad Gateway' }),
      ]) {
        const { api } = setup({ language: 'es', respond });
        await expect(api.client.GET('/clients/me')).rejects.toMatchObject({
          code: 'service_unavailable',
          message: UNAVAILABLE.es,
        });
      }
    });

    it('reads a regional language tag by its language, and anything else as Spanish', async () => {
      for (const [language, text] of [
        ['en-US', UNAVAILABLE.en],
        ['fr', UNAVAILABLE.es],
      ] as const) {
        const { api } = setup({ language, respond: badGateway });
        await expect(api.client.GET('/clients/me')).rejects.toMatchObject({ message: text });
      }
    });

    it('turns an unreachable server into an ApiError with status 0 and the same message', async () => {
      for (const language of ['es', 'en'] as const) {
        const { api, sessionExpired } = setup({
          language,
          respond: () => {
            throw new TypeError('fetch failed');
          },
        });
        const error = await api.client.GET('/clients/me').catch((reason: unknown) => reason);
        expect(error).toBeInstanceOf(ApiError);
        expect((error as ApiError).isNetworkError).toBe(true);
        expect(error).toMatchObject({
          status: 0,
          code: 'service_unavailable',
          message: UNAVAILABLE[language],
          path: '/clients/me',
        });
        expect(sessionExpired).not.toHaveBeenCalled();
      }
    });

    it("keeps a contract error's own code and message, 503 included", async () => {
      const { api } = setup({
        language: 'en',
        respond: () => json(503, { code: 'service_unavailable', message: 'Google no responde.' }),
      });
      await expect(api.client.GET('/clients/me')).rejects.toMatchObject({
        status: 503,
        code: 'service_unavailable',
        message: 'Google no responde.',
      });
    });
  });

  it('builds query options whose function rejects with the same ApiError', async () => {
    const { api } = setup({
      respond: () => json(500, { code: 'internal_error', message: 'Error interno' }),
    });
    const options = api.$api.queryOptions('get', '/clients/me');
    expect(options.queryKey).toEqual(['get', '/clients/me']);
    const queryFn = options.queryFn as unknown as (context: {
      queryKey: unknown;
      signal: AbortSignal;
    }) => Promise<unknown>;
    await expect(
      queryFn({ queryKey: options.queryKey, signal: new AbortController().signal }),
    ).rejects.toMatchObject({
      status: 500,
      message: 'Error interno',
    });
  });
});
