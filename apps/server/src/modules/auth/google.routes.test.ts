import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const REDIRECT_URI = 'http://localhost:5173/auth/google/callback';

describe('Google sign-in, not configured', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t?.close();
  });

  it('answers 503 with a clear message in the request language', async () => {
    const es = await t.app.inject({ method: 'GET', url: '/v1/auth/get-google-auth-redirect' });
    expect(es.statusCode).toBe(503);
    expect(es.json()).toEqual({
      code: 'service_unavailable',
      message: 'El inicio de sesión con Google no está configurado.',
    });
    const en = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/google-verification',
      payload: { code: 'c', state: 's' },
      headers: { 'accept-language': 'en' },
    });
    expect(en.statusCode).toBe(503);
    expect(en.json()).toEqual({
      code: 'service_unavailable',
      message: 'Google sign-in is not configured.',
    });
  });
});

describe('Google sign-in against an OpenID Connect provider', () => {
  const provider = new OAuth2Server();
  let t: TestApp;
  let claims: Record<string, unknown> = {};

  beforeAll(async () => {
    await provider.issuer.keys.generate('RS256');
    await provider.start(0, '127.0.0.1');
    provider.service.on('beforeTokenSigning', (token) => {
      Object.assign(token.payload, claims);
    });
    t = await createTestApp({
      env: {
        GOOGLE_CLIENT_ID: 'convite-test-client',
        GOOGLE_CLIENT_SECRET: 'convite-test-secret',
        GOOGLE_ISSUER: provider.issuer.url ?? '',
        GOOGLE_REDIRECT_URI: REDIRECT_URI,
      },
    });
  });

  afterAll(async () => {
    await t?.close();
    await provider.stop();
  });

  /** The app's redirect, then the browser at the provider, back at the callback with code and state. */
  async function signInAtProvider(): Promise<{ code: string; state: string }> {
    const redirect = await t.app.inject({
      method: 'GET',
      url: '/v1/auth/get-google-auth-redirect',
    });
    expect(redirect.statusCode).toBe(200);
    const url = new URL(redirect.json().url);
    expect(url.searchParams.get('client_id')).toBe('convite-test-client');
    const atProvider = await fetch(url, { redirect: 'manual' });
    expect(atProvider.status).toBe(302);
    const callback = new URL(atProvider.headers.get('location') ?? '');
    expect(`${callback.origin}${callback.pathname}`).toBe(REDIRECT_URI);
    return {
      code: callback.searchParams.get('code') ?? '',
      state: callback.searchParams.get('state') ?? '',
    };
  }

  const verify = (input: { code: string; state: string }, language = 'es') =>
    t.app.inject({
      method: 'POST',
      url: '/v1/auth/google-verification',
      payload: input,
      headers: { 'accept-language': language },
    });

  it('creates a verified Google client on first sign-in and finds it again after', async () => {
    claims = {
      sub: 'google-sub-ana',
      email: 'Ana.Google@example.com',
      email_verified: true,
      given_name: 'Ana',
      family_name: 'Ruiz',
    };
    const first = await verify(await signInAtProvider());
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.client).toMatchObject({
      email: 'ana.google@example.com',
      name: 'Ana',
      lastName: 'Ruiz',
      verified: true,
      externalAuth: 'google',
    });
    const me = await t.app.inject({
      method: 'GET',
      url: '/v1/clients/me',
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(me.json().id).toBe(body.client.id);

    const second = await verify(await signInAtProvider());
    expect(second.json().client.id).toBe(body.client.id);

    // Google-only: no password to sign in with.
    const login = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: 'ana.google@example.com', password: 'Convite.2026!' },
    });
    expect(login.statusCode).toBe(422);
  });

  it('links Google to an existing account with the same verified email', async () => {
    const registered = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/register',
      payload: {
        email: 'luis@example.com',
        password: 'Convite.2026!',
        passwordConfirmation: 'Convite.2026!',
        name: 'Luis',
        lastName: 'Mora',
      },
    });
    const clientId = registered.json().client.id;
    claims = {
      sub: 'google-sub-luis',
      email: 'luis@example.com',
      email_verified: true,
      given_name: 'L',
      family_name: 'M',
    };
    const response = await verify(await signInAtProvider());
    expect(response.statusCode).toBe(200);
    expect(response.json().client).toMatchObject({
      id: clientId,
      name: 'Luis',
      lastName: 'Mora',
      verified: true,
    });
  });

  it('does not link an account by an email Google has not verified', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/v1/auth/register',
      payload: {
        email: 'eva@example.com',
        password: 'Convite.2026!',
        passwordConfirmation: 'Convite.2026!',
        name: 'Eva',
        lastName: 'Paz',
      },
    });
    claims = { sub: 'google-sub-mallory', email: 'eva@example.com', email_verified: false };
    const response = await verify(await signInAtProvider(), 'en');
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(
      'Google has not verified this email address. Sign in with your password.',
    );
  });

  it('refuses a forged state and a code used twice, with a message the app shows', async () => {
    claims = { sub: 'google-sub-x', email: 'x@example.com', email_verified: true };
    const { code, state } = await signInAtProvider();
    const forged = await verify({ code, state: `${state.slice(0, -4)}AAAA` });
    expect(forged.statusCode).toBe(422);
    expect(forged.json().message).toBe(
      'El inicio de sesión con Google expiró o no es válido. Inténtalo de nuevo.',
    );

    expect((await verify({ code, state })).statusCode).toBe(200);
    const replay = await verify({ code, state }, 'en');
    expect(replay.statusCode).toBe(422);
    expect(replay.json().message).toBe('Google sign-in failed. Please try again.');
  });
});
