// The rules of the couple's fields of a guest, shared by the form (create, PUT, PATCH) and every
// import: each column of @convite/rules/guest-columns checked and normalised by its kind and bounds.
import { fill, serverTexts, type LocalizedText } from '@convite/i18n/server-texts';
import {
  GUEST_INPUT_COLUMNS,
  type GuestFileKey,
  type GuestInputColumnSpec,
  type GuestInputKey,
  type GuestInputValues,
} from '@convite/rules/guest-columns';
import { toE164Phone } from '@convite/rules/phone';
import { searchKey } from '../../db/text-search.ts';
import { checkMembers, type MemberInput } from './guest-members.ts';

/** The couple's fields of a guest, checked and normalised. */
export type GuestFields = GuestInputValues;

/** The couple's fields as they come: a form's values, a file's cells, a reviewed row. */
export type GuestCells = Partial<Record<GuestInputKey, string | number | null>>;

/** What is wrong, per field: the couple's columns and the household's people (`members`). */
export type GuestFieldErrors = Partial<Record<GuestFileKey, LocalizedText>>;

export { searchKey } from '../../db/text-search.ts';

export function guestSearchName(name: string, lastName?: string | null): string {
  return searchKey(`${name} ${lastName ?? ''}`);
}

type Checked = { value: GuestFields[GuestInputKey] } | { error: LocalizedText };

const text = (raw: string | number | null | undefined) =>
  raw === null || raw === undefined ? '' : String(raw).trim();

/** The text's problem when it passes the column's bound, else null. */
function tooLong(value: string, maxLength: number, subject: LocalizedText): LocalizedText | null {
  return value.length > maxLength
    ? fill(serverTexts.guests.textTooLong, { field: subject, max: maxLength })
    : null;
}

/** A whole number from 1 to `max` (a number or its digits), else null. */
function guestCount(raw: string | number | null | undefined, max: number): number | null {
  const number =
    typeof raw === 'string' ? (/^\d{1,3}$/.test(raw.trim()) ? Number(raw.trim()) : NaN) : raw;
  return typeof number === 'number' && Number.isInteger(number) && number >= 1 && number <= max
    ? number
    : null;
}

/** One column's value, by its kind: normalised, or what is wrong with it. */
export function checkGuestValue(
  column: GuestInputColumnSpec,
  raw: string | number | null | undefined,
): Checked {
  const { input } = column;
  const value = text(raw);
  switch (input.kind) {
    case 'name': {
      if (value === '') return { error: serverTexts.guests.nameRequired };
      const error = tooLong(value, input.maxLength, input.subject);
      return error === null ? { value } : { error };
    }
    case 'optionalText': {
      const error = tooLong(value, input.maxLength, input.subject);
      return error === null ? { value: value === '' ? null : value } : { error };
    }
    case 'phone': {
      if (value === '') return { error: serverTexts.guests.phoneRequired };
      const phone = toE164Phone(value);
      return phone === null ? { error: serverTexts.guests.phoneInvalid } : { value: phone };
    }
    case 'guestCount': {
      const count = guestCount(raw, input.max);
      return count === null ? { error: serverTexts.guests.maxGuestsInvalid } : { value: count };
    }
  }
}

/** Checks and normalises every field; `errors` is empty when `fields` is set. */
export function checkGuestFields(
  input: GuestCells,
): { fields: GuestFields; errors: null } | { fields: null; errors: GuestFieldErrors } {
  const fields: Partial<Record<GuestInputKey, unknown>> = {};
  const errors: GuestFieldErrors = {};
  for (const column of GUEST_INPUT_COLUMNS) {
    const checked = checkGuestValue(column, input[column.key]);
    if ('error' in checked) errors[column.key] = checked.error;
    else fields[column.key] = checked.value;
  }
  return Object.keys(errors).length > 0
    ? { fields: null, errors }
    : { fields: fields as GuestFields, errors: null };
}

/**
 * The guest form's rules beyond its schema (a blank name, a phone that cannot be real, more people
 * named than the invitation admits), for the routes' `bodyChecks`: checked with the schema, so one
 * 422 names every wrong field.
 */
export function guestFormErrors(fields: Readonly<Record<string, unknown>>): GuestFieldErrors {
  const errors: GuestFieldErrors = checkGuestFields(fields as GuestCells).errors ?? {};
  if (Array.isArray(fields.members)) {
    const max = fields.maxGuestsAllowed;
    const bound = typeof max === 'number' && errors.maxGuestsAllowed === undefined ? max : null;
    const checked = checkMembers(fields.members as Partial<MemberInput>[], bound);
    if (checked.error !== null) errors.members = checked.error;
  }
  return errors;
}
