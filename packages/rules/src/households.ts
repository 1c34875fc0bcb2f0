// Households: an invitation's seats (named people or open seats), who of them goes to which event,
// the meal each chooses, and the couple's own questions. The API validates and stores answers by
// these rules; the guest page and the dashboard ask and count by the same ones.

/** The couple's own questions: at most this many per wedding. */
export const MAX_QUESTIONS = 5;
/** A choice question offers 2..MAX_QUESTION_OPTIONS options. */
export const MAX_QUESTION_OPTIONS = 8;
/** A menu offers at most this many meals. */
export const MAX_MEAL_OPTIONS = 8;

export type QuestionKind = 'yesNo' | 'choice' | 'text';
export type Question = { id: number; kind: QuestionKind; perPerson: boolean; options: string[] };
export type QuestionAnswers = Record<string, string>;

/** The values of a yes-or-no question's answer. */
export const YES_NO_VALUES = { yes: 'yes', no: 'no' } as const;

export type HouseholdEvent = { id: number; onlyAdults: boolean };
export type SeatEventAnswer = { eventId: number; attending: boolean; mealOptionId: number | null };
export type Seat = { id: number; isChild: boolean; events: readonly SeatEventAnswer[] };

/** A child is never asked to (nor counted at) an adults-only event. */
export function mayAttend(seat: { isChild: boolean }, event: { onlyAdults: boolean }): boolean {
  return !(event.onlyAdults && seat.isChild);
}

/** The events of the invitation a seat answers for: the ones it may attend. */
export function eventsOfSeat<Event extends HouseholdEvent>(
  seat: { isChild: boolean },
  events: readonly Event[],
): Event[] {
  return events.filter((event) => mayAttend(seat, event));
}

/** Whether a seat attends an event of the invitation (a child at an adults-only event never does). */
export function attends(seat: Seat, event: HouseholdEvent): boolean {
  return (
    mayAttend(seat, event) &&
    seat.events.some((answer) => answer.eventId === event.id && answer.attending)
  );
}

/**
 * The household's answer in the specification's terms: confirmation is whether someone attends
 * something, confirmedGuests how many people attend at least one event.
 */
export function householdTotals(
  seats: readonly Seat[],
  events: readonly HouseholdEvent[],
): { confirmation: boolean; confirmedGuests: number } {
  const confirmedGuests = seats.filter((seat) =>
    events.some((event) => attends(seat, event)),
  ).length;
  return { confirmation: confirmedGuests > 0, confirmedGuests };
}

/**
 * A household answer (the specification's confirmation and confirmedGuests) as seat answers: the
 * first `count` seats, adults before children, attend every event they may attend; the others none.
 * A seat's meal at an event it still attends is kept.
 */
export function seatsOfHouseholdAnswer(
  seats: readonly Seat[],
  events: readonly HouseholdEvent[],
  confirmation: boolean,
  count: number,
): Map<number, SeatEventAnswer[]> {
  const order = [...seats].sort((a, b) => Number(a.isChild) - Number(b.isChild));
  const attending = new Set(confirmation ? order.slice(0, count).map((seat) => seat.id) : []);
  return new Map(
    seats.map((seat) => [
      seat.id,
      eventsOfSeat(seat, events).map((event) => {
        const isAttending = attending.has(seat.id);
        const meal = seat.events.find((answer) => answer.eventId === event.id)?.mealOptionId;
        return {
          eventId: event.id,
          attending: isAttending,
          mealOptionId: isAttending ? (meal ?? null) : null,
        };
      }),
    ]),
  );
}

/** Whether a value answers the question: "yes"/"no", one of the options, or a short text. */
export function isQuestionAnswer(question: Pick<Question, 'kind' | 'options'>, value: string) {
  switch (question.kind) {
    case 'yesNo':
      return value === YES_NO_VALUES.yes || value === YES_NO_VALUES.no;
    case 'choice':
      return question.options.includes(value);
    case 'text':
      return value.trim() !== '' && value.length <= 200;
  }
}

// Member names in a guest list file: "Ana Pérez; Luis Pérez; Sofía Pérez (niña)". A person is
// separated by ";" (or a line break), a child marked by one of these words in parentheses.
const CHILD_MARKS = ['niño', 'niña', 'nino', 'nina', 'menor', 'child', 'kid'];
const CHILD_MARK = new RegExp(`\\s*\\((?:${CHILD_MARKS.join('|')})\\)\\s*$`, 'i');

export type MemberName = { firstName: string; lastName: string | null; isChild: boolean };

/**
 * A person's full name split in two: the household's last name when the name ends with it, else the
 * last word (a single word is a first name alone).
 */
export function splitFullName(
  fullName: string,
  householdLastName: string | null,
): { firstName: string; lastName: string | null } {
  const name = fullName.trim().replace(/\s+/g, ' ');
  const family = householdLastName?.trim().replace(/\s+/g, ' ') ?? '';
  if (family !== '' && name.toLowerCase().endsWith(` ${family.toLowerCase()}`)) {
    return { firstName: name.slice(0, -family.length - 1), lastName: name.slice(-family.length) };
  }
  const space = name.lastIndexOf(' ');
  return space === -1
    ? { firstName: name, lastName: null }
    : { firstName: name.slice(0, space), lastName: name.slice(space + 1) };
}

/** The people of a list file's members cell, in order. */
export function parseMemberList(cell: string, householdLastName: string | null): MemberName[] {
  return cell
    .split(/[;\n]/)
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => {
      const isChild = CHILD_MARK.test(part);
      const name = splitFullName(part.replace(CHILD_MARK, ''), householdLastName);
      return { ...name, isChild };
    });
}

/** The members cell of a list file: the inverse of parseMemberList. */
export function formatMemberList(
  members: readonly { firstName: string; lastName: string | null; isChild: boolean }[],
  childMark: string,
): string {
  return members
    .map((member) => {
      const name = [member.firstName, member.lastName ?? ''].join(' ').trim();
      return member.isChild ? `${name} (${childMark})` : name;
    })
    .join('; ');
}

/**
 * Whether the seat at `index` stands for the invitation itself: the first seat of an invitation
 * whose couple named nobody ("Rosa Luna", three seats) is Rosa, shown by the invitation's name and
 * never asked for one; the other seats are her companions.
 */
export function standsForInvitation(
  seats: readonly { firstName: string | null; namedByGuest?: boolean }[],
  index: number,
): boolean {
  return (
    index === 0 && seats.every((seat) => seat.firstName === null || seat.namedByGuest === true)
  );
}

/** A person's name as lists show it: "Ana Pérez". */
export function memberFullName(member: { firstName: string | null; lastName: string | null }) {
  return [member.firstName ?? '', member.lastName ?? ''].join(' ').trim();
}
