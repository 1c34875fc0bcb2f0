// The token of a notice's one-click unsubscribe link: `<client id>.<HMAC>` over the client id, with
// its own key derived from the session secret. Stateless and without expiry, as an unsubscribe link
// in an old email must still work; it can do one thing only (turn the notices off).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { derivedKey } from './derived-key.ts';

export type UnsubscribeTokens = {
  issue(clientId: number): string;
  /** The client a genuine token names; null for anything else. */
  verify(token: string): number | null;
};

export function createUnsubscribeTokens(sessionSecret: string): UnsubscribeTokens {
  const key = derivedKey(sessionSecret, 'convite unsubscribe key');
  const mac = (clientId: number) =>
    createHmac('sha256', key).update(`answer-notices\n${clientId}`).digest();
  return {
    issue(clientId) {
      return `${clientId}.${mac(clientId).toString('base64url')}`;
    },
    verify(token) {
      const match = /^([1-9][0-9]{0,9})\.([A-Za-z0-9_-]{43})$/.exec(token);
      if (!match?.[1] || !match[2]) return null;
      const clientId = Number(match[1]);
      const given = Buffer.from(match[2], 'base64url');
      const expected = mac(clientId);
      return given.length === expected.length && timingSafeEqual(given, expected) ? clientId : null;
    },
  };
}
