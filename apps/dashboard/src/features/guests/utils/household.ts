import { standsForInvitation, YES_NO_VALUES } from '@convite/rules/households';
import type { Wedding } from '../../../lib/wedding.ts';
import type { WeddingQuestion } from '../../../lib/wedding-questions.ts';
import type { Guest } from '../api/guests.ts';
import { fullName } from './guest-access.ts';

type Member = Guest['members'][number];

/** What the guest list needs to read a household's answers: the events and the couple's questions. */
export type HouseholdContext = {
  events: readonly Pick<Wedding['events'][number], 'id' | 'name' | 'mealOptions'>[];
  questions: readonly WeddingQuestion[];
};

/** An answer to one of the couple's questions, as the list shows it. */
export type AnswerView = {
  questionId: number;
  prompt: string;
  /** The answer as given; for a yes-or-no question, which of the two. */
  value: string;
  isYesNo: boolean;
};

export type PersonView = {
  id: number;
  /** Null for a seat the guest answered for without naming it (a companion). */
  name: string | null;
  isChild: boolean;
  status: 'attending' | 'declined' | 'pending';
  /** The events the person answered for, in the invitation's order, each with the meal chosen. */
  events: { eventId: number; name: string; isAttending: boolean; meal: string | null }[];
  diet: string | null;
  answers: AnswerView[];
};

export type HouseholdView = {
  people: PersonView[];
  /** Seats nobody named nor answered for. */
  openSeats: number;
  /** The answers to the questions asked once per invitation. */
  answers: AnswerView[];
};

/** A yes-or-no answer's value, told apart from any other ("yes", "no"). */
export function isYes(value: string): boolean {
  return value === YES_NO_VALUES.yes;
}

function answerViews(
  answers: Guest['answers'],
  questions: readonly WeddingQuestion[],
  isPerPerson: boolean,
): AnswerView[] {
  return questions.flatMap((question) => {
    const value = answers[String(question.id)];
    if (question.perPerson !== isPerPerson || value === undefined) return [];
    return [
      {
        questionId: question.id,
        prompt: question.prompt,
        value,
        isYesNo: question.kind === 'yesNo',
      },
    ];
  });
}

function personView(
  member: Member,
  context: HouseholdContext,
  /** The invitation's own name when this seat stands for it (standsForInvitation). */
  standsFor: string | null,
): PersonView {
  const answered = new Map(member.events.map((answer) => [answer.eventId, answer]));
  const events = context.events.flatMap((event) => {
    const answer = answered.get(event.id);
    if (!answer) return [];
    const meal = event.mealOptions.find((option) => option.id === answer.mealOptionId);
    return [
      {
        eventId: event.id,
        name: event.name,
        isAttending: answer.attending,
        meal: answer.attending && meal ? meal.name : null,
      },
    ];
  });
  const name = standsFor ?? fullName({ name: member.firstName ?? '', lastName: member.lastName });
  return {
    id: member.id,
    name: name === '' ? null : name,
    isChild: member.isChild,
    status:
      events.length === 0
        ? 'pending'
        : events.some((event) => event.isAttending)
          ? 'attending'
          : 'declined',
    events,
    diet: member.diet?.trim() || null,
    answers: answerViews(member.answers, context.questions, true),
  };
}

/**
 * A household as the guest list reads it: the people named or answered for (the first seat of an
 * invitation whose couple named nobody by the invitation's own name), in the invitation's order, each with the events they go to or not and their meal, diet and answers; how many seats
 * are still open; and the answers given once for the invitation.
 */
export function householdView(
  guest: Pick<Guest, 'members' | 'answers' | 'name' | 'lastName'>,
  context: HouseholdContext,
): HouseholdView {
  const people: PersonView[] = [];
  let openSeats = 0;
  for (const [index, member] of guest.members.entries()) {
    const isInvitation = standsForInvitation(guest.members, index);
    const person = personView(member, context, isInvitation ? fullName(guest) : null);
    const isUntouched =
      person.status === 'pending' && person.answers.length === 0 && person.diet === null;
    // The invitation's own seat says nothing until it is answered: the row already names it.
    if (isInvitation && isUntouched) continue;
    if (person.name === null && isUntouched) openSeats += 1;
    else people.push(person);
  }
  return { people, openSeats, answers: answerViews(guest.answers, context.questions, false) };
}
