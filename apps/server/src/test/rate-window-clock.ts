// Rate-limit tests freeze Date a minute into a counting window, so that every attempt they make falls
// in one window. The minute is always in the past: when the test gives the clock back, time moves on.
// A clock set ahead and then given back went backwards, and pg-boss's workers, which measure their
// polling with Date, slept out the difference (up to 15 minutes): the next tests' emails never left.

/** A minute into the latest window of `windowMs` that has already run a minute. */
export function aMinuteIntoAWindow(windowMs: number, now = Date.now()): number {
  const start = Math.floor(now / windowMs) * windowMs;
  return start + 60_000 <= now ? start + 60_000 : start - windowMs + 60_000;
}
