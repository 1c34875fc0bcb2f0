// Fixed-window counters kept in PostgreSQL (rate_limit_counters), so every replica sees the same
// counts: a limit allows `max` hits per subject (a guest, an address, an account) in each window of
// `windowMs`; past it the call answers 429 with Retry-After until the window ends. A hit is counted
// before the work it limits (one INSERT … ON CONFLICT … RETURNING), so simultaneous requests can
// never do more than `max` between them.
import { fill, serverTexts, type LocalizedText } from '@convite/i18n/server-texts';
import { isIPv4, isIPv6 } from 'node:net';
import { RateLimitedError } from '../domain/errors.ts';

export type RateLimit = Readonly<{
  /** Names the counter (e.g. `invitation-answer-guest`). */
  bucket: string;
  max: number;
  windowMs: number;
  /** The 429's message, or one made from the seconds until the window ends. */
  message: LocalizedText | ((retryAfterSeconds: number) => LocalizedText);
}>;

export type CounterKey = Readonly<{ bucket: string; subject: string }>;

export type RateLimitStore = {
  /** Adds one hit and answers the window's count, that hit included. */
  increment(bucket: string, subject: string, windowStart: Date): Promise<number>;
  /** Adds one hit to each counter in one statement; answers their counts in the order given. */
  incrementAll(keys: readonly CounterKey[], windowStart: Date): Promise<number[]>;
  /** Takes one hit back from each counter (a reservation released). */
  decrementAll(keys: readonly CounterKey[], windowStart: Date): Promise<void>;
  /** Forgets a subject's counts in every window (the owner proved who they are). */
  clear(bucket: string, subject: string): Promise<void>;
  /** Forgets windows that started before `before` (housekeeping). */
  purge(before: Date): Promise<void>;
};

export type RateLimiter = {
  /** Counts a hit; 429 when it passes the limit. */
  hit(limit: RateLimit, subject: string): Promise<void>;
  /**
   * Judges a hit another statement counted (`counterHitSql`, rate-limits.repository.ts, in the
   * window of `at`):
   * `hits` is the window's count, that hit included. 429 when it passes the limit, as `hit`.
   */
  counted(limit: RateLimit, hits: number, at: Date): Promise<void>;
  /**
   * Counts an attempt against each limit at once (limits of one window length), before the attempt
   * is made; 429, counting nothing, when any is past its limit. `release` takes the attempt back
   * (it succeeded, so only failures stay counted).
   */
  reserve(
    entries: readonly (readonly [RateLimit, string])[],
  ): Promise<{ release(): Promise<void> }>;
  clear(limit: RateLimit, subject: string): Promise<void>;
};

/** A 429 message: what happened, then when to try again (`… Inténtalo de nuevo en 3 minutos.`). */
export function tryAgainIn(what: LocalizedText): (retryAfterSeconds: number) => LocalizedText {
  return (seconds) => {
    const n = Math.max(1, Math.ceil(seconds / 60));
    const texts = serverTexts.rateLimit;
    return fill(n === 1 ? texts.tryAgainInOneMinute : texts.tryAgainInMinutes, {
      what,
      minutes: n,
    });
  };
}

function refusal(limit: RateLimit, retryAfter: number): RateLimitedError {
  const message = typeof limit.message === 'function' ? limit.message(retryAfter) : limit.message;
  return new RateLimitedError(message, retryAfter);
}

/**
 * Counter rows older than this are deleted when a new window starts (at most once a minute per
 * limiter: every guest's first answer starts a window; the hourly clean-up job purges them too).
 */
export const KEEP_COUNTERS_MS = 24 * 3600 * 1000;
const PURGE_EVERY_MS = 60_000;

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
  let purgedAt = Number.NEGATIVE_INFINITY;
  async function judge(limit: RateLimit, hits: number, at: number): Promise<void> {
    if (hits === 1 && Math.abs(at - purgedAt) >= PURGE_EVERY_MS) {
      purgedAt = at;
      await store.purge(new Date(at - KEEP_COUNTERS_MS));
    }
    if (hits > limit.max) throw refusal(limit, fixedWindow(at, limit.windowMs).retryAfter);
  }

  return {
    async hit(limit, subject) {
      const at = now().getTime();
      const { start } = fixedWindow(at, limit.windowMs);
      await judge(limit, await store.increment(limit.bucket, subject, start), at);
    },

    counted: (limit, hits, at) => judge(limit, hits, at.getTime()),

    async reserve(entries) {
      const windowMs = entries[0]?.[0].windowMs ?? 0;
      if (entries.some(([limit]) => limit.windowMs !== windowMs)) {
        throw new Error('reserve: the limits must share one window length');
      }
      const { start, retryAfter } = fixedWindow(now().getTime(), windowMs);
      const keys = entries.map(([limit, subject]) => ({ bucket: limit.bucket, subject }));
      const hits = await store.incrementAll(keys, start);
      const release = () => store.decrementAll(keys, start);
      const over = entries.find(([limit], index) => (hits[index] ?? 0) > limit.max);
      if (over !== undefined) {
        await release();
        throw refusal(over[0], retryAfter);
      }
      return { release };
    },

    clear: (limit, subject) => store.clear(limit.bucket, subject),
  };
}

/** For callers that are no guest's phone (the demo seed). */
export const UNLIMITED_RATE_LIMITER: RateLimiter = {
  hit: async () => {},
  counted: async () => {},
  reserve: async () => ({ release: async () => {} }),
  clear: async () => {},
};

/** The 16-bit groups of a valid IPv6 address (an IPv4 tail becomes the last two). */
function ipv6Groups(address: string): number[] {
  let text = address.split('%')[0] ?? '';
  const tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (tail) {
    const [a, b, c, d] = tail.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', rest] = text.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = rest === undefined || rest === '' ? [] : rest.split(':');
  const zeros = rest === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((group) => Number.parseInt(group, 16));
}

/**
 * What an address counts as. IPv4 (also written IPv4-mapped) as it is; IPv6 by its /64, since one
 * subscriber is given a whole /64 and could otherwise take a new address for every guess.
 */
export function addressSubject(address: string): string {
  if (isIPv4(address) || !isIPv6(address)) return address;
  const groups = ipv6Groups(address);
  const isMapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (isMapped) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}
