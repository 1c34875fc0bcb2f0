import { createHash, randomBytes } from 'node:crypto';

// Verification and reset tokens: 32 random bytes (256 bits) sent in the link as base64url; only
// their SHA-256 hash is stored, so a database leak gives no usable link.

export type OneTimeTokenPurpose = 'verification' | 'reset';

export const ONE_TIME_TOKEN_TTL_MS: Record<OneTimeTokenPurpose, number> = {
  verification: 48 * 60 * 60 * 1000,
  reset: 60 * 60 * 1000,
};

export function hashOneTimeToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export function createOneTimeToken(
  purpose: OneTimeTokenPurpose,
  now: Date = new Date(),
): { token: string; tokenHash: string; expiresAt: Date } {
  const token = randomBytes(32).toString('base64url');
  return {
    token,
    tokenHash: hashOneTimeToken(token),
    expiresAt: new Date(now.getTime() + ONE_TIME_TOKEN_TTL_MS[purpose]),
  };
}
