// Bounds of fields that code checks, on the API and in the apps' forms. The OpenAPI contract states
// the same bounds for request validation; these are for the code that checks beyond the schema
// (the CSV import, the forms) and for the form inputs' own limits.

/** A guest's name and last name, in characters after trimming. */
export const GUEST_NAME_MAX_LENGTH = 100;

/** The special message a couple writes to one guest. */
export const GUEST_SPECIAL_MESSAGE_MAX_LENGTH = 500;

/** The most people one guest's invitation may admit. */
export const MAX_GUESTS_ALLOWED = 20;

/** A guest's maximum is a whole number from 1 to MAX_GUESTS_ALLOWED. */
export function isAllowedGuestMaximum(value: number): boolean {
  return Number.isInteger(value) && value >= 1 && value <= MAX_GUESTS_ALLOWED;
}

/** A promo code's percentage (its discount or its promoter's commission) is at most 100. */
export const MAX_PERCENT = 100;
