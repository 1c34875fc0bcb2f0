import { describe, expect, it } from 'vitest';
import { createOneTimeToken, hashOneTimeToken } from './one-time-tokens.ts';

describe('one-time tokens', () => {
  it('are 32 random bytes in base64url, stored only as their SHA-256 hash', () => {
    const { token, tokenHash } = createOneTimeToken('verification');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(tokenHash).not.toContain(token);
    expect(hashOneTimeToken(token)).toBe(tokenHash);
  });

  it('differ every time', () => {
    const tokens = new Set(Array.from({ length: 50 }, () => createOneTimeToken('reset').token));
    expect(tokens.size).toBe(50);
  });

  it('expire after 48 hours for verification and 60 minutes for reset', () => {
    const now = new Date('2026-05-01T12:00:00Z');
    expect(createOneTimeToken('verification', now).expiresAt.toISOString()).toBe(
      '2026-05-03T12:00:00.000Z',
    );
    expect(createOneTimeToken('reset', now).expiresAt.toISOString()).toBe(
      '2026-05-01T13:00:00.000Z',
    );
  });
});
