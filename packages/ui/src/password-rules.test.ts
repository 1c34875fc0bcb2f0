import { describe, expect, it } from 'vitest';
import { checkPassword, isStrongPassword } from './password-rules.ts';

describe('password rules', () => {
  it('checks each rule on its own', () => {
    expect(checkPassword('')).toEqual({
      length: false,
      lowercase: false,
      uppercase: false,
      digit: false,
      special: false,
    });
    expect(checkPassword('abcdefgh')).toEqual({
      length: true,
      lowercase: true,
      uppercase: false,
      digit: false,
      special: false,
    });
    expect(checkPassword('A1/')).toEqual({
      length: false,
      lowercase: false,
      uppercase: true,
      digit: true,
      special: true,
    });
  });

  it.each(['.', '@', '$', '!', '%', '*', '?', '&', '/'])(
    'accepts %s as the special character',
    (special) => {
      expect(isStrongPassword(`Boda2026${special}`)).toBe(true);
    },
  );

  it.each(['#', '-', '_', ' ', '+'])('does not count %s as a special character', (other) => {
    expect(isStrongPassword(`Boda2026${other}`)).toBe(false);
  });

  it('needs at least 8 characters', () => {
    expect(isStrongPassword('Bo.20a1')).toBe(false);
    expect(isStrongPassword('Bo.20a12')).toBe(true);
  });
});
