import {
  asksGuestCount,
  impliedGuestCount,
  isGuestCountWithin,
  keepsFoodRestrictions,
  keepsMessage,
  type AnswerSettings,
} from '@convite/rules/guest-answers';
import type { ConfirmationAnswer, InvitationGuestModel } from './model.ts';

// The guest confirmation form (specification sections 4 and 5), free of React so each rule is tested
// alone. What an answer may hold is @convite/rules/guest-answers, the rules the API applies.

export type ConfirmationFormState = {
  confirmation: boolean | null;
  confirmedGuests: number | null;
  foodRestrictions: string;
  message: string;
};

export type ConfirmationSettings = AnswerSettings & { maxGuestsAllowed: number };

/** The form starts from the guest's last answer (or blank). */
export function initialConfirmationState(
  guest: InvitationGuestModel | null,
): ConfirmationFormState {
  return {
    confirmation: guest?.confirmation ?? null,
    confirmedGuests: guest?.confirmation ? guest.confirmedGuests : null,
    foodRestrictions: guest?.foodRestrictions ?? '',
    message: guest?.message ?? '',
  };
}

/** Guest count choices run 1 to the guest's maximum. */
export function guestCountChoices(maxGuestsAllowed: number): number[] {
  return Array.from({ length: Math.max(1, Math.floor(maxGuestsAllowed)) }, (_, index) => index + 1);
}

/**
 * Answering: "no" clears the count and the food restrictions; "yes" with a maximum of 1 sets the
 * count to 1; "yes" otherwise keeps a count still within 1..max and asks for it when there is none.
 */
export function chooseAnswer(
  state: ConfirmationFormState,
  confirmation: boolean,
  maxGuestsAllowed: number,
): ConfirmationFormState {
  if (!confirmation) return { ...state, confirmation, confirmedGuests: null, foodRestrictions: '' };
  const implied = impliedGuestCount(maxGuestsAllowed);
  if (implied !== null) return { ...state, confirmation, confirmedGuests: implied };
  const kept =
    state.confirmedGuests !== null && isGuestCountWithin(state.confirmedGuests, maxGuestsAllowed)
      ? state.confirmedGuests
      : null;
  return { ...state, confirmation, confirmedGuests: kept };
}

/** The count question shows only when attending and the maximum is above 1. */
export function showsGuestCount(state: ConfirmationFormState, maxGuestsAllowed: number): boolean {
  return state.confirmation === true && asksGuestCount(maxGuestsAllowed);
}

/**
 * Food restrictions show when the wedding asks for them and an answer is chosen; since a "no" clears
 * them (and the server drops them), they are asked only of a guest who attends.
 */
export function showsFoodRestrictions(
  state: ConfirmationFormState,
  settings: ConfirmationSettings,
): boolean {
  return keepsFoodRestrictions(state.confirmation, settings);
}

/** The message shows when the wedding asks for it and an answer is chosen. */
export function showsMessage(
  state: ConfirmationFormState,
  settings: ConfirmationSettings,
): boolean {
  return keepsMessage(state.confirmation, settings);
}

/**
 * Complete: the code and the answer are set; attending needs a count within 1..max, declining needs
 * no count.
 */
export function isConfirmationComplete(
  state: ConfirmationFormState,
  hasCode: boolean,
  maxGuestsAllowed: number,
): boolean {
  if (!hasCode || state.confirmation === null) return false;
  if (!state.confirmation) return state.confirmedGuests === null;
  return (
    state.confirmedGuests !== null && isGuestCountWithin(state.confirmedGuests, maxGuestsAllowed)
  );
}

/** A guest who has answered sees the fields disabled until they turn update mode on. */
export function canEditConfirmation(
  guest: InvitationGuestModel | null,
  isUpdateMode: boolean,
): boolean {
  return guest?.confirmation === null || guest?.confirmation === undefined || isUpdateMode;
}

/** The send button shows only for a complete form of a guest who has not answered, or in update mode. */
export function showsSendButton(
  state: ConfirmationFormState,
  guest: InvitationGuestModel | null,
  isUpdateMode: boolean,
  hasCode: boolean,
): boolean {
  if (!guest) return false;
  return (
    isConfirmationComplete(state, hasCode, guest.maxGuestsAllowed) &&
    canEditConfirmation(guest, isUpdateMode)
  );
}

const blankToNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());

/** What is sent: a "no" carries no count and no food restrictions; fields the wedding does not ask for are null. */
export function toConfirmationAnswer(
  state: ConfirmationFormState,
  settings: ConfirmationSettings,
): ConfirmationAnswer {
  const isAttending = state.confirmation === true;
  return {
    confirmation: state.confirmation,
    confirmedGuests: isAttending ? state.confirmedGuests : null,
    foodRestrictions: showsFoodRestrictions(state, settings)
      ? blankToNull(state.foodRestrictions)
      : null,
    message: showsMessage(state, settings) ? blankToNull(state.message) : null,
  };
}
