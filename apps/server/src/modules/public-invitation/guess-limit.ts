// The limits on guessing guest codes (docs/decisions.md, "Guests behind proxies and shared
// addresses"). Only wrong codes count: a code that finds a guest is never counted, so any number of
// guests behind one address (a carrier's, a venue's Wi-Fi) open their invitations and answer, at
// any rate.
//
// A limit that refused wrong codes but answered right ones would still tell a guesser, by the
// refusal, that a code is wrong: it would not slow guessing at all. So past the hold thresholds an
// address's lookups are refused whatever the code; that is the one case a valid code is refused,
// and it needs the address itself to have sent that many wrong codes. The decision is taken after
// the lookup, against counters that only wrong codes move (atomically): a flood of concurrent
// guesses gets no more answers than the thresholds, and concurrent guests cannot trip them.
import { type LocalizedText } from '@convite/i18n/server-texts';
import { RateLimitedError } from '../../domain/errors.ts';
import {
  addressSubject,
  fixedWindow,
  KEEP_COUNTERS_MS,
  type CounterKey,
  type RateLimitStore,
} from '../../security/rate-limit.ts';

export type GuessLimits = Readonly<{
  /** Every guess counter counts in fixed windows of this length. */
  windowMs: number;
  /** Wrong codes from one address; past it, its wrong codes answer 429 (its right ones still open). */
  perAddress: number;
  /** Lookups from one address that found no guest; past it, every lookup with a code is refused. */
  holdAddressAfter: number;
  /** Wrong codes at one wedding from every address; past it, the wedding's wrong codes answer 429. */
  perWedding: number;
  /** While a wedding is past perWedding, an address past this many wrong codes at it is held there. */
  holdAtWeddingAfter: number;
  message: LocalizedText;
}>;

/** The counters a lookup reads beside what it finds, and the window they count in. */
export type GuessCounters = Readonly<{ keys: readonly CounterKey[]; windowStart: Date }>;

/**
 * Finds what a code opens and, in the same statement (one round trip on the guests' hottest call),
 * the counts of `counters` in their order.
 */
export type CountedLookup<T> = (
  counters: GuessCounters,
) => Promise<{ found: T; counts: readonly number[] }>;

/** For a lookup no guess limit counts (no code, or a caller that is no guest's phone). */
export const NO_COUNTERS: GuessCounters = { keys: [], windowStart: new Date(0) };

export type GuessLimiter = {
  /**
   * Looks a code up under the guess limits: a wrong code is counted, then answered as it is, or
   * 429 past a soft limit; an address (or, at a wedding under attack, an address that guessed
   * there) past its hold threshold gets 429 whatever the code. A lookup that finds no invitation
   * at all is no guess.
   */
  lookUp<T>(
    address: string,
    slug: string,
    lookup: CountedLookup<T>,
    isWrongCode: (found: T) => boolean,
  ): Promise<T>;
};

const BUCKET_ADDRESS = 'invitation-guess-address';
const BUCKET_WEDDING = 'invitation-guess-wedding';
const BUCKET_ADDRESS_AT_WEDDING = 'invitation-guess-address-wedding';

export function createGuessLimiter(
  store: RateLimitStore,
  limits: GuessLimits,
  now: () => Date = () => new Date(),
): GuessLimiter {
  let purgedWindow = Number.NaN;

  return {
    async lookUp(address, slug, lookup, isWrongCode) {
      const at = now().getTime();
      const { start, retryAfter } = fixedWindow(at, limits.windowMs);
      const subject = addressSubject(address);
      const keys: CounterKey[] = [
        { bucket: BUCKET_ADDRESS, subject },
        { bucket: BUCKET_WEDDING, subject: slug },
        { bucket: BUCKET_ADDRESS_AT_WEDDING, subject: `${subject} ${slug}` },
      ];
      const { found, counts } = await lookup({ keys, windowStart: start });
      const isWrong = isWrongCode(found);
      // A wrong code counts itself (the count it gets decides); a right one goes by the counts read.
      const [byAddress = 0, byWedding = 0, byAddressAtWedding = 0] = isWrong
        ? await store.incrementAll(keys, start)
        : counts;
      if (isWrong && start.getTime() !== purgedWindow) {
        purgedWindow = start.getTime();
        await store.purge(new Date(at - KEEP_COUNTERS_MS));
      }

      const isWeddingUnderAttack = byWedding > limits.perWedding;
      const isHeld =
        byAddress > limits.holdAddressAfter ||
        (isWeddingUnderAttack && byAddressAtWedding > limits.holdAtWeddingAfter);
      const isRefusedGuess = isWrong && (byAddress > limits.perAddress || isWeddingUnderAttack);
      if (isHeld || isRefusedGuess) throw new RateLimitedError(limits.message, retryAfter);
      return found;
    },
  };
}

/** For callers that are no guest's phone (the demo seed). */
export const UNLIMITED_GUESSES: GuessLimiter = {
  lookUp: async (_address, _slug, lookup) => (await lookup(NO_COUNTERS)).found,
};
