import {
  eventsOfSeat,
  householdTotals,
  isQuestionAnswer,
  mayAttend,
  seatsOfHouseholdAnswer,
  standsForInvitation,
  YES_NO_VALUES,
} from '@convite/rules/households';
import { weddingZoneDay } from '@convite/rules/rsvp-deadline';
import type {
  ConfirmationAnswer,
  EventModel,
  InvitationGuestModel,
  InvitationModel,
  MemberModel,
  QuestionAnswersModel,
  QuestionModel,
} from './model.ts';

// The guest's answer form (issue 29: households), free of React so each rule is tested alone: who of
// the invitation goes to which event, eating what, and the couple's questions. Who may attend what
// (a child never at an adults-only event) and how a household is counted are @convite/rules/households,
// the rules the API applies.

/** An event the form asks about. */
export type FormEvent = Pick<EventModel, 'id' | 'name' | 'onlyAdults' | 'mealOptions'>;

/** What the form asks, from the wedding and the guest (formContext). */
export type FormContext = {
  /**
   * The events each person answers for. An invitation with no event (or a guest the server sent
   * without seats) is answered as a household: one row per person for the wedding itself (id 0),
   * sent as a count.
   */
  events: FormEvent[];
  /** Answers go per person and event (`members`); false for a household's answer. */
  perEvent: boolean;
  /** Asked once of the household. */
  householdQuestions: QuestionModel[];
  /** Asked of each attending person (only with answers per person). */
  personQuestions: QuestionModel[];
  foodRestrictionsEnabled: boolean;
  messageEnabled: boolean;
};

/** The row of an invitation answered as a household: "¿Nos acompañarás?". */
export const WHOLE_WEDDING: FormEvent = { id: 0, name: '', onlyAdults: false, mealOptions: [] };

export function formContext(
  wedding: Pick<InvitationModel, 'questions' | 'foodRestrictionsEnabled' | 'messageEnabled'>,
  guest: Pick<InvitationGuestModel, 'members'>,
  events: readonly FormEvent[],
): FormContext {
  const perEvent = events.length > 0 && (guest.members?.length ?? 0) > 0;
  const questions = wedding.questions ?? [];
  return {
    events: perEvent ? [...events] : [WHOLE_WEDDING],
    perEvent,
    householdQuestions: questions.filter((question) => !question.perPerson),
    personQuestions: perEvent ? questions.filter((question) => question.perPerson) : [],
    foodRestrictionsEnabled: wedding.foodRestrictionsEnabled,
    messageEnabled: wedding.messageEnabled,
  };
}

/** One person of the form. */
export type SeatState = {
  id: number;
  /**
   * The guest names this seat and says whether it is a child: an open seat, or one the guest named
   * before (namedByGuest), its name there to correct, or to clear when that person no longer comes.
   * A seat the couple named keeps their name.
   */
  isNamable: boolean;
  /**
   * The invitation's own name when this seat stands for it (standsForInvitation: the first seat of
   * an invitation whose couple named nobody), shown as the person's name; null otherwise.
   */
  standsFor: string | null;
  firstName: string;
  lastName: string;
  isChild: boolean;
  diet: string;
  /** By event id: goes (true), does not (false), not answered yet (null or absent). */
  going: Record<number, boolean | null>;
  /** By event id: the meal chosen. */
  meals: Record<number, number | null>;
  /** Answers to the per-person questions, by question id. */
  answers: QuestionAnswersModel;
};

export type ConfirmationFormState = {
  seats: SeatState[];
  /** Answers to the household's questions, by question id. */
  answers: QuestionAnswersModel;
  message: string;
};

/** The guest's seats; a guest sent without any (an older server) gets open seats of its own. */
export function seatsOf(guest: InvitationGuestModel): MemberModel[] {
  if (guest.members?.length) return guest.members;
  return Array.from({ length: Math.max(1, guest.maxGuestsAllowed) }, (_, index) => ({
    id: -1 - index,
    firstName: null,
    lastName: null,
    isChild: false,
    namedByGuest: false,
    diet: null,
    answers: {},
    events: [],
  }));
}

/** The form starts from the guest's last answer (or blank). */
export function initialConfirmationState(
  guest: InvitationGuestModel,
  context: FormContext,
): ConfirmationFormState {
  const members = seatsOf(guest);
  // A household's answer (a count) as seats: the first ones, adults first, went.
  const household = context.perEvent
    ? null
    : seatsOfHouseholdAnswer(
        members.map((member) => ({ id: member.id, isChild: member.isChild, events: [] })),
        [WHOLE_WEDDING],
        guest.confirmation === true,
        guest.confirmedGuests ?? 0,
      );
  const invitationName = [guest.name, guest.lastName ?? ''].join(' ').trim();
  return {
    seats: members.map((member, index) => {
      const standsFor = standsForInvitation(members, index) ? invitationName : null;
      const answered = household?.get(member.id) ?? member.events;
      const going: SeatState['going'] = {};
      const meals: SeatState['meals'] = {};
      for (const event of context.events) {
        const answer = answered.find((item) => item.eventId === event.id);
        going[event.id] =
          household && guest.confirmation === null ? null : (answer?.attending ?? null);
        meals[event.id] = answer?.mealOptionId ?? null;
      }
      return {
        id: member.id,
        isNamable:
          context.perEvent &&
          standsFor === null &&
          (member.firstName === null || member.namedByGuest),
        standsFor,
        firstName: member.firstName ?? '',
        lastName: member.lastName ?? '',
        isChild: member.isChild,
        diet: member.diet ?? '',
        going,
        meals,
        answers: { ...member.answers },
      };
    }),
    answers: { ...guest.answers },
    message: guest.message ?? '',
  };
}

/**
 * A person the form knows by name: named by the couple, the invitation's own seat, or a seat the
 * guest gave a name. Such a person answers every event; an unnamed companion may go without a name
 * (it is asked, not required) and, left unanswered, does not go.
 */
export function isNamed(seat: SeatState): boolean {
  return !seat.isNamable || seat.firstName.trim() !== '';
}

/** The events the person is asked about (none adults-only for a child). */
export const seatEvents = (seat: SeatState, context: FormContext): FormEvent[] =>
  eventsOfSeat(seat, context.events);

/** Whether the person goes to the event as the form stands (a child never to an adults-only one). */
export function goesTo(seat: SeatState, event: FormEvent): boolean {
  return mayAttend(seat, event) && seat.going[event.id] === true;
}

export function goesAnywhere(seat: SeatState, context: FormContext): boolean {
  return context.events.some((event) => goesTo(seat, event));
}

/** The meal chosen for an event, when it is one of its menu's. */
export function mealOf(seat: SeatState, event: FormEvent): number | null {
  const meal = seat.meals[event.id];
  return event.mealOptions.some((option) => option.id === meal) ? (meal ?? null) : null;
}

const setGoing = (seat: SeatState, events: readonly FormEvent[], going: boolean): SeatState => {
  const next = { ...seat.going };
  for (const event of eventsOfSeat(seat, events)) next[event.id] = going;
  return { ...seat, going: next };
};

/**
 * "Todos vamos a todo" (true): every person to every event they may attend; "Nadie podrá ir"
 * (false): nobody to anything. Meals chosen before are kept.
 */
export function chooseForAll(
  state: ConfirmationFormState,
  context: FormContext,
  going: boolean,
): ConfirmationFormState {
  return { ...state, seats: state.seats.map((seat) => setGoing(seat, context.events, going)) };
}

/** Changes one person (their answer to one event, their meal, name, diet or answers). */
export function updateSeat(
  state: ConfirmationFormState,
  seatId: number,
  change: (seat: SeatState) => SeatState,
): ConfirmationFormState {
  return {
    ...state,
    seats: state.seats.map((seat) => (seat.id === seatId ? change(seat) : seat)),
  };
}

/** The form's field names: the page's form carries them, a form sent without scripts sends them. */
export const fieldName = {
  going: (seatId: number, eventId: number) => `m.${seatId}.e.${eventId}`,
  meal: (seatId: number, eventId: number) => `m.${seatId}.meal.${eventId}`,
  firstName: (seatId: number) => `m.${seatId}.first`,
  lastName: (seatId: number) => `m.${seatId}.last`,
  child: (seatId: number) => `m.${seatId}.child`,
  diet: (seatId: number) => `m.${seatId}.diet`,
  personAnswer: (seatId: number, questionId: number) => `m.${seatId}.q.${questionId}`,
  answer: (questionId: number) => `q.${questionId}`,
};

/** The quick choices sent without scripts (buttons named QUICK_FIELD): fill the form, send nothing. */
export const QUICK_FIELD = 'quick';
export const QUICK_VALUES = { all: 'all', none: 'none' } as const;

/**
 * What keeps the form from being sent, as the names of the fields concerned (fieldName): a named
 * person with an event left unanswered, a person going to an event with a menu without a meal, or
 * nothing answered at all.
 */
export function answerProblems(state: ConfirmationFormState, context: FormContext): string[] {
  const problems: string[] = [];
  for (const seat of state.seats) {
    const named = isNamed(seat);
    for (const event of seatEvents(seat, context)) {
      const going = seat.going[event.id];
      if (named && going !== true && going !== false) {
        problems.push(fieldName.going(seat.id, event.id));
      }
      if (going === true && event.mealOptions.length > 0 && mealOf(seat, event) === null) {
        problems.push(fieldName.meal(seat.id, event.id));
      }
    }
  }
  const first = state.seats[0];
  const firstEvent = first && seatEvents(first, context)[0];
  const answeredAny = state.seats.some((seat) =>
    seatEvents(seat, context).some((event) => typeof seat.going[event.id] === 'boolean'),
  );
  if (!answeredAny && first && firstEvent) problems.push(fieldName.going(first.id, firstEvent.id));
  return [...new Set(problems)];
}

/** Reads the form fields it knows: `get` is a FormData's or a URLSearchParams'. */
type FormFields = { get(name: string): FormDataEntryValue | null };

const yesNo = (value: string | null, otherwise: boolean | null): boolean | null =>
  value === YES_NO_VALUES.yes ? true : value === YES_NO_VALUES.no ? false : otherwise;

/**
 * The form's state from its fields as they stand (the page's form when the script wakes up after
 * an early tap, or a form sent without scripts): a field that is absent (not rendered, or disabled)
 * keeps its value from `state`. A quick choice sent without scripts (QUICK_FIELD) applies last.
 */
export function stateFromFormFields(
  fields: FormFields,
  state: ConfirmationFormState,
  context: FormContext,
): ConfirmationFormState {
  const text = (name: string) => {
    const value = fields.get(name);
    return typeof value === 'string' ? value : null;
  };
  const answersFrom = (
    questions: QuestionModel[],
    kept: QuestionAnswersModel,
    name: (questionId: number) => string,
  ) => {
    const answers = { ...kept };
    for (const question of questions) {
      const value = text(name(question.id));
      if (value !== null) answers[question.id] = value;
    }
    return answers;
  };
  const read: ConfirmationFormState = {
    seats: state.seats.map((seat) => {
      const going = { ...seat.going };
      const meals = { ...seat.meals };
      for (const event of context.events) {
        going[event.id] = yesNo(text(fieldName.going(seat.id, event.id)), going[event.id] ?? null);
        const meal = Number(text(fieldName.meal(seat.id, event.id)) ?? Number.NaN);
        if (Number.isInteger(meal)) meals[event.id] = meal;
      }
      return {
        ...seat,
        firstName: seat.isNamable
          ? (text(fieldName.firstName(seat.id)) ?? seat.firstName)
          : seat.firstName,
        lastName: seat.isNamable
          ? (text(fieldName.lastName(seat.id)) ?? seat.lastName)
          : seat.lastName,
        isChild: seat.isNamable
          ? (yesNo(text(fieldName.child(seat.id)), seat.isChild) ?? false)
          : seat.isChild,
        diet: text(fieldName.diet(seat.id)) ?? seat.diet,
        going,
        meals,
        answers: answersFrom(context.personQuestions, seat.answers, (question) =>
          fieldName.personAnswer(seat.id, question),
        ),
      };
    }),
    answers: answersFrom(context.householdQuestions, state.answers, fieldName.answer),
    message: text('message') ?? state.message,
  };
  const quick = text(QUICK_FIELD);
  if (quick === QUICK_VALUES.all) return chooseForAll(read, context, true);
  if (quick === QUICK_VALUES.none) return chooseForAll(read, context, false);
  return read;
}

const blankToNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());

/** The answers worth sending: each a valid answer to its question (a blank text is no answer). */
function validAnswers(questions: QuestionModel[], answers: QuestionAnswersModel) {
  const valid: QuestionAnswersModel = {};
  for (const question of questions) {
    const value = answers[question.id]?.trim() ?? '';
    if (isQuestionAnswer(question, value)) valid[question.id] = value;
  }
  return valid;
}

/**
 * What is sent: every seat with every event it may attend (a companion without a name too), the
 * name of each seat the guest names (null for none: a seat they named and cleared opens again), a
 * meal only for an event the person goes to, the diet and per-person answers only of a person who
 * goes somewhere, and nothing the wedding does not ask for. `confirmation` is whether anyone goes
 * to anything; the server counts the people. Answered as a household: the count instead of seats.
 */
export function toConfirmationAnswer(
  state: ConfirmationFormState,
  context: FormContext,
): ConfirmationAnswer {
  const message = context.messageEnabled ? blankToNull(state.message) : null;
  const answers = validAnswers(context.householdQuestions, state.answers);
  const goes = (seat: SeatState) => goesAnywhere(seat, context);
  if (!context.perEvent) {
    const going = state.seats.filter(goes);
    const diets = going.map((seat) => seat.diet.trim()).filter(Boolean);
    return {
      confirmation: going.length > 0,
      confirmedGuests: going.length > 0 ? going.length : null,
      foodRestrictions:
        context.foodRestrictionsEnabled && going.length > 0
          ? blankToNull(diets.join('; ').slice(0, 500))
          : null,
      message,
      answers,
    };
  }
  const members = state.seats.map((seat) => {
    const isGoing = goes(seat);
    return {
      id: seat.id,
      ...(seat.isNamable && {
        firstName: blankToNull(seat.firstName),
        // A last name alone names nobody.
        lastName: isNamed(seat) ? blankToNull(seat.lastName) : null,
        isChild: seat.isChild,
      }),
      diet: isGoing && context.foodRestrictionsEnabled ? blankToNull(seat.diet) : null,
      answers: isGoing ? validAnswers(context.personQuestions, seat.answers) : {},
      events: seatEvents(seat, context).map((event) => {
        const attending = isGoing && goesTo(seat, event);
        return {
          eventId: event.id,
          attending,
          mealOptionId: attending ? mealOf(seat, event) : null,
        };
      }),
    };
  });
  const { confirmation } = householdTotals(
    members.map((member, index) => ({ ...member, isChild: state.seats[index]?.isChild ?? false })),
    context.events,
  );
  return { confirmation, foodRestrictions: null, message, members, answers };
}

/** Where answering stands: before the deadline (or none), after it with late answers taken, or closed. */
export type AnswerWindow = 'open' | 'late' | 'closed';

export function answerWindow(
  wedding: Pick<InvitationModel, 'rsvpDeadline' | 'lateAnswers'>,
  now: Date,
): AnswerWindow {
  const deadline = wedding.rsvpDeadline;
  if (deadline === null || weddingZoneDay(now) <= deadline) return 'open';
  return wedding.lateAnswers === 'closed' ? 'closed' : 'late';
}

/**
 * The couple's WhatsApp chat with the guest's message already typed, `https://wa.me/<digits>?text=…`
 * as @convite/rules/whatsapp-link writes it, or null without a number. The API sends the number in
 * E.164, checked when the couple saved it, so the page needs no phone-number library (its JS budget).
 */
export function coupleWhatsAppLink(
  contactPhone: string | null | undefined,
  message: string,
): string | null {
  if (!contactPhone || !/^\+[1-9]\d{6,14}$/.test(contactPhone)) return null;
  return `https://wa.me/${contactPhone.slice(1)}?text=${encodeURIComponent(message)}`;
}

/**
 * The element id of the confirmation form's card: the forms post to `#confirmacion`, so the page the
 * server answers (the thanks, or the message of a refused answer) opens on the form, not the cover.
 */
export const CONFIRMATION_FORM_ID = 'confirmacion';

/** The hidden field of the form's token, which makes a form sent twice an answer saved once. */
export const FORM_TOKEN_FIELD = 'answerToken';
