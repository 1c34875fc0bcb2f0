import { describe, expect, it } from 'vitest';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords.ts';

describe('password hashing', () => {
  it('stores argon2id with the OWASP parameters and verifies only the right password', async () => {
    const hash = await hashPassword('Convite.2026!');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'Convite.2026!')).toBe(true);
    expect(await verifyPassword(hash, 'convite.2026!')).toBe(false);
  });

  it('salts each hash', async () => {
    expect(await hashPassword('Convite.2026!')).not.toBe(await hashPassword('Convite.2026!'));
  });

  it('treats a malformed stored hash as a failed check', async () => {
    expect(await verifyPassword('not-a-hash', 'Convite.2026!')).toBe(false);
  });

  it('always fails against the dummy hash', async () => {
    expect(await verifyAgainstDummy('Dummy.Password.1')).toBe(false);
  });
});
