// What the Stripe webhook does with requests it refuses (a bad or missing signature, a body that is
// not an event): each leaves at most one short line in the log (the address, the status, the
// reason's code: never the body, the headers or a stack), within a budget of lines a minute for the
// process, then one summary line for the rest of that minute; and an address refused too often in a
// minute is answered 429 with Retry-After, before its body is even read, until the minute ends.
// Counted in this process's memory: a storm costs no database work, and each replica bounds its own
// log. Stripe's own deliveries come from other addresses than a storm's, and Stripe retries a 429.
export type RefusalLog = (details: object, message: string) => void;

export type WebhookRefusalsOptions = {
  /** Milliseconds since the epoch (tests move it). */
  now?: () => number;
  windowMs?: number;
  /** Refusals answered (400) per address and window before the address is answered 429. */
  perAddress?: number;
  /** Refusal lines per window for the whole process; the rest are counted in one summary line. */
  loggedPerWindow?: number;
};

export type WebhookRefusals = {
  /** Seconds the address must wait (it was refused too often this window), or 0. */
  retryAfter(address: string): number;
  /** Counts a refusal, and logs it while the window's budget of lines lasts. */
  refused(address: string, status: number, reason: string): void;
  /** Counts a request answered 429 (never logged one by one). */
  turnedAway(): void;
  /** Writes the summary of the window now (the timer's work), and stops the timer. */
  close(): void;
};

export const REFUSAL_WINDOW_MS = 60_000;
export const REFUSALS_PER_ADDRESS = 10;
export const REFUSAL_LINES_PER_WINDOW = 10;
/** Addresses counted at most per window: past it, every new address counts as one ("others"). */
const MAX_ADDRESSES = 10_000;

export function createWebhookRefusals(
  log: RefusalLog,
  options: WebhookRefusalsOptions = {},
): WebhookRefusals {
  const now = options.now ?? Date.now;
  const windowMs = options.windowMs ?? REFUSAL_WINDOW_MS;
  const perAddress = options.perAddress ?? REFUSALS_PER_ADDRESS;
  const budget = options.loggedPerWindow ?? REFUSAL_LINES_PER_WINDOW;
  let windowStart = Number.NEGATIVE_INFINITY;
  const counts = new Map<string, number>();
  let logged = 0;
  let unlogged = 0;
  let turnedAway = 0;
  let timer: NodeJS.Timeout | null = null;

  function summarize(): void {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    if (unlogged === 0 && turnedAway === 0) return;
    log(
      { notLogged: unlogged, answered429: turnedAway, addresses: counts.size },
      'Stripe webhook refusals not logged one by one in the last minute',
    );
    unlogged = 0;
    turnedAway = 0;
  }

  /** Starts a new window when the current one is over (writing the last one's summary). */
  function roll(at: number): void {
    if (at - windowStart < windowMs) return;
    summarize();
    windowStart = at;
    counts.clear();
    logged = 0;
  }

  /** The summary is also written when the window ends, should no request come after the storm. */
  function summarizeAtWindowEnd(at: number): void {
    if (timer !== null) return;
    timer = setTimeout(summarize, Math.max(0, windowStart + windowMs - at));
    timer.unref();
  }

  const keyOf = (address: string) =>
    counts.has(address) || counts.size < MAX_ADDRESSES ? address : 'others';

  return {
    retryAfter(address) {
      const at = now();
      roll(at);
      if ((counts.get(keyOf(address)) ?? 0) < perAddress) return 0;
      return Math.max(1, Math.ceil((windowStart + windowMs - at) / 1000));
    },

    refused(address, status, reason) {
      const at = now();
      roll(at);
      const key = keyOf(address);
      counts.set(key, (counts.get(key) ?? 0) + 1);
      if (logged < budget) {
        logged += 1;
        log({ address, status, reason }, 'Stripe webhook refused');
        return;
      }
      unlogged += 1;
      summarizeAtWindowEnd(at);
    },

    turnedAway() {
      const at = now();
      roll(at);
      turnedAway += 1;
      summarizeAtWindowEnd(at);
    },

    close: summarize,
  };
}
