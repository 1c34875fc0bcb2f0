// The token of a couple's read-only look at one guest's invitation: `<guest id>.<expiry in epoch
// seconds>.<HMAC>` over both, with its own key derived from the session secret. Short-lived and
// stateless; it only shows a page (the public invitation refuses any answer sent with it).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { derivedKey } from './derived-key.ts';

/** How long a preview link works: long enough to look around, short enough not to be shared. */
export const PREVIEW_TTL_MS = 30 * 60_000;

export type PreviewCheck =
  | { kind: 'valid'; guestId: number }
  | { kind: 'expired' }
  /** Malformed or not signed by this server. */
  | { kind: 'forged' };

export type PreviewTokens = {
  issue(guestId: number, now: Date): { token: string; expiresAt: Date };
  verify(token: string, now: Date): PreviewCheck;
};

const TOKEN = /^([1-9][0-9]{0,9})\.([1-9][0-9]{0,11})\.([A-Za-z0-9_-]{43})$/;

export function createPreviewTokens(sessionSecret: string): PreviewTokens {
  const key = derivedKey(sessionSecret, 'convite guest preview key');
  const mac = (guestId: number, expires: number) =>
    createHmac('sha256', key).update(`guest-preview\n${guestId}\n${expires}`).digest();
  return {
    issue(guestId, now) {
      const expires = Math.ceil((now.getTime() + PREVIEW_TTL_MS) / 1000);
      return {
        token: `${guestId}.${expires}.${mac(guestId, expires).toString('base64url')}`,
        expiresAt: new Date(expires * 1000),
      };
    },
    verify(token, now) {
      const match = TOKEN.exec(token);
      if (!match?.[1] || !match[2] || !match[3]) return { kind: 'forged' };
      const guestId = Number(match[1]);
      const expires = Number(match[2]);
      const given = Buffer.from(match[3], 'base64url');
      const expected = mac(guestId, expires);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        return { kind: 'forged' };
      }
      return expires * 1000 <= now.getTime() ? { kind: 'expired' } : { kind: 'valid', guestId };
    },
  };
}
