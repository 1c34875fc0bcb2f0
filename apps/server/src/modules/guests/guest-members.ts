// The household's named people as the couple gives them: the form's `members` (a list) and a file's
// integrantes column (one cell, "Ana Pérez; Luis Pérez; Sofía Pérez (niña)"), checked by the same
// rules: a name for each person, the column's bounds, no more people than the invitation admits.
// Pure: where they sit is guest-seats.ts's job.
import type { components } from '@convite/api/schema';
import { fill, serverTexts, type LocalizedText } from '@convite/i18n/server-texts';
import { GUEST_MEMBERS_COLUMN } from '@convite/rules/guest-columns';
import { parseMemberList } from '@convite/rules/households';

/** A person the couple names, checked: trimmed, a blank last name null. */
export type NamedMember = {
  /** The seat renamed; absent for a new person. */
  id?: number;
  firstName: string;
  lastName: string | null;
  isChild: boolean;
};

export type MemberInput = components['schemas']['MemberInput'];

const texts = serverTexts.guests;
const MAX_LENGTH = GUEST_MEMBERS_COLUMN.members.maxLength;

/**
 * The people checked: each named, within the column's bounds, and no more of them than `max` (the
 * invitation's maximum, or null when that is itself wrong and cannot bound them).
 */
export function checkMembers(
  input: readonly Partial<MemberInput>[],
  max: number | null,
): { members: NamedMember[]; error: null } | { members: null; error: LocalizedText } {
  const members: NamedMember[] = [];
  for (const person of input) {
    const firstName = (person.firstName ?? '').trim();
    const lastName = (person.lastName ?? '').trim();
    if (firstName === '') return { members: null, error: texts.memberNameRequired };
    if (firstName.length > MAX_LENGTH || lastName.length > MAX_LENGTH) {
      return { members: null, error: fill(texts.memberNameTooLong, { max: MAX_LENGTH }) };
    }
    members.push({
      ...(person.id === undefined ? {} : { id: person.id }),
      firstName,
      lastName: lastName === '' ? null : lastName,
      isChild: person.isChild === true,
    });
  }
  if (max !== null && members.length > max) {
    return {
      members: null,
      error: fill(texts.membersOverMaximum, { count: members.length, max }),
    };
  }
  return { members, error: null };
}

/** A file's integrantes cell read as people (the household's last name completes their names). */
export function checkMemberCell(
  cell: string,
  householdLastName: string | null,
  max: number | null,
): ReturnType<typeof checkMembers> {
  return checkMembers(parseMemberList(cell, householdLastName), max);
}
