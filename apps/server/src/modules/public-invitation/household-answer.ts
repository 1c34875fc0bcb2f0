// A guest's answer as the household's seats store it. With `members` the guest said who goes to
// which event eating what; without them the answer is a household's (the specification's
// confirmation and confirmedGuests), spread over the seats by @convite/rules/households.
import { serverTexts, fill } from '@convite/i18n/server-texts';
import {
  eventsOfSeat,
  householdTotals,
  isQuestionAnswer,
  seatsOfHouseholdAnswer,
  type Question,
  type QuestionAnswers,
  type SeatEventAnswer,
} from '@convite/rules/households';
import { InvalidFieldsError } from '../../domain/errors.ts';
import type { HouseholdMemberJson } from '../households/households.service.ts';
import type { SeatAnswerValues } from '../households/households.service.ts';

export type InvitationEvent = {
  id: number;
  name: string;
  onlyAdults: boolean;
  mealOptions: { id: number; name: string }[];
};

export type MemberAnswerInput = {
  id: number;
  firstName?: string | null;
  lastName?: string | null;
  isChild?: boolean;
  diet?: string | null;
  answers?: QuestionAnswers;
  events: { eventId: number; attending: boolean; mealOptionId: number | null }[];
};

type Household = {
  seats: readonly HouseholdMemberJson[];
  events: readonly InvitationEvent[];
  questions: readonly Question[];
  /** Whether the wedding asks for food restrictions (each person's diet). */
  asksDiet: boolean;
};

const texts = serverTexts.publicInvitation;

/** Trimmed, and null when blank or absent. */
function optionalText(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/** The answers to the questions of one scope, checked (422 under `field` for a wrong one). */
export function questionAnswers(
  given: QuestionAnswers | undefined,
  questions: readonly Question[],
  perPerson: boolean,
  field: string,
): QuestionAnswers {
  const answers: QuestionAnswers = {};
  for (const [key, raw] of Object.entries(given ?? {})) {
    const question = questions.find((item) => String(item.id) === key);
    const value = raw.trim();
    if (question === undefined || question.perPerson !== perPerson) {
      throw InvalidFieldsError.field(field, texts.unknownQuestion);
    }
    if (!isQuestionAnswer(question, value)) {
      throw InvalidFieldsError.field(field, texts.invalidQuestionAnswer);
    }
    answers[key] = value;
  }
  return answers;
}

/** The name of a seat in a message: its first name, or "Invitado 2" for an open seat. */
function seatLabel(seat: HouseholdMemberJson, index: number, given: MemberAnswerInput | undefined) {
  return (
    seat.firstName ?? optionalText(given?.firstName) ?? fill(texts.openSeat, { number: index + 1 })
  );
}

/**
 * The name a guest gives a seat: an open seat takes the name given (none: it stays open); a seat the
 * guest named before takes a new one, or opens again when the name is cleared; a seat the couple
 * named keeps theirs (undefined: the name is left as it is).
 */
function nameGiven(
  seat: HouseholdMemberJson,
  given: MemberAnswerInput | undefined,
): SeatAnswerValues['name'] {
  const isNamable = seat.firstName === null || seat.namedByGuest;
  if (!isNamable || given === undefined) return undefined;
  if (seat.firstName !== null && given.firstName === undefined) return undefined;
  const firstName = optionalText(given.firstName);
  if (firstName === null) return seat.firstName === null ? undefined : null;
  return {
    firstName,
    lastName: optionalText(given.lastName),
    isChild: given.isChild ?? (seat.firstName === null ? false : seat.isChild),
  };
}

/**
 * The seats' answers from the guest's `members` (every seat of the invitation; one left out attends
 * nothing), checked against the invitation: its events, who may attend them, their menus.
 */
export function seatsFromMembers(
  members: readonly MemberAnswerInput[],
  household: Household,
): SeatAnswerValues[] {
  const { seats, events, questions } = household;
  const byId = new Map(members.map((member) => [member.id, member]));
  if (
    byId.size !== members.length ||
    members.some((member) => !seats.some((seat) => seat.id === member.id))
  ) {
    throw InvalidFieldsError.field('members', texts.unknownMember);
  }
  return seats.map((seat, index) => {
    const given = byId.get(seat.id);
    const name = nameGiven(seat, given);
    const isChild = name ? name.isChild : name === null ? false : seat.isChild;
    const mayAttend = eventsOfSeat({ isChild }, events);
    const label = seatLabel(seat, index, given);
    const answered = new Map((given?.events ?? []).map((event) => [event.eventId, event]));
    for (const eventId of answered.keys()) {
      if (!mayAttend.some((event) => event.id === eventId)) {
        const event = events.find((item) => item.id === eventId);
        throw InvalidFieldsError.field(
          'members',
          event?.onlyAdults
            ? fill(texts.adultsOnly, { name: label, event: event.name })
            : texts.unknownEvent,
        );
      }
    }
    const eventAnswers: SeatEventAnswer[] = mayAttend.map((event) => {
      const answer = answered.get(event.id);
      const attending = answer?.attending === true;
      const meal = attending ? (answer?.mealOptionId ?? null) : null;
      if (attending && event.mealOptions.length > 0 && meal === null) {
        throw InvalidFieldsError.field(
          'members',
          fill(texts.mealRequired, { name: label, event: event.name }),
        );
      }
      if (meal !== null && !event.mealOptions.some((option) => option.id === meal)) {
        throw InvalidFieldsError.field('members', texts.unknownMeal);
      }
      return { eventId: event.id, attending, mealOptionId: meal };
    });
    const attendsSomething = eventAnswers.some((answer) => answer.attending);
    return {
      id: seat.id,
      name,
      diet: attendsSomething && household.asksDiet ? optionalText(given?.diet) : null,
      answers: attendsSomething ? questionAnswers(given?.answers, questions, true, 'members') : {},
      events: eventAnswers,
    };
  });
}

/** The seats' answers for a household answer: `count` people (adults first) to every event. */
export function seatsFromHouseholdAnswer(
  confirmation: boolean,
  count: number,
  household: Household,
): SeatAnswerValues[] {
  const answers = seatsOfHouseholdAnswer(household.seats, household.events, confirmation, count);
  return household.seats.map((seat) => {
    const events = answers.get(seat.id) ?? [];
    const attendsSomething = events.some((answer) => answer.attending);
    return {
      id: seat.id,
      diet: attendsSomething ? seat.diet : null,
      answers: attendsSomething ? seat.answers : {},
      events,
    };
  });
}

/**
 * The household as the answer's seats leave it, for the answer's response: each seat with what the
 * answer gave it (the same values the write stores, seatAnswersSql, which names a seat by the rule
 * `nameGiven` applied), named seats first. A household's seats are made in the order of their
 * positions (the guests' seat triggers), so ids keep the order the invitation reads them in
 * (membersJsonSql: named first, then by position).
 */
export function membersAfterAnswer(
  seats: readonly HouseholdMemberJson[],
  answer: readonly SeatAnswerValues[],
): HouseholdMemberJson[] {
  const byId = new Map(answer.map((values) => [values.id, values]));
  return seats
    .map((seat): HouseholdMemberJson => {
      const values = byId.get(seat.id);
      if (values === undefined) return seat;
      const named =
        values.name === undefined
          ? seat
          : {
              firstName: values.name?.firstName ?? null,
              lastName: values.name?.lastName ?? null,
              isChild: values.name?.isChild ?? false,
              namedByGuest: values.name !== null,
            };
      return {
        id: seat.id,
        firstName: named.firstName,
        lastName: named.lastName,
        isChild: named.isChild,
        namedByGuest: named.namedByGuest,
        diet: values.diet,
        answers: values.answers,
        events: values.events.map(({ eventId, attending, mealOptionId }) => ({
          eventId,
          attending,
          mealOptionId,
        })),
      };
    })
    .sort((a, b) => Number(a.firstName === null) - Number(b.firstName === null) || a.id - b.id);
}

/** Who of the seats attends something, as the specification counts it. */
export function totalsOfSeats(
  seats: readonly SeatAnswerValues[],
  household: Pick<Household, 'seats' | 'events'>,
) {
  return householdTotals(
    seats.map((seat) => ({
      id: seat.id,
      isChild:
        seat.name?.isChild ?? household.seats.find((item) => item.id === seat.id)?.isChild ?? false,
      events: seat.events,
    })),
    household.events,
  );
}
