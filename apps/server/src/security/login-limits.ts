// Login limits, counted in PostgreSQL (rate-limit.ts) so every replica agrees, and counted before the
// password is checked, so 60 simultaneous guesses get exactly as many checks as the limit allows.
//
// - Per account, from devices it has never signed in on: 10 failures in a 15-minute window, then 429
//   even for the right password.
// - Per device that has signed in to the account before (a device token, device-tokens.ts): its own
//   10 failures. So someone who knows the email can lock strangers out of it, but never its owner's
//   own phone or computer; and a stolen device token gives a guesser no more than 10 tries either.
// - Per client address, over every account, from unknown devices: 50 failures, against one password
//   sprayed across many accounts. Generous: a carrier's address is shared by many phones.
// A success takes its attempt back, and clears the account's unknown-device count (as a reset link
// does); it answers a device token for the next sign-in.
import { serverTexts } from '@convite/i18n/server-texts';
import type { DeviceTokens } from './device-tokens.ts';
import { tryAgainIn, type RateLimit, type RateLimiter } from './rate-limit.ts';

export type AccountKind = 'client' | 'admin' | 'promoter';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILED_LOGINS = 10;
export const MAX_FAILED_LOGINS_PER_ADDRESS = 50;

const tooManyAttempts = tryAgainIn(serverTexts.rateLimit.tooManyFailedLogins);
const tooManyFromAddress = tryAgainIn(serverTexts.rateLimit.tooManyFailedLoginsFromAddress);

export const LOGIN_LIMITS = {
  unknownDevices: {
    bucket: 'login-account',
    max: MAX_FAILED_LOGINS,
    windowMs: LOGIN_WINDOW_MS,
    message: tooManyAttempts,
  },
  knownDevice: {
    bucket: 'login-device',
    max: MAX_FAILED_LOGINS,
    windowMs: LOGIN_WINDOW_MS,
    message: tooManyAttempts,
  },
  address: {
    bucket: 'login-address',
    max: MAX_FAILED_LOGINS_PER_ADDRESS,
    windowMs: LOGIN_WINDOW_MS,
    message: tooManyFromAddress,
  },
} as const satisfies Record<string, RateLimit>;

export type LoginAttempt = {
  kind: AccountKind;
  /** Normalised (trimmed, lower-case). */
  email: string;
  /** The client's address (IPv6 by its /64). */
  address: string;
  deviceToken?: string;
};

export type LoginLimits = {
  /** Counts the attempt; 429 when a limit is reached. Call `succeeded` once the password matched. */
  begin(attempt: LoginAttempt): Promise<{ succeeded(): Promise<{ deviceToken: string }> }>;
  /** The owner proved the email another way (a reset link): unknown devices may try again. */
  forgive(kind: AccountKind, email: string): Promise<void>;
};

export function createLoginLimits(limiter: RateLimiter, devices: DeviceTokens): LoginLimits {
  const account = (kind: AccountKind, email: string) => `${kind}:${email}`;
  return {
    async begin({ kind, email, address, deviceToken }) {
      const deviceId = devices.verify(deviceToken, kind, email);
      const reservation = await limiter.reserve(
        deviceId === null
          ? [
              [LOGIN_LIMITS.unknownDevices, account(kind, email)],
              [LOGIN_LIMITS.address, address],
            ]
          : [[LOGIN_LIMITS.knownDevice, `${kind}:${deviceId}`]],
      );
      return {
        async succeeded() {
          await reservation.release();
          if (deviceId === null)
            await limiter.clear(LOGIN_LIMITS.unknownDevices, account(kind, email));
          return { deviceToken: devices.issue(kind, email, deviceId ?? undefined) };
        },
      };
    },

    forgive: (kind, email) => limiter.clear(LOGIN_LIMITS.unknownDevices, account(kind, email)),
  };
}
