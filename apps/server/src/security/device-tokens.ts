// Device tokens: the proof that this browser has signed in to this account before (OWASP's "device
// cookie"). Login limits count attempts from known devices apart from everyone else's, so an attacker
// who knows an email can lock out strangers to it but never the owner's own phone: their device's
// attempts are counted on its own counter. A token is `<device id>.<issued, seconds>.<HMAC>` over the
// account kind, the email and both: stateless, with its own key derived from the session secret.
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { derivedKey } from './derived-key.ts';
import type { AccountKind } from './login-limits.ts';

const LIFETIME_SECONDS = 365 * 24 * 3600;

export type DeviceTokens = {
  issue(kind: AccountKind, email: string, deviceId?: string): string;
  /** The device id of a genuine, unexpired token for this account; null otherwise. */
  verify(token: string | undefined, kind: AccountKind, email: string): string | null;
};

export function createDeviceTokens(
  sessionSecret: string,
  now: () => Date = () => new Date(),
): DeviceTokens {
  const key = derivedKey(sessionSecret, 'convite device-token key');
  const mac = (kind: AccountKind, email: string, deviceId: string, issued: number) =>
    createHmac('sha256', key).update(`${kind}\n${email}\n${deviceId}\n${issued}`).digest();
  const seconds = () => Math.floor(now().getTime() / 1000);

  return {
    issue(kind, email, deviceId = randomUUID()) {
      const issued = seconds();
      return `${deviceId}.${issued}.${mac(kind, email, deviceId, issued).toString('base64url')}`;
    },

    verify(token, kind, email) {
      const [deviceId, issuedText, signature, ...rest] = (token ?? '').split('.');
      if (!deviceId || !issuedText || !signature || rest.length > 0) return null;
      const issued = Number(issuedText);
      if (!Number.isSafeInteger(issued) || seconds() - issued > LIFETIME_SECONDS) return null;
      const expected = mac(kind, email, deviceId, issued);
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return deviceId;
    },
  };
}
