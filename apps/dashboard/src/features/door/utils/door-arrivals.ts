// Who has arrived, as this phone knows it: the server's arrivals (every helper's) and the ones marked
// here that are still on their way. Pure functions, so the door's rules are tested without a browser.
import type { Arrival, DoorHousehold, DoorList, QueuedArrival } from './door-store.ts';

export type KnownArrival = { at: string; isPending: boolean };
export type ArrivalsByMember = ReadonlyMap<number, KnownArrival>;

/** Each person once, at the earliest time anyone marked them (the server's rule, applied here too). */
export function arrivalsByMember(
  confirmed: readonly Arrival[],
  queued: readonly QueuedArrival[],
): ArrivalsByMember {
  const known = new Map<number, KnownArrival>();
  for (const arrival of confirmed) {
    known.set(arrival.memberId, { at: arrival.arrivedAt, isPending: false });
  }
  for (const arrival of queued) {
    const seen = known.get(arrival.memberId);
    if (seen === undefined || Date.parse(arrival.at) < Date.parse(seen.at)) {
      known.set(arrival.memberId, { at: arrival.at, isPending: seen?.isPending ?? true });
    }
  }
  return known;
}

export type HouseholdArrival = {
  arrived: number;
  /** The people the pass admits: those who said they come, else its seats while it has no answer. */
  expected: number;
  /** When the first of them arrived, or null. */
  firstAt: string | null;
};

export function householdArrival(
  household: DoorHousehold,
  arrivals: ArrivalsByMember,
): HouseholdArrival {
  const times = household.members.flatMap((member) => {
    const arrival = arrivals.get(member.memberId);
    return arrival === undefined ? [] : [arrival.at];
  });
  const hasAnswered = household.members.some((member) => member.attending !== null);
  const coming = household.members.filter((member) => member.attending === true).length;
  const expected = hasAnswered ? coming : household.seats;
  return {
    arrived: times.length,
    expected: Math.max(expected, times.length),
    firstAt: times.sort((a, b) => Date.parse(a) - Date.parse(b))[0] ?? null,
  };
}

/** The people expected and arrived at the whole wedding. */
export function weddingArrival(list: DoorList, arrivals: ArrivalsByMember): HouseholdArrival {
  return list.households.reduce<HouseholdArrival>(
    (total, household) => {
      const { arrived, expected } = householdArrival(household, arrivals);
      return {
        arrived: total.arrived + arrived,
        expected: total.expected + expected,
        firstAt: null,
      };
    },
    { arrived: 0, expected: 0, firstAt: null },
  );
}

const PASS_IN_LINK = /\/pase\/([^/?#\s]+)/;
const BARE_PASS = /^[1-9][0-9]{0,9}\.[A-Za-z0-9_-]{22}$/;

/** The pass token a QR code carries: its link (`…/pase/<token>`) or the bare token; else null. */
export function passTokenFrom(text: string): string | null {
  const trimmed = text.trim();
  const inLink = PASS_IN_LINK.exec(trimmed)?.[1];
  if (inLink !== undefined) {
    try {
      return decodeURIComponent(inLink);
    } catch {
      return null;
    }
  }
  return BARE_PASS.test(trimmed) ? trimmed : null;
}

/**
 * The household a scanned code is the pass of. The list came from the server with each household's
 * signed pass, so an exact match is as good as checking the signature, and works offline.
 */
export function householdOfPass(list: DoorList, text: string): DoorHousehold | undefined {
  const token = passTokenFrom(text);
  return token === null ? undefined : list.households.find((household) => household.pass === token);
}

const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Households whose name or a member's name has every word typed, accents and case aside. */
export function searchHouseholds(list: DoorList, query: string, limit = 20): DoorHousehold[] {
  const words = folded(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  return list.households
    .filter((household) => {
      const names = folded(
        [household.name, ...household.members.map((member) => member.name ?? '')].join(' '),
      );
      return words.every((word) => names.includes(word));
    })
    .slice(0, limit);
}

/** The tables a household sits at, each once, in the order of its people. */
export function tablesOf(household: DoorHousehold): string[] {
  return [...new Set(household.members.flatMap((member) => member.table ?? []))];
}
