import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createGoogleSignIn,
  GoogleSignInError,
  isLoopbackHttpIssuer,
  type GoogleSignIn,
} from './google-sign-in.ts';

const REDIRECT_URI = 'http://localhost:5173/auth/google/callback';

/** Plays the browser: opens the provider's authorization URL and reads where it redirects back. */
async function browserAuthorize(
  authorizationUrl: string,
): Promise<{ code: string; state: string }> {
  const response = await fetch(authorizationUrl, { redirect: 'manual' });
  expect(response.status).toBe(302);
  const back = new URL(response.headers.get('location') ?? '');
  expect(`${back.origin}${back.pathname}`).toBe(REDIRECT_URI);
  return { code: back.searchParams.get('code') ?? '', state: back.searchParams.get('state') ?? '' };
}

describe('Google sign-in against an OpenID Connect provider', () => {
  const provider = new OAuth2Server();
  let google: GoogleSignIn;

  beforeAll(async () => {
    await provider.issuer.keys.generate('RS256');
    await provider.start(0, '127.0.0.1');
    provider.service.on('beforeTokenSigning', (token) => {
      Object.assign(token.payload, {
        sub: 'google-sub-1',
        email: 'Novia@Example.com',
        email_verified: true,
        given_name: 'Ana',
        family_name: 'Pérez',
      });
    });
    google = createGoogleSignIn({
      clientId: 'convite-test',
      clientSecret: 'secret',
      issuer: provider.issuer.url ?? '',
      redirectUri: REDIRECT_URI,
      stateKey: new TextEncoder().encode('a-test-key-of-at-least-32-bytes!!'),
      allowInsecureRequests: true,
    });
  });

  afterAll(async () => {
    await provider.stop();
  });

  it('builds an authorization URL with PKCE, a nonce and a signed state', async () => {
    const url = new URL(await google.authorizationUrl());
    expect(url.origin).toBe(provider.issuer.url);
    expect(url.searchParams.get('redirect_uri')).toBe(REDIRECT_URI);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(url.searchParams.get('state')?.split('.')).toHaveLength(3);
  });

  it('exchanges the code for the identity of the account', async () => {
    const { code, state } = await browserAuthorize(await google.authorizationUrl());
    await expect(google.verify({ code, state })).resolves.toEqual({
      subject: 'google-sub-1',
      email: 'novia@example.com',
      emailVerified: true,
      givenName: 'Ana',
      familyName: 'Pérez',
    });
  });

  it('refuses a state it did not sign', async () => {
    const { code } = await browserAuthorize(await google.authorizationUrl());
    const error = await google
      .verify({ code, state: 'forged.state.value' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GoogleSignInError);
    expect((error as GoogleSignInError).reason).toBe('invalid-state');
  });

  it('refuses a code issued for another flow (the PKCE verifier does not match)', async () => {
    const first = await browserAuthorize(await google.authorizationUrl());
    const second = await browserAuthorize(await google.authorizationUrl());
    const error = await google
      .verify({ code: first.code, state: second.state })
      .catch((e: unknown) => e);
    expect((error as GoogleSignInError).reason).toBe('provider-refused');
  });

  it('refuses the same code twice', async () => {
    const { code, state } = await browserAuthorize(await google.authorizationUrl());
    await google.verify({ code, state });
    const error = await google.verify({ code, state }).catch((e: unknown) => e);
    expect((error as GoogleSignInError).reason).toBe('provider-refused');
  });

  it('reports an unreachable provider and tries discovery again later', async () => {
    const offline = createGoogleSignIn({
      clientId: 'x',
      clientSecret: 'y',
      issuer: 'http://127.0.0.1:9',
      redirectUri: REDIRECT_URI,
      stateKey: new Uint8Array(32),
      allowInsecureRequests: true,
    });
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const error = await offline.authorizationUrl().catch((e: unknown) => e);
      expect((error as GoogleSignInError).reason).toBe('provider-unreachable');
    }
  });
});

describe('isLoopbackHttpIssuer', () => {
  it('allows plain http only on loopback and never in production', () => {
    expect(isLoopbackHttpIssuer('http://127.0.0.1:8080', false)).toBe(true);
    expect(isLoopbackHttpIssuer('http://localhost:8080', false)).toBe(true);
    expect(isLoopbackHttpIssuer('http://127.0.0.1:8080', true)).toBe(false);
    expect(isLoopbackHttpIssuer('http://accounts.example.com', false)).toBe(false);
    expect(isLoopbackHttpIssuer('https://accounts.google.com', false)).toBe(false);
  });
});
