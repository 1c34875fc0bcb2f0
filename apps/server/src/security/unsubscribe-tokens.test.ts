import { describe, expect, it } from 'vitest';
import { createUnsubscribeTokens } from './unsubscribe-tokens.ts';

describe('unsubscribe tokens', () => {
  const tokens = createUnsubscribeTokens('a session secret of enough length for tests');

  it('names the client it was issued for', () => {
    expect(tokens.verify(tokens.issue(42))).toBe(42);
  });

  it('refuses a token whose client id was changed', () => {
    const [, mac] = tokens.issue(42).split('.');
    expect(tokens.verify(`43.${mac}`)).toBeNull();
  });

  it('refuses a token of another secret, and malformed ones', () => {
    const other = createUnsubscribeTokens('another secret of enough length for tests');
    expect(tokens.verify(other.issue(42))).toBeNull();
    for (const bad of ['', '42', '42.', 'x.y', `0.${'a'.repeat(43)}`, `42.${'a'.repeat(44)}`]) {
      expect(tokens.verify(bad)).toBeNull();
    }
  });
});
