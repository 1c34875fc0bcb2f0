// Login throttle: after 10 failed logins on one account (account kind + email) within 15 minutes,
// further attempts are refused, even with the right password, until the oldest of those failures
// leaves the window. A successful login clears the count. The attempts live in PostgreSQL
// (login_attempts), so every replica sees the same count.

export type AccountKind = 'client' | 'admin' | 'promoter';

export const MAX_FAILED_LOGINS = 10;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

export type LoginAttemptStore = {
  /** Times of the failures since `since` that came after the account's last success, oldest first. */
  recentFailures(kind: AccountKind, email: string, since: Date): Promise<Date[]>;
  record(kind: AccountKind, email: string, succeeded: boolean, at: Date): Promise<void>;
  /** Forgets attempts older than `before` (housekeeping). */
  prune(kind: AccountKind, email: string, before: Date): Promise<void>;
};

export type LoginThrottle = {
  /** Null when the account may try; else the seconds until it may try again. */
  lockedFor(kind: AccountKind, email: string): Promise<number | null>;
  recordFailure(kind: AccountKind, email: string): Promise<void>;
  recordSuccess(kind: AccountKind, email: string): Promise<void>;
};

export function createLoginThrottle(
  store: LoginAttemptStore,
  now: () => Date = () => new Date(),
): LoginThrottle {
  const key = (email: string) => email.trim().toLowerCase();
  return {
    async lockedFor(kind, email) {
      const at = now();
      const failures = await store.recentFailures(
        kind,
        key(email),
        new Date(at.getTime() - LOGIN_WINDOW_MS),
      );
      if (failures.length < MAX_FAILED_LOGINS) return null;
      // Free again once enough failures have left the window to bring the count under the limit.
      const freeAt =
        (failures[failures.length - MAX_FAILED_LOGINS] ?? at).getTime() + LOGIN_WINDOW_MS;
      return Math.max(1, Math.ceil((freeAt - at.getTime()) / 1000));
    },
    async recordFailure(kind, email) {
      const at = now();
      await store.record(kind, key(email), false, at);
      await store.prune(kind, key(email), new Date(at.getTime() - LOGIN_WINDOW_MS));
    },
    async recordSuccess(kind, email) {
      await store.record(kind, key(email), true, now());
    },
  };
}
