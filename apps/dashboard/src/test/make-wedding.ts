import type { components } from '@convite/api/schema';

// The wedding and the plan live beside the fake API, shared with the admin app.
export { makePlan, makeWedding } from '@convite/api/testing/make-wedding';

type Schemas = components['schemas'];

const CREATED = '2026-01-01T00:00:00.000Z';

export function makeEvent(overrides: Partial<Schemas['Event']> = {}): Schemas['Event'] {
  return {
    id: 31,
    name: 'Ceremonia',
    place: null,
    address: null,
    addressLink: null,
    datetime: null,
    showAddToCalendar: false,
    onlyAdults: false,
    isExclusive: false,
    images: [],
    mealOptions: [],
    weddingId: 5,
    ...overrides,
  };
}

/** One seat of an invitation: open (no name) unless overridden, with no answer. */
export function makeMember(
  overrides: Partial<Schemas['HouseholdMember']> = {},
): Schemas['HouseholdMember'] {
  return {
    id: 900,
    firstName: null,
    lastName: null,
    isChild: false,
    namedByGuest: false,
    diet: null,
    answers: {},
    events: [],
    ...overrides,
  };
}

/** The seats of an invitation nobody named: maxGuestsAllowed open seats, ids from the guest's. */
export function openSeats(guestId: number, count: number): Schemas['HouseholdMember'][] {
  return Array.from({ length: count }, (_, index) => makeMember({ id: guestId * 100 + index + 1 }));
}

export function makeGuest(overrides: Partial<Schemas['Guest']> = {}): Schemas['Guest'] {
  const id = overrides.id ?? 41;
  const maxGuestsAllowed = overrides.maxGuestsAllowed ?? 2;
  return {
    id,
    code: '7KQ2M9XH',
    name: 'Carmen',
    lastName: 'Ruiz',
    phone: null,
    maxGuestsAllowed,
    specialMessage: null,
    confirmation: null,
    confirmedGuests: null,
    foodRestrictions: null,
    message: null,
    link: 'http://localhost:5175/ana-y-luis?code=7KQ2M9XH',
    sent: false,
    weddingId: 5,
    events: [],
    firstOpenedAt: null,
    lastOpenedAt: null,
    openCount: 0,
    leftAt: null,
    members: openSeats(id, maxGuestsAllowed),
    answers: {},
    createdAt: CREATED,
    updatedAt: CREATED,
    ...overrides,
  };
}

/** The guests tab's counts of a list of one unsent guest of two seats, nobody answered. */
export function makeGuestSummary(
  overrides: Partial<Schemas['GuestSummary']> = {},
): Schemas['GuestSummary'] {
  return {
    totalInvitations: 1,
    sentInvitations: 0,
    pendingInvitations: 1,
    totalGuests: 2,
    totalConfirmedGuests: 0,
    totalCanceledGuests: 0,
    funnel: { invitations: 1, sent: 0, opened: 0, answered: 0 },
    statuses: { unsent: 1, sent: 0, opened: 0, attending: 0, declined: 0 },
    events: [],
    ...overrides,
  };
}

/** One event's head count: nobody answered yet, `pending` seats. */
export function makeEventHeadCount(
  overrides: Partial<Schemas['EventHeadCount']> = {},
): Schemas['EventHeadCount'] {
  return {
    eventId: 31,
    name: 'Ceremonia',
    isExclusive: false,
    attending: 0,
    declined: 0,
    pending: 2,
    adults: 0,
    children: 0,
    meals: [],
    mealNotChosen: 0,
    diets: [],
    ...overrides,
  };
}

/** A paid card payment as the wedding's payments list it; a checkout answers its Payment part. */
export function makePayment(
  overrides: Partial<Schemas['WeddingPayment']> = {},
): Schemas['WeddingPayment'] {
  return {
    id: 70,
    amount: 1490,
    createdAt: '2026-11-24T15:00:00.000Z',
    status: 'succeeded',
    method: 'card',
    nextAction: null,
    card: { brand: 'visa', last4: '4242' },
    installments: null,
    invitationPlan: { id: 3, name: 'Plan Premium' },
    ...overrides,
  };
}
