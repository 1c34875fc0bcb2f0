// Access tokens: HS256 JWTs (jose) with sub (the id as a string), typ (the role), aud and iss
// "convite", an expiry (7 days for clients, 12 hours for admins and promoters, the end of the day after
// the wedding for a door helper), jti (the session, which
// "Cerrar sesión" ends) and ver (the account's token version when signed: a new password raises it).
// The signature proves who signed in; whether the session still stands is asked of the database
// (src/modules/auth/sessions.repository.ts).
import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

export type Role = 'client' | 'admin' | 'promoter' | 'helper';
export type AccessTokenSubject = Readonly<{ role: Role; id: number }>;
/** Who signs in, with the account's token version at that moment. */
export type SessionSubject = AccessTokenSubject & Readonly<{ version: number }>;
export type VerifiedAccessToken = SessionSubject &
  Readonly<{
    sessionId: string;
    expiresAt: Date;
    /** When the session was signed in: a sign-in proves who is there (account-data's re-check). */
    issuedAt: Date;
  }>;

export const TOKEN_AUDIENCE = 'convite';
export const TOKEN_ISSUER = 'convite';
export const ACCESS_TOKEN_LIFETIME_SECONDS: Readonly<Record<Role, number>> = {
  client: 7 * 24 * 60 * 60,
  admin: 12 * 60 * 60,
  promoter: 12 * 60 * 60,
  // Signed with the wedding's own end (src/modules/door); this is only the longest it may be.
  helper: 3 * 24 * 60 * 60,
};

const ROLES: readonly Role[] = ['client', 'admin', 'promoter', 'helper'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export type TokenOptions = {
  /** Overrides the role's lifetime (tests of expiry). */
  expiresInSeconds?: number;
  /** The moment the token is issued (defaults to now). */
  now?: Date;
};

const keys = new Map<string, Uint8Array>();
function keyOf(secret: string): Uint8Array {
  let key = keys.get(secret);
  if (key === undefined) {
    key = new TextEncoder().encode(secret);
    keys.set(secret, key);
  }
  return key;
}

export async function signAccessToken(
  secret: string,
  subject: SessionSubject,
  options: TokenOptions = {},
): Promise<string> {
  const issuedAt = Math.floor((options.now ?? new Date()).getTime() / 1000);
  const lifetime = options.expiresInSeconds ?? ACCESS_TOKEN_LIFETIME_SECONDS[subject.role];
  return new SignJWT({ typ: subject.role, ver: subject.version })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(subject.id))
    .setAudience(TOKEN_AUDIENCE)
    .setIssuer(TOKEN_ISSUER)
    .setJti(randomUUID())
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + lifetime)
    .sign(keyOf(secret));
}

/** The token's subject, or null when it is malformed, forged, expired or of an unknown kind. */
export async function verifyAccessToken(
  secret: string,
  token: string,
): Promise<VerifiedAccessToken | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: ['HS256'],
      audience: TOKEN_AUDIENCE,
      issuer: TOKEN_ISSUER,
      requiredClaims: ['sub', 'exp', 'typ', 'jti', 'ver'],
    });
    const role = payload.typ;
    const id = Number(payload.sub);
    if (typeof role !== 'string' || !(ROLES as readonly string[]).includes(role)) return null;
    if (!Number.isSafeInteger(id) || id < 1 || String(id) !== payload.sub) return null;
    const { ver: version, jti: sessionId } = payload;
    if (!Number.isSafeInteger(version) || typeof version !== 'number' || version < 0) return null;
    if (typeof sessionId !== 'string' || !UUID.test(sessionId)) return null;
    return {
      role: role as Role,
      id,
      version,
      sessionId,
      expiresAt: new Date((payload.exp ?? 0) * 1000),
      issuedAt: new Date((payload.iat ?? 0) * 1000),
    };
  } catch {
    return null;
  }
}

/** Both functions bound to one secret: decorated on the app as `app.tokens`. */
export type Tokens = {
  signAccessToken(subject: SessionSubject, options?: TokenOptions): Promise<string>;
  verifyAccessToken(token: string): Promise<VerifiedAccessToken | null>;
};

export function createTokens(secret: string): Tokens {
  return {
    signAccessToken: (subject, options) => signAccessToken(secret, subject, options),
    verifyAccessToken: (token) => verifyAccessToken(secret, token),
  };
}

/**
 * Whether a verified token's session is still current, and ending it (the auth module stores them;
 * the HTTP auth plugin asks, so the type lives here, below both).
 */
export type SessionStore = {
  isCurrent(token: VerifiedAccessToken): Promise<boolean>;
  /** Ends the token's session; the row is kept until the token would have expired. */
  end(token: VerifiedAccessToken): Promise<void>;
};
