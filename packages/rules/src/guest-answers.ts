// A guest's answer to the invitation (specification sections 4 and 5). The API validates and stores
// it by these rules; the invitation's form asks by the same ones, so it never sends what the API
// would refuse.

/** What the wedding asks of its guests beyond attending. */
export type AnswerSettings = { foodRestrictionsEnabled: boolean; messageEnabled: boolean };

/** The count is asked only when the guest may bring more than themself. */
export function asksGuestCount(maxGuestsAllowed: number): boolean {
  return maxGuestsAllowed > 1;
}

/** An attending guest who is not asked the count comes alone (1); otherwise the count is theirs to give. */
export function impliedGuestCount(maxGuestsAllowed: number): number | null {
  return asksGuestCount(maxGuestsAllowed) ? null : 1;
}

/** An attending guest's count is a whole number from 1 to their maximum. */
export function isGuestCountWithin(count: number, maxGuestsAllowed: number): boolean {
  return Number.isInteger(count) && count >= 1 && count <= maxGuestsAllowed;
}

/**
 * Food restrictions belong only to a guest who attends, and only when the wedding asks for them:
 * declining clears them.
 */
export function keepsFoodRestrictions(
  confirmation: boolean | null,
  settings: Pick<AnswerSettings, 'foodRestrictionsEnabled'>,
): boolean {
  return settings.foodRestrictionsEnabled && confirmation === true;
}

/** The message goes with either answer, when the wedding asks for it. */
export function keepsMessage(
  confirmation: boolean | null,
  settings: Pick<AnswerSettings, 'messageEnabled'>,
): boolean {
  return settings.messageEnabled && confirmation !== null;
}
