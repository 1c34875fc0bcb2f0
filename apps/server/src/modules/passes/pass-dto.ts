// A household's pass (issue 30): once the household has answered that someone attends, the people
// who attend at least one event (as the counts per event and the seating chart read attendance),
// each with the table they sit at, and the signed token and link its QR code carries. The token is
// never the guest's code: it identifies the household at the door and grants nothing else.
import type { components } from '@convite/api/schema';
import { memberFullName, standsForInvitation } from '@convite/rules/households';
import { passLink } from '../../content-kit/invitation-links.ts';
import type { HouseholdMemberJson } from '../households/households.service.ts';
import type { PassTokens } from '../../security/pass-tokens.ts';

export type GuestPassDto = components['schemas']['GuestPass'];

/** What a pass is made of: the household as its invitation reads it, with its people's tables. */
export type PassHousehold = {
  id: number;
  name: string;
  lastName: string | null;
  /** null until the household answers. */
  confirmation: boolean | null;
  /** Each seat with its answers for the events the invitation includes that it may attend. */
  members: readonly Pick<
    HouseholdMemberJson,
    'id' | 'firstName' | 'lastName' | 'namedByGuest' | 'events'
  >[];
  /** Member id → the name of the table they sit at (seated people only). */
  seatTables: Readonly<Record<string, string>>;
};

/** Makes a pass's token and link (the invitation's origin and the wedding's slug bound). */
export type PassIssuer = (guestId: number) => { token: string; link: string };

export function createPassIssuer(
  tokens: PassTokens,
  invitationUrl: string,
  slug: string,
): PassIssuer {
  return (guestId) => {
    const token = tokens.issue(guestId);
    return { token, link: passLink(invitationUrl, slug, token) };
  };
}

/** The household's name as the couple wrote it ("Familia Pérez"). */
export function householdName(household: Pick<PassHousehold, 'name' | 'lastName'>): string {
  return memberFullName({ firstName: household.name, lastName: household.lastName });
}

/**
 * The pass, or null while the household has not answered or when nobody of it attends anything.
 * A seat that stands for the invitation is named by the household; an open seat nobody named has
 * no name (null).
 */
export function householdPass(household: PassHousehold, issue: PassIssuer): GuestPassDto | null {
  if (household.confirmation === null) return null;
  const { members } = household;
  const people = members.flatMap((member, index) => {
    if (!member.events.some((answer) => answer.attending)) return [];
    const name = standsForInvitation(members, index)
      ? householdName(household)
      : memberFullName(member);
    return [{ name: name === '' ? null : name, table: household.seatTables[member.id] ?? null }];
  });
  if (people.length === 0) return null;
  return { ...issue(household.id), seats: people.length, people };
}
