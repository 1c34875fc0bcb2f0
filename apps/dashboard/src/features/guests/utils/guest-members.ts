import type { components } from '@convite/api/schema';
import { MAX_GUESTS_ALLOWED } from '@convite/rules/field-bounds';
import type { Guest } from '../api/guests.ts';

type MemberInput = components['schemas']['MemberInput'];

/** A person of the guest form's "Who is invited" part, as typed. */
export type MemberDraft = {
  /** Stable across edits (React's key): the seat's id, or a new one's local number. */
  key: string;
  /** The seat being renamed; null for a person added in the form. */
  id: number | null;
  firstName: string;
  lastName: string;
  isChild: boolean;
  /** The person already answered for some event: removing them clears that answer. */
  hasAnswered: boolean;
};

let nextKey = 0;

/** A new, empty person (or one with the given name). */
export function newMemberDraft(
  name: Partial<Pick<MemberDraft, 'firstName' | 'lastName' | 'isChild'>> = {},
): MemberDraft {
  nextKey += 1;
  return {
    key: `new-${nextKey}`,
    id: null,
    firstName: name.firstName ?? '',
    lastName: name.lastName ?? '',
    isChild: name.isChild ?? false,
    hasAnswered: false,
  };
}

/** The named people of a saved guest, in the invitation's order; open seats are not people yet. */
export function memberDrafts(guest: Pick<Guest, 'members'> | undefined): MemberDraft[] {
  return (guest?.members ?? []).flatMap((member) =>
    member.firstName === null
      ? []
      : [
          {
            key: `seat-${member.id}`,
            id: member.id,
            firstName: member.firstName,
            lastName: member.lastName ?? '',
            isChild: member.isChild,
            hasAnswered: member.events.length > 0,
          },
        ],
  );
}

/** The request's `members`: the named people in order, each seat kept by its id. */
export function membersInput(drafts: readonly MemberDraft[]): MemberInput[] {
  return drafts.map((draft) => ({
    ...(draft.id === null ? {} : { id: draft.id }),
    firstName: draft.firstName.trim(),
    lastName: draft.lastName.trim() || null,
    isChild: draft.isChild,
  }));
}

/** Whether a person still needs a first name (the one thing a named seat requires). */
export function isMissingName(draft: MemberDraft): boolean {
  return draft.firstName.trim() === '';
}

/**
 * The seats nobody named, out of the invitation's maximum as typed: null while that maximum is not
 * a valid number (the field shows why), never below zero (the maximum field says too few).
 */
export function openSeatCount(maxGuestsAllowed: number, named: number): number | null {
  if (!Number.isInteger(maxGuestsAllowed) || maxGuestsAllowed < 1) return null;
  return Math.max(0, maxGuestsAllowed - named);
}

/**
 * Adding a person to a full invitation makes room for them: the maximum the form should then show
 * (unchanged when a seat is still open), or null when the invitation cannot grow any more.
 */
export function maximumForAnotherPerson(maxGuestsAllowed: number, named: number): number | null {
  const current = Number.isInteger(maxGuestsAllowed) && maxGuestsAllowed > 0 ? maxGuestsAllowed : 0;
  const needed = named + 1;
  if (needed > MAX_GUESTS_ALLOWED) return null;
  return Math.max(current, needed);
}

/** The initials a seat shows in the form's seat strip ("AP" for Ana Pérez). */
export function initials(draft: Pick<MemberDraft, 'firstName' | 'lastName'>): string {
  return [draft.firstName, draft.lastName]
    .map((part) => part.trim().charAt(0).toLocaleUpperCase('es'))
    .join('');
}
