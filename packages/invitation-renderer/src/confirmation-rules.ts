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

/**
 * The element id of the confirmation form's card: the forms post to `#confirmacion`, so the page the
 * server answers (the thanks, or the message of a refused answer) opens on the form, not the cover.
 */
export const CONFIRMATION_FORM_ID = 'confirmacion';

/** The hidden field of the form's token, which makes a form sent twice an answer saved once. */
export const FORM_TOKEN_FIELD = 'answerToken';

/** The radio values of the answer, as a form without scripts sends them. */
export const ANSWER_VALUES = { yes: 'yes', no: 'no' } as const;

/** Reads the form fields it knows: `get` is a FormData's or a URLSearchParams'. */
type FormFields = { get(name: string): FormDataEntryValue | null };

/**
 * The form's state from its fields as they stand (the page's form when the script wakes up after
 * an early tap, or a form sent without scripts): a field that is absent (not rendered, or disabled)
 * keeps its value from `state`; the answer's own rules (chooseAnswer) then apply, so a "no" drops a
 * count still checked in a hidden question.
 */
export function stateFromFormFields(
  fields: FormFields,
  state: ConfirmationFormState,
  maxGuestsAllowed: number,
): ConfirmationFormState {
  const text = (name: string) => {
    const value = fields.get(name);
    return typeof value === 'string' ? value : null;
  };
  const answer = text('confirmation');
  const confirmation =
    answer === ANSWER_VALUES.yes ? true : answer === ANSWER_VALUES.no ? false : state.confirmation;
  const count = Number(text('confirmedGuests') ?? Number.NaN);
  const read: ConfirmationFormState = {
    confirmation,
    confirmedGuests: Number.isInteger(count) ? count : state.confirmedGuests,
    foodRestrictions: text('foodRestrictions') ?? state.foodRestrictions,
    message: text('message') ?? state.message,
  };
  return confirmation === null ? read : chooseAnswer(read, confirmation, maxGuestsAllowed);
}

/** The state that shows an answer again (one the server refused, with its errors). */
export function stateFromAnswer(answer: ConfirmationAnswer): ConfirmationFormState {
  return {
    confirmation: answer.confirmation,
    confirmedGuests: answer.confirmedGuests,
    foodRestrictions: answer.foodRestrictions ?? '',
    message: answer.message ?? '',
  };
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
