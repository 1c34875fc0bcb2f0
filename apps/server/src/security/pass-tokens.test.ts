import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createPassTokens } from './pass-tokens.ts';

describe('pass tokens', () => {
  const passes = createPassTokens('a-session-secret-of-at-least-32-chars!!');

  it('names the guest it was issued for, and is short enough for a small QR code', () => {
    const token = passes.issue(4321);
    expect(token).toMatch(/^4321\.[A-Za-z0-9_-]{22}$/);
    expect(passes.verify(token)).toBe(4321);
  });

  it('is the documented MAC, so a pass printed by an earlier version still opens', () => {
    const key = createHmac('sha256', 'a-session-secret-of-at-least-32-chars!!')
      .update('convite household pass key')
      .digest();
    const mac = createHmac('sha256', key).update('pass\n1\n4321').digest().subarray(0, 16);
    expect(passes.issue(4321)).toBe(`4321.${mac.toString('base64url')}`);
  });

  it('refuses a token for another guest, another secret, or a changed character', () => {
    const token = passes.issue(7);
    const [, mac = ''] = token.split('.');
    expect(passes.verify(`8.${mac}`)).toBeNull();
    expect(createPassTokens('another-secret-of-at-least-32-chars!!!').verify(token)).toBeNull();
    const flipped = mac.startsWith('A') ? `B${mac.slice(1)}` : `A${mac.slice(1)}`;
    expect(passes.verify(`7.${flipped}`)).toBeNull();
  });

  it('refuses what is not a token at all', () => {
    for (const bad of [
      '',
      '7',
      '0.AAAAAAAAAAAAAAAAAAAAAA',
      '99999999999.AAAAAAAAAAAAAAAAAAAAAA',
      'x.y',
    ]) {
      expect(passes.verify(bad)).toBeNull();
    }
  });
});
