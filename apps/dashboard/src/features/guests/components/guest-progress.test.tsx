import { makeClient } from '@convite/api/testing/make-client';
import { mockApi, type MockHandlers } from '@convite/api/testing/mock-api';
import { matchesFilter } from '@convite/rules/guest-status';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import {
  makeEventHeadCount,
  makeGuest,
  makePlan,
  makeWedding,
} from '../../../test/make-wedding.ts';
import { renderApp, screen } from '../../../test/render-app.tsx';

const NOW = new Date('2026-11-27T18:00:00Z');
const TWO_HOURS_AGO = '2026-11-27T16:00:00.000Z';

const GUESTS = [
  makeGuest({ id: 1, name: 'Ana', lastName: null }),
  makeGuest({ id: 2, name: 'Beto', lastName: null, sent: true }),
  makeGuest({
    id: 3,
    name: 'Carla',
    lastName: null,
    sent: true,
    firstOpenedAt: '2026-11-20T17:30:00.000Z',
    lastOpenedAt: TWO_HOURS_AGO,
    openCount: 3,
  }),
  makeGuest({ id: 4, name: 'Dani', lastName: null, confirmation: true, confirmedGuests: 2 }),
  makeGuest({ id: 5, name: 'Eva', lastName: null, confirmation: false }),
];

const SUMMARY = {
  totalInvitations: 12,
  sentInvitations: 9,
  pendingInvitations: 3,
  totalGuests: 30,
  totalConfirmedGuests: 10,
  totalCanceledGuests: 6,
  funnel: { invitations: 12, sent: 10, opened: 6, answered: 4 },
  statuses: { unsent: 2, sent: 4, opened: 2, attending: 3, declined: 1 },
  events: [],
};

function openGuests(handlers: MockHandlers = {}) {
  const wedding = makeWedding({ invitationPlan: makePlan([{ slug: 'rsvpAdmin' }]) });
  const api = mockApi({
    'GET /clients/me': { body: makeClient({ weddings: [{ id: wedding.id }] }) },
    'GET /weddings/{id}': { body: wedding },
    'POST /guests/get-summary': { body: SUMMARY },
    'POST /guests/get-by-wedding': (call) => ({
      body: {
        guests: GUESTS.filter(
          (guest) => call.body.status === undefined || matchesFilter(guest, call.body.status),
        ),
        page: 1,
        totalPages: 1,
      },
    }),
    ...handlers,
  });
  renderApp('/dashboard/boda/5/invitados', { token: 'jwt' });
  return api;
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('who opened and who answered, in the guest list', () => {
  it("shows each guest's status, and how often and when they opened their invitation", async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    openGuests();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    const statusOf = (row: HTMLElement) =>
      within(row).getAllByRole('cell')[1]?.querySelector('.guest-status__badge')?.textContent;
    // Each name says exactly what its status counts, as the chips and the summary say it.
    expect(rows.map(statusOf)).toEqual([
      'Sin enviar',
      'Enviada, sin abrir',
      'Abierta, sin responder',
      'Sí asiste',
      'No asiste',
    ]);
    const carla = rows[2] as HTMLElement;
    // The line says when they last opened it; the details, how often, the first and the last time.
    expect(within(carla).getAllByRole('cell')[3]).toHaveTextContent('hace 2 h');
    expect(within(rows[1] as HTMLElement).getAllByRole('cell')[3]).toHaveTextContent('—');
    fireEvent.click(within(carla).getByRole('button', { name: /^Carla/ }));
    const details = await screen.findByText('Abierta 3 veces · última: hace 2 h');
    const openings = details.closest('.guest-status__openings') as HTMLElement;
    expect(openings).toHaveTextContent('Primera vez: 20 nov 2026, 11:30');
    expect(openings).toHaveTextContent('Última vez: 27 nov 2026, 10:00');
  });

  it('filters the list by status on the server, from the first page, and says when none is left', async () => {
    const api = openGuests();
    await screen.findByRole('table');
    const filter = screen.getByRole('group', { name: 'Mostrar' });
    expect(
      within(filter)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual([
      // Each with its count from the summary; "Sin respuesta": sent or opened, not answered.
      'Todos 12',
      'Sin enviar 2',
      'Enviada, sin abrir 4',
      'Abierta, sin responder 2',
      'Sí asiste 3',
      'No asiste 1',
      'Sin respuesta 6',
    ]);
    expect(within(filter).getByRole('radio', { name: /^Todos/ })).toBeChecked();

    /** A tap on a chip asks the server for that filter's first page. */
    const choose = async (name: RegExp, status: string) => {
      fireEvent.click(within(filter).getByRole('radio', { name }));
      await waitFor(() =>
        expect(api.callsTo('POST /guests/get-by-wedding').at(-1)?.body).toEqual({
          weddingId: 5,
          page: 1,
          status,
        }),
      );
    };
    await choose(/^Sin respuesta/, 'unanswered');
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(3));

    await choose(/^Abierta/, 'opened');
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    expect(screen.getByRole('rowheader')).toHaveTextContent('Carla');

    // Back to everyone: the whole first page again.
    fireEvent.click(within(filter).getByRole('radio', { name: /^Todos/ }));
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(GUESTS.length + 1));
  });

  it('tells the couple when no guest is in the chosen status', async () => {
    openGuests({
      'POST /guests/get-by-wedding': { body: { guests: [], page: 1, totalPages: 1 } },
    });
    fireEvent.click(await screen.findByRole('radio', { name: /^No asiste/ }));
    expect(await screen.findByText('No hay invitados en «No asiste».')).toBeInTheDocument();
  });

  it('shows the funnel with counts and shares of the invitations, and the people attending', async () => {
    openGuests();
    const funnel = await screen.findByRole('region', { name: 'Seguimiento' });
    expect(funnel).toHaveTextContent('De 12 invitaciones, cuántas llegaron a cada paso');
    const steps = within(funnel)
      .getAllByRole('listitem')
      .map((step) => step.textContent?.replace(/\s/g, ' '));
    expect(steps).toEqual(['Enviadas10 · 83%', 'Abiertas6 · 50%', 'Respondidas4 · 33%']);
    const people = screen.getByRole('region', { name: 'Personas por evento' });
    // No exclusive event: one row for everyone (30 seats: 10 attending, 6 declined, 14 pending).
    expect(within(people).getAllByRole('listitem')).toHaveLength(1);
    expect(people).toHaveTextContent(
      'Todas las personas invitadas10 asisten, 14 sin respuesta, 6 no asisten',
    );
  });

  it('shows each event’s people: who comes, adults and children, meals and diets', async () => {
    openGuests({
      'POST /guests/get-summary': {
        body: {
          ...SUMMARY,
          events: [
            makeEventHeadCount({
              eventId: 1,
              name: 'Ceremonia',
              attending: 12,
              declined: 6,
              pending: 12,
              adults: 11,
              children: 1,
            }),
            makeEventHeadCount({
              eventId: 2,
              name: 'Cena',
              attending: 10,
              declined: 5,
              pending: 5,
              adults: 10,
              children: 0,
              meals: [
                { mealOptionId: 7, name: 'Res', count: 6 },
                { mealOptionId: 8, name: 'Pescado', count: 0 },
                { mealOptionId: 9, name: 'Vegetariano', count: 1 },
              ],
              mealNotChosen: 3,
              diets: [
                { diet: 'Sin gluten', count: 2 },
                { diet: 'Alergia a la nuez', count: 1 },
              ],
            }),
          ],
        },
      },
    });
    const people = await screen.findByRole('region', { name: 'Personas por evento' });
    const [ceremony, dinner] = within(people)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.closest('li') as HTMLElement);
    expect(ceremony).toHaveTextContent(
      /^Ceremonia12 asisten, 12 sin respuesta, 6 no asisten11 adultos · 1 niña o niño$/,
    );
    // No menu, no diets: nothing about them.
    expect(within(ceremony as HTMLElement).queryByRole('heading', { level: 4 })).toBeNull();
    expect(dinner).toHaveTextContent('10 asisten, 5 sin respuesta, 5 no asisten');
    expect(dinner).toHaveTextContent('10 adultos');
    expect(dinner).not.toHaveTextContent('niñ');
    const menu = within(dinner as HTMLElement).getByRole('heading', { level: 4, name: 'Menú' })
      .nextElementSibling as HTMLElement;
    expect(
      within(menu)
        .getAllByRole('listitem')
        .map((meal) => meal.textContent),
    ).toEqual(['Res6', 'Pescado0', 'Vegetariano1', 'Sin platillo elegido3']);
    // Each meal's bar is its share of the people attending.
    const bars = [...menu.querySelectorAll<HTMLElement>('.meal-bars__bar')].map(
      (bar) => bar.style.width,
    );
    expect(bars).toEqual(['60%', '0%', '10%', '30%']);
    const diets = within(dinner as HTMLElement).getByRole('heading', {
      level: 4,
      name: 'Dietas y alergias',
    }).nextElementSibling as HTMLElement;
    expect(
      within(diets)
        .getAllByRole('listitem')
        .map((diet) => diet.textContent),
    ).toEqual(['Sin gluten2', 'Alergia a la nuez1']);
    // The attendance bar: attending, pending and declined, in their shares.
    expect(
      [...(dinner as HTMLElement).querySelectorAll<HTMLElement>('.head-count__bar')].map(
        (bar) =>
          `${bar.className.replace('head-count__bar head-count__bar--', '')} ${bar.style.width}`,
      ),
    ).toEqual(['attending 50%', 'pending 25%', 'declined 25%']);
  });

  it('shows the head count of every event, an exclusive one noted, in English', async () => {
    await i18n.changeLanguage('en');
    openGuests({
      'POST /guests/get-summary': {
        body: {
          ...SUMMARY,
          events: [
            makeEventHeadCount({
              eventId: 1,
              name: 'Ceremony',
              attending: 10,
              declined: 6,
              pending: 14,
              adults: 1,
              children: 9,
            }),
            makeEventHeadCount({
              eventId: 2,
              name: 'Brunch',
              isExclusive: true,
              attending: 0,
              declined: 0,
              pending: 2,
              meals: [{ mealOptionId: 4, name: 'Chilaquiles', count: 0 }],
            }),
          ],
        },
      },
    });
    const people = await screen.findByRole('region', { name: 'People per event' });
    const rows = within(people)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.closest('li')?.textContent);
    expect(rows).toEqual([
      'Ceremony10 attending, 14 with no answer yet, 6 not attending1 adult · 9 children',
      'Brunch · Assigned guests only0 attending, 2 with no answer yet, 0 not attendingMenuChilaquiles0',
    ]);
    const funnel = screen.getByRole('region', { name: 'Tracking' });
    expect(within(funnel).getAllByRole('listitem')[0]).toHaveTextContent('Sent10 · 83%');
    expect(screen.getByRole('radio', { name: 'Not attending 1' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'No answer 6' })).toBeInTheDocument();
  });
});
