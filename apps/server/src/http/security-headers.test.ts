import { makeClient } from '@convite/api/testing/make-client';
import type { FastifyPluginAsync } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteRoutes } from '../modules/site/site.routes.ts';
import {
  createTestApp,
  EVERY_TOKEN_IS_A_SESSION,
  injectAsClient,
  type TestApp,
} from '../test/test-app.ts';
import { serve } from './operations.ts';

// A signed-in couple's own account: what must never sit in a shared or browser cache.
const meModule: FastifyPluginAsync = async (app) => {
  serve(app, 'getMe', async (request) => makeClient({ id: request.auth?.id }));
};

describe('security headers of the API', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The probe answers for a made-up client (7): its token counts as a session.
    t = await createTestApp({
      modules: [meModule, siteRoutes],
      sessions: EVERY_TOKEN_IS_A_SESSION,
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers a signed-in call with no-store, nosniff and no framing', async () => {
    const response = await injectAsClient(t.app, 7, { method: 'GET', url: '/v1/clients/me' });
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'content-security-policy': "default-src 'none';frame-ancestors 'none'",
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
    });
  });

  it('keeps errors out of caches too', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/clients/me' });
    expect(response.statusCode).toBe(401);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('leaves the caching a route chose for an answer that is the same for everyone', async () => {
    const response = await injectAsClient(t.app, 7, { method: 'GET', url: '/v1/public/site' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
