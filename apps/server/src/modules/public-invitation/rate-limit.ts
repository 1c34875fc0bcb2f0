// Fixed-window rate limits counted in PostgreSQL (rate_limit_counters), so every replica sees the
// same counts: a limit allows `max` hits per subject (an address, a code) in each window of
// `windowMs`; past it the call answers 429 with Retry-After until the window ends.
import { TooManyRequestsError } from '../../http/errors.ts';
import type { LocalizedText } from '../../http/language.ts';

export type RateLimit = Readonly<{
  /** Names the counter (e.g. `invitation-read-address`). */
  bucket: string;
  max: number;
  windowMs: number;
  message: LocalizedText;
}>;

export type RateLimitStore = {
  /** Adds one hit and answers the window's count, that hit included. */
  increment(bucket: string, subject: string, windowStart: Date): Promise<number>;
  count(bucket: string, subject: string, windowStart: Date): Promise<number>;
  /** Forgets windows that started before `before` (housekeeping). */
  purge(before: Date): Promise<void>;
};

export type RateLimiter = {
  /** Counts a hit; 429 when it passes the limit. */
  hit(limit: RateLimit, subject: string): Promise<void>;
  /** 429 when the subject already used up the window, without counting. */
  check(limit: RateLimit, subject: string): Promise<void>;
  /** Counts a hit without refusing (the refusal comes from the next check). */
  record(limit: RateLimit, subject: string): Promise<void>;
};

/** Counter rows older than this are deleted when a new window starts. */
const KEEP_MS = 24 * 3600 * 1000;

export function createRateLimiter(
  store: RateLimitStore,
  now: () => Date = () => new Date(),
): RateLimiter {
  function window(limit: RateLimit) {
    const at = now().getTime();
    const start = Math.floor(at / limit.windowMs) * limit.windowMs;
    return {
      start: new Date(start),
      retryAfter: Math.max(1, Math.ceil((start + limit.windowMs - at) / 1000)),
    };
  }

  async function count(limit: RateLimit, subject: string, start: Date): Promise<number> {
    const hits = await store.increment(limit.bucket, subject, start);
    if (hits === 1) await store.purge(new Date(now().getTime() - KEEP_MS));
    return hits;
  }

  return {
    async hit(limit, subject) {
      const { start, retryAfter } = window(limit);
      if ((await count(limit, subject, start)) > limit.max) {
        throw new TooManyRequestsError(limit.message, retryAfter);
      }
    },
    async check(limit, subject) {
      const { start, retryAfter } = window(limit);
      if ((await store.count(limit.bucket, subject, start)) >= limit.max) {
        throw new TooManyRequestsError(limit.message, retryAfter);
      }
    },
    async record(limit, subject) {
      await count(limit, subject, window(limit).start);
    },
  };
}
