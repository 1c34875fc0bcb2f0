import { DrizzleQueryError } from 'drizzle-orm';
import { makeClient } from '@convite/api/testing/make-client';
import type { FastifyPluginAsync } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  createTestToken,
  EVERY_TOKEN_IS_A_SESSION,
  injectAs,
  type TestApp,
} from './test/test-app.ts';
import { serve } from './http/operations.ts';

const validClient = makeClient();

// A module serving getMe in three ways, chosen by the client id, to drive the platform's behaviour.
const probeModule: FastifyPluginAsync = async (app) => {
  serve(app, 'getMe', async (request) => {
    const id = request.auth?.id;
    if (id === 500)
      throw new Error('secret internal detail: connection string postgres://u:hunter2@db');
    // Outside the contract on purpose (the type would refuse it): the response check must catch it.
    if (id === 666) return { id: 'not-a-number', mail: 'ana@example.com' } as never;
    if (id === 503) {
      // What a query hands over while PostgreSQL refuses connections.
      const refused = Object.assign(new Error('connect ECONNREFUSED 10.0.0.5:5432'), {
        code: 'ECONNREFUSED',
      });
      throw new DrizzleQueryError('select 1', [], refused);
    }
    return { ...validClient, id: id ?? validClient.id };
  });
};

describe('the app', () => {
  let test: TestApp;
  beforeAll(async () => {
    // The probe answers for made-up client ids (7, 500, 503, 666): their tokens count as sessions.
    test = await createTestApp({ modules: [probeModule], sessions: EVERY_TOKEN_IS_A_SESSION });
  });
  afterAll(async () => {
    await test?.close();
  });

  describe('health', () => {
    it('GET /health answers while the process is alive', async () => {
      const response = await test.app.inject({ method: 'GET', url: '/health' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok' });
    });

    it('GET /ready pings the database', async () => {
      const response = await test.app.inject({ method: 'GET', url: '/ready' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok', database: test.database.kind });
    });
  });

  describe('CORS', () => {
    it('answers the preflight of a configured origin and refuses others', async () => {
      const allowed = await test.app.inject({
        method: 'OPTIONS',
        url: '/v1/auth/login',
        headers: {
          origin: 'http://localhost:5173',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,authorization',
        },
      });
      expect(allowed.statusCode).toBe(204);
      expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:5173');
      const foreign = await test.app.inject({
        method: 'OPTIONS',
        url: '/v1/auth/login',
        headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
      });
      expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
    });
  });

  describe('validation (422 with the errors map)', () => {
    it('answers in Spanish by default, naming each field', async () => {
      const response = await test.app.inject({
        method: 'POST',
        url: '/v1/auth/login',
        payload: { email: 'not-an-email' },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        code: 'validation_failed',
        message: 'Favor de llenar todos los campos correctamente.',
        errors: {
          email: ['Correo electrónico inválido.'],
          password: ['Este campo es obligatorio.'],
        },
      });
    });

    it('answers in English when asked, and names an unknown field', async () => {
      const response = await test.app.inject({
        method: 'POST',
        url: '/v1/auth/login',
        headers: { 'accept-language': 'en-US,en;q=0.9' },
        payload: { email: 'ana@example.com', password: '', admin: true },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        code: 'validation_failed',
        message: 'Please fill out all fields correctly.',
        errors: { password: ['This field is required.'], admin: ['Unknown field "admin".'] },
      });
    });

    it('reports type and length errors', async () => {
      const response = await test.app.inject({
        method: 'POST',
        url: '/v1/auth/login',
        headers: { 'accept-language': 'en' },
        payload: { email: 42, password: 'x'.repeat(129) },
      });
      expect(response.statusCode).toBe(422);
      const { errors } = response.json<{ errors: Record<string, string[]> }>();
      expect(errors.email).toEqual(['Must be a string.']);
      expect(errors.password).toEqual(['Must be at most 128 characters long.']);
    });

    it('refuses a missing body', async () => {
      const response = await test.app.inject({ method: 'POST', url: '/v1/auth/login' });
      expect(response.statusCode).toBe(422);
      expect(response.json<{ errors: Record<string, string[]> }>().errors).toHaveProperty('body');
    });
  });

  describe('request errors', () => {
    it('malformed JSON answers 400 with a clear message', async () => {
      const response = await test.app.inject({
        method: 'POST',
        url: '/v1/auth/login',
        headers: { 'content-type': 'application/json', 'accept-language': 'en' },
        payload: '{"email": ',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'bad_request',
        message: 'The request body is not valid JSON.',
      });
    });

    it('a JSON body over 1 MB answers 413', async () => {
      const response = await test.app.inject({
        method: 'POST',
        url: '/v1/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(1024 * 1024) }),
      });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({
        code: 'payload_too_large',
        message: 'El cuerpo de la solicitud es demasiado grande (máximo 1 MB).',
      });
    });

    it('an unknown content type answers 415', async () => {
      const response = await test.app.inject({
        method: 'POST',
        url: '/v1/auth/login',
        headers: { 'content-type': 'text/plain' },
        payload: 'email=a',
      });
      expect(response.statusCode).toBe(415);
      expect(response.json<{ message: string }>().message).toMatch(/application\/json/);
    });

    it('an unknown route answers a localized 404', async () => {
      const es = await test.app.inject({ method: 'GET', url: '/v1/nothing-here' });
      expect(es.statusCode).toBe(404);
      expect(es.json()).toEqual({ code: 'not_found', message: 'La ruta solicitada no existe.' });
      const en = await test.app.inject({
        method: 'GET',
        url: '/nope',
        headers: { 'accept-language': 'en' },
      });
      expect(en.json()).toEqual({
        code: 'not_found',
        message: 'The requested route does not exist.',
      });
    });
  });

  describe('access', () => {
    it('answers 401 without a token, with a malformed one, a forged one or an expired one', async () => {
      const forged = await createTestToken(
        { role: 'client', id: 1 },
        { secret: 'another-secret-another-secret-another' },
      );
      const expired = await createTestToken(
        { role: 'client', id: 1 },
        { now: new Date(Date.now() - 8 * 24 * 3600 * 1000) },
      );
      for (const authorization of [
        undefined,
        'Bearer nonsense',
        `Bearer ${forged}`,
        `Bearer ${expired}`,
        'Basic abc',
      ]) {
        const response = await test.app.inject({
          method: 'GET',
          url: '/v1/clients/me',
          headers: authorization === undefined ? {} : { authorization },
        });
        expect(response.statusCode, String(authorization)).toBe(401);
        expect(response.json()).toEqual({
          code: 'unauthenticated',
          message: 'Tu sesión no es válida o ha expirado. Inicia sesión de nuevo.',
        });
      }
    });

    it('answers 403 to a valid token of a role the operation does not list', async () => {
      for (const role of ['admin', 'promoter'] as const) {
        const response = await injectAs(
          test.app,
          { role, id: 1 },
          { method: 'GET', url: '/v1/clients/me' },
        );
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({
          code: 'forbidden',
          message: 'No tienes permiso para realizar esta acción.',
        });
      }
    });

    it('checks access before reading the body (401 before 422)', async () => {
      const response = await test.app.inject({
        method: 'PATCH',
        url: '/v1/clients/1/name-lastname',
        payload: { nonsense: true },
      });
      expect(response.statusCode).toBe(401);
    });

    it('lets the listed role through', async () => {
      const response = await injectAs(
        test.app,
        { role: 'client', id: 7 },
        { method: 'GET', url: '/v1/clients/me' },
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(validClient);
    });
  });

  describe('server errors and the contract', () => {
    it('a failure answers 500 with a generic message and no details', async () => {
      const response = await injectAs(
        test.app,
        { role: 'client', id: 500 },
        { method: 'GET', url: '/v1/clients/me', headers: { 'accept-language': 'en' } },
      );
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        code: 'internal_error',
        message: 'An unexpected error occurred. Please try again later.',
      });
      expect(response.body).not.toContain('hunter2');
      expect(response.body).not.toContain('secret');
    });

    it('the database being away answers 503 with Retry-After, in the request language', async () => {
      for (const [language, message] of [
        [
          'es',
          'El servicio no está disponible por un momento. Inténtalo de nuevo en unos segundos.',
        ],
        ['en', 'The service is briefly unavailable. Please try again in a few seconds.'],
      ]) {
        const response = await injectAs(
          test.app,
          { role: 'client', id: 503 },
          { method: 'GET', url: '/v1/clients/me', headers: { 'accept-language': language } },
        );
        expect(response.statusCode).toBe(503);
        expect(response.headers['retry-after']).toBe('5');
        expect(response.json()).toEqual({ code: 'service_unavailable', message });
        expect(response.body).not.toContain('10.0.0.5');
      }
    });

    it('a response that breaks the contract becomes a 500 under tests', async () => {
      const response = await injectAs(
        test.app,
        { role: 'client', id: 666 },
        { method: 'GET', url: '/v1/clients/me' },
      );
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        code: 'internal_error',
        message: 'Ocurrió un error inesperado. Inténtalo de nuevo más tarde.',
      });
    });

    it('answers 501 for an operation no module serves yet', async () => {
      const response = await test.app.inject({
        method: 'POST',
        url: '/v1/auth/login',
        headers: { 'accept-language': 'en' },
        payload: { email: 'ana@example.com', password: 'Secret123!' },
      });
      expect(response.statusCode).toBe(501);
      expect(response.json()).toEqual({
        code: 'not_implemented',
        message: 'This is not available yet.',
      });
    });
  });
});

describe('start-up', () => {
  it('refuses a /v1 route that the contract does not describe', async () => {
    const rogue: FastifyPluginAsync = async (app) => {
      app.get('/secret-backdoor', async () => ({ ok: true }));
    };
    await expect(createTestApp({ modules: [rogue] })).rejects.toThrow(
      /GET \/v1\/secret-backdoor is not described by the contract/,
    );
  });

  it('refuses a contract route that is not bound to its operationId', async () => {
    const unbound: FastifyPluginAsync = async (app) => {
      app.get('/clients/me', async () => validClient);
    };
    await expect(createTestApp({ modules: [unbound] })).rejects.toThrow(
      /serves getMe: register it with serve\(app, 'getMe', handler\)/,
    );
  });

  it('refuses a method the contract does not describe on a known path', async () => {
    const rogue: FastifyPluginAsync = async (app) => {
      app.delete('/clients/me', async () => ({ ok: true }));
    };
    await expect(createTestApp({ modules: [rogue] })).rejects.toThrow(/DELETE \/v1\/clients\/me/);
  });

  it('GET /ready answers 503 when the database is down', async () => {
    const test = await createTestApp();
    try {
      await test.database.close();
      const response = await test.app.inject({ method: 'GET', url: '/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ status: 'unavailable', code: 'service_unavailable' });
      expect((await test.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    } finally {
      await test.close();
    }
  });
});

describe('logs', () => {
  it("a request writes one line at info, when it is answered: method, path without the query's values, status and time", async () => {
    const lines: string[] = [];
    const test = await createTestApp({
      modules: [],
      env: { LOG_LEVEL: 'info' },
      logStream: { write: (line) => lines.push(line) },
    });
    try {
      lines.length = 0;
      const response = await test.app.inject({
        method: 'GET',
        url: '/v1/no-such-call/boda-ana?code=SECRET12',
      });
      expect(response.statusCode).toBe(404);
      const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({
        level: 30,
        msg: 'request completed',
        req: { method: 'GET', url: '/v1/no-such-call/boda-ana?code=…' },
        res: { statusCode: 404 },
      });
      expect(entries[0]?.responseTime).toEqual(expect.any(Number));
      expect(lines.join('\n')).not.toContain('SECRET12');
    } finally {
      await test.close();
    }
  });

  it('are JSON lines that never carry tokens or passwords, and keep the details of failures', async () => {
    const lines: string[] = [];
    const leaky: FastifyPluginAsync = async (app) => {
      serve(app, 'login', async (request) => {
        request.log.info({ headers: request.headers, body: request.body }, 'careless handler');
        throw new Error('boom: the internal detail');
      });
    };
    const test = await createTestApp({
      modules: [leaky],
      env: { LOG_LEVEL: 'info' },
      logStream: { write: (line) => lines.push(line) },
    });
    try {
      const token = await createTestToken({ role: 'client', id: 1 });
      const response = await test.app.inject({
        method: 'POST',
        url: '/v1/auth/login',
        headers: { authorization: `Bearer ${token}`, cookie: 'session=cookie-secret' },
        payload: { email: 'ana@example.com', password: 'Sup3r-Secret!' },
      });
      expect(response.statusCode).toBe(500);
      expect(response.body).not.toContain('boom');
      const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(entries.some((entry) => entry.msg === 'careless handler')).toBe(true);
      const all = lines.join('\n');
      expect(all).toContain('boom: the internal detail');
      expect(all).toContain('ana@example.com');
      expect(all).not.toContain('Sup3r-Secret!');
      expect(all).not.toContain(token);
      expect(all).not.toContain('cookie-secret');
    } finally {
      await test.close();
    }
  });
});
