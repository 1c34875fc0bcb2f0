// A new guest's personal code, and the row that carries it: what every insert of a guest (the form's
// or an import's) writes.
import { randomBytes } from 'node:crypto';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { guestSearchName, type GuestFields } from './guest-values.ts';

// Crockford's base32: digits and capitals without I, L, O and U (nothing to misread).
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const CODE_ATTEMPTS = 5;

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

/** A new guest's row: its fields, a fresh code and the folded name the search reads. */
export const newGuestRow = (weddingId: number, fields: GuestFields) => ({
  ...fields,
  weddingId,
  code: newGuestCode(),
  searchName: guestSearchName(fields.name, fields.lastName),
});

/** A guest code collision (40 random bits) is rare: the whole write is retried with new codes. */
export async function withFreshCodes<T>(write: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await write();
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= CODE_ATTEMPTS) throw error;
    }
  }
}
