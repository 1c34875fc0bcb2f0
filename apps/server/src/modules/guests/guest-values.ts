// The rules of a guest's own fields, shared by the form (create, PUT, PATCH) and the CSV import.
import { serverTexts, type LocalizedText } from '@convite/i18n/server-texts';
import {
  GUEST_NAME_MAX_LENGTH,
  GUEST_SPECIAL_MESSAGE_MAX_LENGTH,
  isAllowedGuestMaximum,
} from '@convite/rules/field-bounds';
import { toE164Phone } from '@convite/rules/phone';
import { searchKey } from '../../db/text-search.ts';

export type GuestFields = {
  name: string;
  lastName: string | null;
  phone: string;
  maxGuestsAllowed: number;
  specialMessage: string | null;
};

export type GuestFieldErrors = Partial<Record<keyof GuestFields, LocalizedText>>;

export { searchKey } from '../../db/text-search.ts';

export function guestSearchName(name: string, lastName: string | null): string {
  return searchKey(`${name} ${lastName ?? ''}`);
}

const optionalText = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

export function nameError(name: string): LocalizedText | null {
  const trimmed = name.trim();
  if (trimmed === '') return serverTexts.guests.nameRequired;
  return trimmed.length > GUEST_NAME_MAX_LENGTH ? serverTexts.guests.nameTooLong : null;
}

export function lastNameError(lastName: string | null): LocalizedText | null {
  return lastName !== null && lastName.trim().length > GUEST_NAME_MAX_LENGTH
    ? serverTexts.guests.lastNameTooLong
    : null;
}

/** Checks and normalises the fields; `errors` is empty when `fields` is set. */
export function checkGuestFields(input: {
  name?: string | null;
  lastName?: string | null;
  phone?: string | null;
  maxGuestsAllowed?: number | string | null;
  specialMessage?: string | null;
}): { fields: GuestFields; errors: null } | { fields: null; errors: GuestFieldErrors } {
  const errors: GuestFieldErrors = {};
  const name = input.name?.trim() ?? '';
  const nameProblem = nameError(name);
  if (nameProblem !== null) errors.name = nameProblem;
  const lastName = optionalText(input.lastName);
  const lastNameProblem = lastNameError(lastName);
  if (lastNameProblem !== null) errors.lastName = lastNameProblem;
  const rawPhone = input.phone?.trim() ?? '';
  const phone = toE164Phone(rawPhone);
  if (rawPhone === '') errors.phone = serverTexts.guests.phoneRequired;
  else if (phone === null) errors.phone = serverTexts.guests.phoneInvalid;
  const maxGuestsAllowed = guestCount(input.maxGuestsAllowed);
  if (maxGuestsAllowed === null) errors.maxGuestsAllowed = serverTexts.guests.maxGuestsInvalid;
  const specialMessage = optionalText(input.specialMessage);
  if (specialMessage !== null && specialMessage.length > GUEST_SPECIAL_MESSAGE_MAX_LENGTH) {
    errors.specialMessage = serverTexts.guests.specialMessageTooLong;
  }
  if (Object.keys(errors).length > 0 || phone === null || maxGuestsAllowed === null) {
    return { fields: null, errors };
  }
  return { fields: { name, lastName, phone, maxGuestsAllowed, specialMessage }, errors: null };
}

/**
 * The guest form's rules beyond its schema (a blank name, a phone that cannot be real), for the routes'
 * `bodyChecks`: checked with the schema, so one 422 names every wrong field.
 */
export function guestFormErrors(fields: Readonly<Record<string, unknown>>): GuestFieldErrors {
  return checkGuestFields(fields as Parameters<typeof checkGuestFields>[0]).errors ?? {};
}

/** A whole number from 1 to 20 (a number or its digits), else null. */
function guestCount(value: number | string | null | undefined): number | null {
  const number =
    typeof value === 'string'
      ? /^\d{1,3}$/.test(value.trim())
        ? Number(value.trim())
        : NaN
      : value;
  return typeof number === 'number' && isAllowedGuestMaximum(number) ? number : null;
}
