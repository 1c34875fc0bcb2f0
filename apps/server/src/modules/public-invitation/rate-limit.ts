// Fixed-window counters kept in PostgreSQL (rate_limit_counters), so every replica sees the same
// counts: a limit allows `max` hits per subject (a guest, an address) in each window of
// `windowMs`; past it the call answers 429 with Retry-After until the window ends.
import { TooManyRequestsError } from '../../http/errors.ts';
import type { LocalizedText } from '../../http/language.ts';

export type RateLimit = Readonly<{
  /** Names the counter (e.g. `invitation-answer-guest`). */
  bucket: string;
  max: number;
  windowMs: number;
  message: LocalizedText;
}>;

export type CounterKey = Readonly<{ bucket: string; subject: string }>;

export type RateLimitStore = {
  /** Adds one hit and answers the window's count, that hit included. */
  increment(bucket: string, subject: string, windowStart: Date): Promise<number>;
  /** Adds one hit to each counter in one statement; answers their counts in the order given. */
  incrementAll(keys: readonly CounterKey[], windowStart: Date): Promise<number[]>;
  /** The counters' counts in the window (0 for one never hit), in the order given. */
  countAll(keys: readonly CounterKey[], windowStart: Date): Promise<number[]>;
  /** Forgets windows that started before `before` (housekeeping). */
  purge(before: Date): Promise<void>;
};

export type RateLimiter = {
  /** Counts a hit; 429 when it passes the limit. */
  hit(limit: RateLimit, subject: string): Promise<void>;
};

/** Counter rows older than this are deleted when a new window starts. */
export const KEEP_COUNTERS_MS = 24 * 3600 * 1000;

/** The fixed window `at` falls in, and the seconds until it ends (at least 1, for Retry-After). */
export function fixedWindow(at: number, windowMs: number): { start: Date; retryAfter: number } {
  const start = Math.floor(at / windowMs) * windowMs;
  return {
    start: new Date(start),
    retryAfter: Math.max(1, Math.ceil((start + windowMs - at) / 1000)),
  };
}

export function createRateLimiter(
  store: RateLimitStore,
  now: () => Date = () => new Date(),
): RateLimiter {
  return {
    async hit(limit, subject) {
      const { start, retryAfter } = fixedWindow(now().getTime(), limit.windowMs);
      const hits = await store.increment(limit.bucket, subject, start);
      if (hits === 1) await store.purge(new Date(now().getTime() - KEEP_COUNTERS_MS));
      if (hits > limit.max) throw new TooManyRequestsError(limit.message, retryAfter);
    },
  };
}

/** For callers that are no guest's phone (the demo seed). */
export const UNLIMITED_RATE_LIMITER: RateLimiter = { hit: async () => {} };
