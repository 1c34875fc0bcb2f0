import { randomBytes } from 'node:crypto';

// Crockford's base32: digits and capitals without I, L, O and U (nothing to misread).
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** 8 characters of Crockford base32 (40 random bits) from the system's cryptographic source. */
export function newGuestCode(): string {
  const bytes = randomBytes(5);
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  let code = '';
  for (let index = 0; index < 8; index += 1) {
    code = CROCKFORD[Number(bits & 31n)] + code;
    bits >>= 5n;
  }
  return code;
}
