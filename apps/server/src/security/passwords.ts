import { hash, verify } from '@node-rs/argon2';

// argon2id with the OWASP parameters (m=19456 KiB, t=2, p=1). `Algorithm` is an ambient const enum,
// which isolatedModules cannot read, so its value (Argon2id = 2) is written here.
const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash is a failed check, never a 500.
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the time of one verification when there is no account to check against, so a login for
 * an unknown email takes as long as one with a wrong password.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('Dummy.Password.1');
  await verifyPassword(await dummyHash, password);
  return false;
}
