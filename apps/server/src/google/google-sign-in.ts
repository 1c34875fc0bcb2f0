import { SignJWT, jwtVerify } from 'jose';
import * as oidc from 'openid-client';

// Google sign-in through the OpenID Connect authorization-code flow with PKCE and a nonce. The PKCE
// verifier and the nonce travel inside `state`, a short-lived signed JWT, so no server-side session
// is needed and any replica can finish a flow another one started.

export type GoogleSignInSettings = {
  clientId: string;
  clientSecret: string;
  issuer: string;
  redirectUri: string;
  /** Key that signs the state (HS256). */
  stateKey: Uint8Array;
  /** Plain-http issuer on loopback (tests and local mocks only). */
  allowInsecureRequests: boolean;
};

export type GoogleIdentity = {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  givenName: string | null;
  familyName: string | null;
};

export type GoogleSignInFailure = 'invalid-state' | 'provider-refused' | 'provider-unreachable';

export class GoogleSignInError extends Error {
  constructor(
    readonly reason: GoogleSignInFailure,
    options?: { cause?: unknown },
  ) {
    super(`Google sign-in failed: ${reason}`, options);
    this.name = 'GoogleSignInError';
  }
}

export type GoogleSignIn = {
  authorizationUrl(): Promise<string>;
  verify(input: { code: string; state: string }): Promise<GoogleIdentity>;
};

const STATE_TYPE = 'google-state';
const STATE_TTL = '10m';
const STATE_ISSUER = 'convite';
const SCOPE = 'openid email profile';

export function createGoogleSignIn(settings: GoogleSignInSettings): GoogleSignIn {
  let discovered: Promise<oidc.Configuration> | undefined;

  function configuration(): Promise<oidc.Configuration> {
    discovered ??= oidc
      .discovery(
        new URL(settings.issuer),
        settings.clientId,
        settings.clientSecret,
        undefined,
        settings.allowInsecureRequests ? { execute: [oidc.allowInsecureRequests] } : undefined,
      )
      .catch((error: unknown) => {
        // Forget a failed discovery so the next request tries again.
        discovered = undefined;
        throw new GoogleSignInError('provider-unreachable', { cause: error });
      });
    return discovered;
  }

  async function signState(codeVerifier: string, nonce: string): Promise<string> {
    return new SignJWT({ typ: STATE_TYPE, cv: codeVerifier, nonce })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(STATE_ISSUER)
      .setAudience(STATE_ISSUER)
      .setIssuedAt()
      .setExpirationTime(STATE_TTL)
      .sign(settings.stateKey);
  }

  async function readState(state: string): Promise<{ codeVerifier: string; nonce: string }> {
    try {
      const { payload } = await jwtVerify(state, settings.stateKey, {
        issuer: STATE_ISSUER,
        audience: STATE_ISSUER,
        algorithms: ['HS256'],
      });
      if (
        payload['typ'] !== STATE_TYPE ||
        typeof payload['cv'] !== 'string' ||
        typeof payload['nonce'] !== 'string'
      ) {
        throw new Error('not a Google state');
      }
      return { codeVerifier: payload['cv'], nonce: payload['nonce'] };
    } catch (error) {
      throw new GoogleSignInError('invalid-state', { cause: error });
    }
  }

  return {
    async authorizationUrl() {
      const config = await configuration();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const nonce = oidc.randomNonce();
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: settings.redirectUri,
        response_type: 'code',
        scope: SCOPE,
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        nonce,
        state: await signState(codeVerifier, nonce),
        prompt: 'select_account',
      });
      return url.href;
    },

    async verify({ code, state }) {
      const { codeVerifier, nonce } = await readState(state);
      const config = await configuration();
      const currentUrl = new URL(settings.redirectUri);
      currentUrl.searchParams.set('code', code);
      currentUrl.searchParams.set('state', state);
      let claims: oidc.IDToken | undefined;
      try {
        const tokens = await oidc.authorizationCodeGrant(config, currentUrl, {
          pkceCodeVerifier: codeVerifier,
          expectedNonce: nonce,
          expectedState: state,
          idTokenExpected: true,
        });
        claims = tokens.claims();
      } catch (error) {
        throw new GoogleSignInError('provider-refused', { cause: error });
      }
      if (!claims) throw new GoogleSignInError('provider-refused');
      const text = (value: unknown) =>
        typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
      return {
        subject: claims.sub,
        email: text(claims['email'])?.toLowerCase() ?? null,
        emailVerified: claims['email_verified'] === true || claims['email_verified'] === 'true',
        givenName: text(claims['given_name']),
        familyName: text(claims['family_name']),
      };
    },
  };
}

/** Whether plain http may be used for this issuer: only on a loopback host, never in production. */
export function isLoopbackHttpIssuer(issuer: string, production: boolean): boolean {
  if (production) return false;
  const url = new URL(issuer);
  return url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}
