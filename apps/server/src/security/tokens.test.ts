import { decodeJwt, decodeProtectedHeader, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createTokens, signAccessToken, verifyAccessToken } from './tokens.ts';

const SECRET = 'a-test-secret-of-at-least-32-characters!';

describe('access tokens', () => {
  it('carry sub, typ, aud, iss, the role expiry, a session id and the token version, signed HS256', async () => {
    const now = new Date('2026-05-01T12:00:00Z');
    const client = await signAccessToken(SECRET, { role: 'client', id: 42, version: 0 }, { now });
    const admin = await signAccessToken(SECRET, { role: 'admin', id: 3, version: 0 }, { now });
    expect(decodeProtectedHeader(client).alg).toBe('HS256');
    const claims = decodeJwt(client);
    expect(claims).toMatchObject({ sub: '42', typ: 'client', aud: 'convite', iss: 'convite' });
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(7 * 24 * 3600);
    expect(claims.ver).toBe(0);
    // Every sign-in is its own session, which "Cerrar sesión" can end alone.
    expect(claims.jti).toMatch(/^[0-9a-f-]{36}$/);
    expect(
      decodeJwt(await signAccessToken(SECRET, { role: 'client', id: 42, version: 0 })).jti,
    ).not.toBe(claims.jti);
    const adminClaims = decodeJwt(admin);
    expect((adminClaims.exp ?? 0) - (adminClaims.iat ?? 0)).toBe(12 * 3600);
  });

  it('verify back to the role, id, version and session', async () => {
    const token = await signAccessToken(SECRET, { role: 'promoter', id: 9, version: 4 });
    await expect(verifyAccessToken(SECRET, token)).resolves.toMatchObject({
      role: 'promoter',
      id: 9,
      version: 4,
      sessionId: decodeJwt(token).jti,
    });
  });

  it('refuse a token signed before sessions had ids and versions', async () => {
    const key = new TextEncoder().encode(SECRET);
    const legacy = await new SignJWT({ typ: 'client' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setAudience('convite')
      .setIssuer('convite')
      .setExpirationTime('1h')
      .sign(key);
    await expect(verifyAccessToken(SECRET, legacy)).resolves.toBeNull();
  });

  it('refuse another key, expiry, another audience and unknown kinds', async () => {
    const key = new TextEncoder().encode(SECRET);
    const forged = await signAccessToken('another-secret-another-secret-another', {
      role: 'admin',
      id: 1,
      version: 0,
    });
    const expired = await signAccessToken(
      SECRET,
      { role: 'client', id: 1, version: 0 },
      { expiresInSeconds: -10 },
    );
    const otherAudience = await new SignJWT({ typ: 'client' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setAudience('someone-else')
      .setIssuer('convite')
      .setExpirationTime('1h')
      .sign(key);
    const unknownRole = await new SignJWT({ typ: 'root' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setAudience('convite')
      .setIssuer('convite')
      .setExpirationTime('1h')
      .sign(key);
    const badSubject = await new SignJWT({ typ: 'client' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1abc')
      .setAudience('convite')
      .setIssuer('convite')
      .setExpirationTime('1h')
      .sign(key);
    for (const token of [forged, expired, otherAudience, unknownRole, badSubject, 'garbage', '']) {
      await expect(verifyAccessToken(SECRET, token)).resolves.toBeNull();
    }
  });

  it('bind to one secret through createTokens', async () => {
    const tokens = createTokens(SECRET);
    const token = await tokens.signAccessToken({ role: 'client', id: 5, version: 0 });
    await expect(tokens.verifyAccessToken(token)).resolves.toMatchObject({
      role: 'client',
      id: 5,
      version: 0,
    });
    await expect(createTokens(`${SECRET}x`).verifyAccessToken(token)).resolves.toBeNull();
  });
});
