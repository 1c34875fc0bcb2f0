import { describe, expect, it } from 'vitest';
import { checkPassword, isStrongPassword } from './password.ts';

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

  it('counts accented letters as letters, as the API does', () => {
    expect(checkPassword('ÑANDÚ')).toMatchObject({ lowercase: false, uppercase: true });
    expect(checkPassword('ñandú')).toMatchObject({ lowercase: true, uppercase: false });
    expect(isStrongPassword('ÉLçñ.202')).toBe(true);
  });

  it('needs at least 8 characters', () => {
    expect(isStrongPassword('Bo.20a1')).toBe(false);
    expect(isStrongPassword('Bo.20a12')).toBe(true);
  });
});

describe('isStrongPassword', () => {
  it.each(['Convite.2026', 'Abcdefg1/', 'aB3$aB3$', 'Ñandú.2026x'])('accepts %s', (password) => {
    expect(isStrongPassword(password)).toBe(true);
  });

  it.each([
    ['too short', 'Ab1.xyz'],
    ['no uppercase', 'convite.2026'],
    ['no lowercase', 'CONVITE.2026'],
    ['no digit', 'Convite.dos'],
    ['no special character', 'Convite2026'],
    ['special character outside the set', 'Convite2026#'],
  ])('refuses a password with %s', (_why, password) => {
    expect(isStrongPassword(password)).toBe(false);
  });
});
