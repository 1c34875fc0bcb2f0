// A household's pass for the door: `<guest id>.<HMAC>`, with its own key derived from the session
// secret. Never the guest's code: a photo of a pass identifies the household to a door helper and
// grants nothing else (it cannot open the answer form). Stateless and short enough for a small QR
// code that a phone reads fast; the MAC covers a format version, so passes can be reissued by
// raising it.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { derivedKey } from './derived-key.ts';

const VERSION = 1;
/** 128 bits of MAC: 22 base64url characters. */
const MAC_BYTES = 16;
const TOKEN = /^([1-9][0-9]{0,9})\.([A-Za-z0-9_-]{22})$/;

export type PassTokens = {
  issue(guestId: number): string;
  /** The guest id the token was issued for, or null when it is malformed or not ours. */
  verify(token: string): number | null;
};

export function createPassTokens(sessionSecret: string): PassTokens {
  const key = derivedKey(sessionSecret, 'convite household pass key');
  const mac = (guestId: number) =>
    createHmac('sha256', key)
      .update(`pass\n${VERSION}\n${guestId}`)
      .digest()
      .subarray(0, MAC_BYTES);
  return {
    issue: (guestId) => `${guestId}.${mac(guestId).toString('base64url')}`,
    verify(token) {
      const match = TOKEN.exec(token);
      if (!match?.[1] || !match[2]) return null;
      const guestId = Number(match[1]);
      if (guestId > 2147483647) return null;
      const given = Buffer.from(match[2], 'base64url');
      const expected = mac(guestId);
      return given.length === expected.length && timingSafeEqual(given, expected) ? guestId : null;
    },
  };
}
