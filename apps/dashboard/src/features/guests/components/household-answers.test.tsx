import { makeClient } from '@convite/api/testing/make-client';
import { mockApi } from '@convite/api/testing/mock-api';
import { fireEvent, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import {
  makeEvent,
  makeGuest,
  makeGuestSummary,
  makeMember,
  makePlan,
  makeWedding,
} from '../../../test/make-wedding.ts';
import { renderApp, screen } from '../../../test/render-app.tsx';

const WEDDING = makeWedding({
  invitationPlan: makePlan([{ slug: 'rsvpAdmin' }]),
  events: [
    makeEvent({ id: 31, name: 'Ceremonia' }),
    makeEvent({
      id: 32,
      name: 'Cena',
      mealOptions: [
        { id: 7, name: 'Res' },
        { id: 8, name: 'Pescado' },
      ],
    }),
    makeEvent({ id: 33, name: 'Tornaboda', onlyAdults: true }),
  ],
});

const QUESTIONS = [
  {
    id: 1,
    prompt: '¿Necesitas transporte?',
    kind: 'yesNo' as const,
    perPerson: false,
    options: [],
  },
  {
    id: 2,
    prompt: '¿Con qué brindas?',
    kind: 'choice' as const,
    perPerson: true,
    options: ['Tequila', 'Mezcal'],
  },
];

const yes = (eventId: number, mealOptionId: number | null = null) => ({
  eventId,
  attending: true,
  mealOptionId,
});
const no = (eventId: number) => ({ eventId, attending: false, mealOptionId: null });

const PEREZ = makeGuest({
  id: 41,
  name: 'Familia',
  lastName: 'Pérez',
  maxGuestsAllowed: 4,
  confirmation: true,
  confirmedGuests: 3,
  answers: { '1': 'yes' },
  members: [
    makeMember({
      id: 1,
      firstName: 'Ana',
      lastName: 'Pérez',
      diet: 'Sin gluten',
      answers: { '2': 'Mezcal' },
      events: [yes(31), yes(32, 8), no(33)],
    }),
    makeMember({
      id: 2,
      firstName: 'Sofía',
      lastName: 'Pérez',
      isChild: true,
      events: [yes(31), yes(32)],
    }),
    // Answered for by the household without a name: a companion.
    makeMember({ id: 3, events: [yes(31), no(32), no(33)] }),
    makeMember({ id: 4 }),
  ],
});
const ROSA = makeGuest({
  id: 42,
  name: 'Rosa',
  lastName: null,
  maxGuestsAllowed: 2,
  confirmation: false,
  members: [
    makeMember({ id: 5, firstName: 'Rosa', events: [no(31), no(32)] }),
    makeMember({ id: 6 }),
  ],
});
const LUIS = makeGuest({
  id: 43,
  name: 'Luis',
  lastName: 'Ortiz',
  members: [makeMember({ id: 7, firstName: 'Luis', lastName: 'Ortiz' }), makeMember({ id: 8 })],
});
// Nobody named, nobody answered: nothing to say beyond the seats column.
const CARMEN = makeGuest({ id: 44, name: 'Carmen', lastName: 'Ruiz' });

function openGuests() {
  mockApi({
    'GET /clients/me': { body: makeClient({ weddings: [{ id: 5 }] }) },
    'GET /weddings/{id}': { body: WEDDING },
    'GET /weddings/{id}/questions': { body: { questions: QUESTIONS } },
    'POST /guests/get-summary': { body: makeGuestSummary({ totalInvitations: 4 }) },
    'POST /guests/get-by-wedding': {
      body: { guests: [PEREZ, ROSA, LUIS, CARMEN], page: 1, totalPages: 1 },
    },
  });
  renderApp('/dashboard/boda/5/invitados', { token: 'jwt' });
}

/** A guest of the list with its details opened (a tap on the name), as one element. */
const rowOf = async (name: string) => {
  const toggle = await screen.findByRole('button', { name });
  fireEvent.click(toggle);
  return toggle.closest('tbody') as HTMLElement;
};

describe('who of each household goes to what, in the guest list', () => {
  it('shows each person’s events, meal, diet and answers, and the invitation’s answers', async () => {
    openGuests();
    const row = await rowOf('Familia Pérez');
    const people = within(row).getByRole('list', {
      name: 'Quiénes vienen en la invitación de Familia Pérez',
    });
    const [ana, sofia, companion] = within(people)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === people);
    const chips = (person: HTMLElement | undefined) =>
      within(person as HTMLElement)
        .getAllByRole('listitem')
        .map((chip) => `${chip.className.replace(/.*--/, '')}: ${chip.textContent?.trim()}`);
    expect(chips(ana)).toEqual([
      'yes: ✓ Asiste a Ceremonia',
      'yes: ✓ Asiste a Cena · Pescado',
      'no: ✗ No asiste a Tornaboda',
    ]);
    expect(ana).toHaveTextContent('Dieta o alergia: Sin gluten');
    expect(ana).toHaveTextContent('¿Con qué brindas?Mezcal');
    // A child, with no meal chosen at the dinner.
    expect(sofia).toHaveTextContent(/^Sofía PérezMenor/);
    expect(chips(sofia)).toEqual(['yes: ✓ Asiste a Ceremonia', 'yes: ✓ Asiste a Cena']);
    expect(companion).toHaveTextContent(/^Acompañante/);
    expect(row).toHaveTextContent('1 lugar abierto');
    // The question asked once for the invitation, in words.
    expect(row).toHaveTextContent('¿Necesitas transporte?Sí');
  });

  it('says who declines everything and who has not answered, and nothing for a household not named yet', async () => {
    openGuests();
    const rosa = await rowOf('Rosa');
    expect(within(rosa).getByRole('list', { name: /Rosa$/ })).toHaveTextContent(/^RosaNo asiste$/);
    expect(rosa).toHaveTextContent('1 lugar abierto');
    const luis = await rowOf('Luis Ortiz');
    expect(within(luis).getByRole('list', { name: /Luis Ortiz$/ })).toHaveTextContent(
      'Luis OrtizSin respuesta',
    );
    const carmen = await rowOf('Carmen Ruiz');
    expect(within(carmen).queryByRole('list')).not.toBeInTheDocument();
    expect(carmen).not.toHaveTextContent('lugar abierto');
  });

  it('reads in English', async () => {
    await i18n.changeLanguage('en');
    openGuests();
    const row = await rowOf('Familia Pérez');
    const people = within(row).getByRole('list', {
      name: 'Who is coming on Familia Pérez’s invitation',
    });
    expect(people).toHaveTextContent('Does not attend Tornaboda');
    expect(people).toHaveTextContent('Diet or allergy: Sin gluten');
    expect(row).toHaveTextContent('¿Necesitas transporte?Yes');
    expect(screen.getByRole('columnheader', { name: 'Opened' })).toBeInTheDocument();
  });
});
