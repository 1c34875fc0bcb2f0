import { describe, expect, it } from 'vitest';
import {
  canEditConfirmation,
  chooseAnswer,
  guestCountChoices,
  initialConfirmationState,
  isConfirmationComplete,
  showsFoodRestrictions,
  showsGuestCount,
  showsMessage,
  showsSendButton,
  stateFromFormFields,
  toConfirmationAnswer,
  type ConfirmationFormState,
} from './confirmation-rules.ts';
import { answeredGuest, invitedGuest } from './fixtures/mexican-wedding.ts';

const blank: ConfirmationFormState = {
  confirmation: null,
  confirmedGuests: null,
  foodRestrictions: '',
  message: '',
};
const settings = { maxGuestsAllowed: 3, foodRestrictionsEnabled: true, messageEnabled: true };

describe('confirmation rules', () => {
  it('offers counts from 1 to the guest maximum', () => {
    expect(guestCountChoices(3)).toEqual([1, 2, 3]);
    expect(guestCountChoices(1)).toEqual([1]);
  });

  it('starts from the guest last answer', () => {
    expect(initialConfirmationState(answeredGuest)).toEqual({
      confirmation: true,
      confirmedGuests: 1,
      foodRestrictions: 'Vegetariano',
      message: '¡Muchas felicidades!',
    });
    expect(initialConfirmationState(null)).toEqual(blank);
  });

  it('answering no clears the count and the food restrictions', () => {
    const attending = {
      ...blank,
      confirmation: true,
      confirmedGuests: 2,
      foodRestrictions: 'Sin gluten',
      message: 'Hola',
    };
    expect(chooseAnswer(attending, false, 3)).toEqual({
      confirmation: false,
      confirmedGuests: null,
      foodRestrictions: '',
      message: 'Hola',
    });
  });

  it('answering yes with a maximum of 1 sets the count to 1', () => {
    expect(chooseAnswer(blank, true, 1).confirmedGuests).toBe(1);
  });

  it('answering yes with a larger maximum asks for the count, keeping a valid earlier one', () => {
    expect(chooseAnswer(blank, true, 3).confirmedGuests).toBeNull();
    expect(chooseAnswer({ ...blank, confirmedGuests: 2 }, true, 3).confirmedGuests).toBe(2);
    expect(chooseAnswer({ ...blank, confirmedGuests: 5 }, true, 3).confirmedGuests).toBeNull();
  });

  it('asks the count only when attending and the maximum is above 1', () => {
    expect(showsGuestCount({ ...blank, confirmation: true }, 3)).toBe(true);
    expect(showsGuestCount({ ...blank, confirmation: true }, 1)).toBe(false);
    expect(showsGuestCount({ ...blank, confirmation: false }, 3)).toBe(false);
    expect(showsGuestCount(blank, 3)).toBe(false);
  });

  it('shows food restrictions and message only when enabled and an answer is chosen', () => {
    expect(showsMessage(blank, settings)).toBe(false);
    expect(showsMessage({ ...blank, confirmation: false }, settings)).toBe(true);
    expect(
      showsMessage({ ...blank, confirmation: true }, { ...settings, messageEnabled: false }),
    ).toBe(false);
    expect(showsFoodRestrictions(blank, settings)).toBe(false);
    expect(showsFoodRestrictions({ ...blank, confirmation: true }, settings)).toBe(true);
    expect(
      showsFoodRestrictions(
        { ...blank, confirmation: true },
        { ...settings, foodRestrictionsEnabled: false },
      ),
    ).toBe(false);
    // A "no" clears them, so they are not asked of a guest who declines.
    expect(showsFoodRestrictions({ ...blank, confirmation: false }, settings)).toBe(false);
  });

  it('is complete with code and answer, a count when attending and none when declining', () => {
    expect(isConfirmationComplete(blank, true, 3)).toBe(false);
    expect(isConfirmationComplete({ ...blank, confirmation: true }, true, 3)).toBe(false);
    expect(
      isConfirmationComplete({ ...blank, confirmation: true, confirmedGuests: 2 }, true, 3),
    ).toBe(true);
    expect(
      isConfirmationComplete({ ...blank, confirmation: true, confirmedGuests: 4 }, true, 3),
    ).toBe(false);
    expect(
      isConfirmationComplete({ ...blank, confirmation: true, confirmedGuests: 2 }, false, 3),
    ).toBe(false);
    expect(isConfirmationComplete({ ...blank, confirmation: false }, true, 3)).toBe(true);
    expect(
      isConfirmationComplete({ ...blank, confirmation: false, confirmedGuests: 1 }, true, 3),
    ).toBe(false);
  });

  it('locks the answer of a guest who answered until update mode is on', () => {
    expect(canEditConfirmation(invitedGuest, false)).toBe(true);
    expect(canEditConfirmation(answeredGuest, false)).toBe(false);
    expect(canEditConfirmation(answeredGuest, true)).toBe(true);
  });

  it('shows the send button for a complete form of a guest who has not answered, or in update mode', () => {
    const complete = { ...blank, confirmation: false };
    expect(showsSendButton(complete, invitedGuest, false, true)).toBe(true);
    expect(showsSendButton(blank, invitedGuest, false, true)).toBe(false);
    expect(
      showsSendButton(initialConfirmationState(answeredGuest), answeredGuest, false, true),
    ).toBe(false);
    expect(
      showsSendButton(initialConfirmationState(answeredGuest), answeredGuest, true, true),
    ).toBe(true);
    expect(showsSendButton(complete, null, false, true)).toBe(false);
  });

  it('sends trimmed text, null for blanks, and nothing a "no" or the wedding does not ask for', () => {
    expect(
      toConfirmationAnswer(
        { confirmation: true, confirmedGuests: 2, foodRestrictions: '  Sin nueces ', message: ' ' },
        settings,
      ),
    ).toEqual({
      confirmation: true,
      confirmedGuests: 2,
      foodRestrictions: 'Sin nueces',
      message: null,
    });
    expect(
      toConfirmationAnswer(
        { confirmation: false, confirmedGuests: 2, foodRestrictions: 'x', message: 'Felicidades' },
        settings,
      ),
    ).toEqual({
      confirmation: false,
      confirmedGuests: null,
      foodRestrictions: null,
      message: 'Felicidades',
    });
    expect(
      toConfirmationAnswer(
        { confirmation: true, confirmedGuests: 1, foodRestrictions: 'x', message: 'y' },
        { ...settings, foodRestrictionsEnabled: false, messageEnabled: false },
      ),
    ).toEqual({ confirmation: true, confirmedGuests: 1, foodRestrictions: null, message: null });
  });

  it('reads a form as sent or as it stands: the answer, the count and the texts', () => {
    const fields = new URLSearchParams(
      'confirmation=yes&confirmedGuests=2&foodRestrictions=Sin+gluten&message=Hola',
    );
    expect(stateFromFormFields(fields, blank, 3)).toEqual({
      confirmation: true,
      confirmedGuests: 2,
      foodRestrictions: 'Sin gluten',
      message: 'Hola',
    });
  });

  it('applies the answer rules to what it reads: a no drops a count left checked, a yes of one is 1', () => {
    const no = stateFromFormFields(
      new URLSearchParams('confirmation=no&confirmedGuests=3&foodRestrictions=Vegano'),
      blank,
      3,
    );
    expect(no).toMatchObject({ confirmation: false, confirmedGuests: null, foodRestrictions: '' });
    expect(stateFromFormFields(new URLSearchParams('confirmation=yes'), blank, 1)).toMatchObject({
      confirmation: true,
      confirmedGuests: 1,
    });
    // A count beyond the guest's places is not kept: the server answers for a missing count.
    expect(
      stateFromFormFields(new URLSearchParams('confirmation=yes&confirmedGuests=9'), blank, 3),
    ).toMatchObject({ confirmedGuests: null });
  });

  it('keeps what a form does not carry (a part not shown, or disabled)', () => {
    const saved = initialConfirmationState(answeredGuest);
    expect(stateFromFormFields(new URLSearchParams(''), saved, 1)).toEqual(saved);
    expect(stateFromFormFields(new URLSearchParams('confirmation=maybe'), blank, 3)).toEqual(blank);
  });
});
