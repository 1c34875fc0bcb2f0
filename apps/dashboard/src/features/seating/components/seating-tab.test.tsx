import { makeClient } from '@convite/api/testing/make-client';
import { mockApi, type MockHandlers } from '@convite/api/testing/mock-api';
import { act, fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeWedding } from '../../../test/make-wedding.ts';
import { renderApp, screen } from '../../../test/render-app.tsx';
import type { Seating } from '../api/get-seating.ts';
import { moveSeats } from '../utils/move-seats.ts';

const person = (
  memberId: number,
  guestId: number,
  household: string,
  name: string | null,
  isChild = false,
) => ({ memberId, guestId, household, name, isChild, attending: true });

/** Mesa 1 over-full (three Pérez at two seats), Mesa 2 empty, the Ruiz family and Rosa unseated. */
const SEATING: Seating = {
  tables: [
    {
      id: 1,
      name: 'Mesa 1',
      seats: 2,
      people: [
        person(10, 1, 'Familia Pérez', 'Eva Pérez'),
        person(11, 1, 'Familia Pérez', 'Raúl Pérez'),
        person(12, 1, 'Familia Pérez', null),
      ],
    },
    { id: 2, name: 'Mesa 2', seats: 8, people: [] },
  ],
  unseated: [
    person(20, 2, 'Familia Ruiz', 'Ana Ruiz'),
    person(21, 2, 'Familia Ruiz', 'Jorge Ruiz'),
    person(22, 2, 'Familia Ruiz', 'Sofía Ruiz', true),
    person(30, 3, 'Rosa Luna', 'Rosa Luna'),
  ],
};

const RUIZ = [20, 21, 22];

function openSeating(handlers: MockHandlers = {}) {
  const wedding = makeWedding({ name: 'Ana & Luis' });
  const api = mockApi({
    'GET /clients/me': { body: makeClient({ weddings: [{ id: wedding.id }] }) },
    'GET /weddings/{id}': { body: wedding },
    'GET /weddings/{id}/tables': { body: SEATING },
    'PUT /weddings/{id}/seating': (call) => ({ body: moveSeats(SEATING, call.body.seats) }),
    'GET /weddings/{id}/door-helpers': { body: { helpers: [] } },
    ...handlers,
  });
  const app = renderApp('/dashboard/boda/5/mesas', { token: 'jwt' });
  return { api, app };
}

const tableButton = (name: string) =>
  screen.getByRole('button', { name: new RegExp(`^${name} \\d+/\\d+ \\(`) });
const unseatedList = () => screen.getByRole('list', { name: 'Sin mesa' });
const tableList = (name: string) => screen.getByRole('list', { name });
const liveRegion = () => screen.getByRole('status');

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('seating tab', () => {
  it('shows each table as 3/2 with the over-full table flagged in words, and who is unseated', async () => {
    openSeating();
    const mesa1 = await screen.findByRole('button', { name: /^Mesa 1 \d/ });
    expect(mesa1).toHaveAccessibleName('Mesa 1 3/2 (3 de 2 lugares). Sobrecupo: 1 de más');
    const card1 = mesa1.closest('li') as HTMLElement;
    expect(within(card1).getByText('3/2')).toBeInTheDocument();
    expect(within(card1).getByText('Sobrecupo: 1 de más')).toBeInTheDocument();
    const card2 = tableButton('Mesa 2').closest('li') as HTMLElement;
    expect(within(card2).getByText('0/8')).toBeInTheDocument();
    expect(within(card2).queryByText(/Sobrecupo/)).not.toBeInTheDocument();
    // A companion nobody named is "Acompañante"; the unseated count is in words.
    expect(within(card1).getByRole('button', { name: 'Acompañante' })).toBeInTheDocument();
    expect(screen.getByText('4 por acomodar')).toBeInTheDocument();
    expect(
      within(unseatedList()).getByRole('button', { name: 'Familia Ruiz 3 en total' }),
    ).toBeInTheDocument();
  });

  it('picks the whole household with a tap on one person, then seats all of them at the table tapped', async () => {
    const { api, app } = openSeating();
    await app.user.click(await screen.findByRole('button', { name: 'Ana Ruiz' }));
    const household = within(unseatedList()).getByRole('button', { name: /^Familia Ruiz/ });
    expect(household).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Elegiste a Familia Ruiz (3). Ahora elige su mesa.')).toBeVisible();

    await app.user.click(tableButton('Mesa 2'));
    await waitFor(() => expect(api.callsTo('PUT /weddings/{id}/seating')).toHaveLength(1));
    expect(api.callsTo('PUT /weddings/{id}/seating', { id: 5 })[0]?.body).toEqual({
      seats: RUIZ.map((memberId) => ({ memberId, tableId: 2 })),
    });
    expect(within(tableList('Mesa 2')).getByRole('button', { name: 'Ana Ruiz' })).toBeVisible();
    expect(tableButton('Mesa 2')).toHaveAccessibleName('Mesa 2 3/8 (3 de 8 lugares)');
    expect(liveRegion()).toHaveTextContent('Familia Ruiz (3) ahora en Mesa 2.');
  });

  it('offers to take just the person tapped', async () => {
    const { api, app } = openSeating();
    await app.user.click(await screen.findByRole('button', { name: 'Jorge Ruiz' }));
    await app.user.click(screen.getByRole('button', { name: 'Solo Jorge Ruiz' }));
    await app.user.click(tableButton('Mesa 2'));
    await waitFor(() =>
      expect(api.callsTo('PUT /weddings/{id}/seating')[0]?.body).toEqual({
        seats: [{ memberId: 21, tableId: 2 }],
      }),
    );
    // The rest of the family stays unseated.
    expect(within(unseatedList()).getByRole('button', { name: 'Ana Ruiz' })).toBeVisible();
  });

  it('seats by keyboard: Enter on a person, Enter on a table, Escape cancels, each announced', async () => {
    const { api, app } = openSeating();
    const rosa = await screen.findByRole('button', { name: 'Rosa Luna' });
    act(() => rosa.focus());
    await app.user.keyboard('{Enter}');
    expect(liveRegion()).toHaveTextContent(
      'Elegiste a Rosa Luna. Elige una mesa y presiona Enter, o Escape para cancelar.',
    );
    await app.user.keyboard('{Escape}');
    expect(liveRegion()).toHaveTextContent('Selección cancelada.');
    expect(screen.queryByRole('region', { name: 'Selección' })).not.toBeInTheDocument();

    act(() => rosa.focus());
    await app.user.keyboard(' ');
    act(() => tableButton('Mesa 2').focus());
    await app.user.keyboard('{Enter}');
    await waitFor(() =>
      expect(api.callsTo('PUT /weddings/{id}/seating')[0]?.body).toEqual({
        seats: [{ memberId: 30, tableId: 2 }],
      }),
    );
    expect(liveRegion()).toHaveTextContent('Rosa Luna ahora en Mesa 2.');
    expect(api.callsTo('PUT /weddings/{id}/seating')).toHaveLength(1);
  });

  it('unseats a household tapped at a table with a tap on the unseated area', async () => {
    const { api, app } = openSeating();
    await app.user.click(await screen.findByRole('button', { name: 'Eva Pérez' }));
    await app.user.click(screen.getByRole('button', { name: /^Sin mesa 4 por acomodar/ }));
    await waitFor(() =>
      expect(api.callsTo('PUT /weddings/{id}/seating')[0]?.body).toEqual({
        seats: [10, 11, 12].map((memberId) => ({ memberId, tableId: null })),
      }),
    );
    expect(tableButton('Mesa 1')).toHaveAccessibleName('Mesa 1 0/2 (0 de 2 lugares)');
  });

  it('seats a household dropped on a table', async () => {
    const { api } = openSeating();
    const household = await screen.findByRole('button', { name: 'Familia Ruiz 3 en total' });
    const data = new Map<string, string>();
    const dataTransfer = {
      setData: (type: string, value: string) => data.set(type, value),
      getData: (type: string) => data.get(type) ?? '',
      get types() {
        return [...data.keys()];
      },
      effectAllowed: 'all',
      dropEffect: 'none',
    };
    const card = tableButton('Mesa 2').closest('li') as HTMLElement;
    fireEvent.dragStart(household, { dataTransfer });
    fireEvent.dragOver(card, { dataTransfer });
    fireEvent.drop(card, { dataTransfer });
    await waitFor(() =>
      expect(api.callsTo('PUT /weddings/{id}/seating')[0]?.body).toEqual({
        seats: RUIZ.map((memberId) => ({ memberId, tableId: 2 })),
      }),
    );
  });

  it('shows the move at once, then puts everyone back and shows the server’s message when refused', async () => {
    let refuse: () => void = () => undefined;
    const refused = new Promise<void>((resolve) => {
      refuse = resolve;
    });
    const { app } = openSeating({
      'PUT /weddings/{id}/seating': async () => {
        await refused;
        return {
          status: 422,
          body: {
            code: 'validation_failed',
            message: 'Esa mesa ya no existe.',
            errors: { seats: ['Esa mesa ya no existe.'] },
          },
        };
      },
    });
    await app.user.click(await screen.findByRole('button', { name: 'Rosa Luna' }));
    await app.user.click(tableButton('Mesa 2'));
    // Optimistic: Rosa sits at Mesa 2 before the server answers.
    expect(within(tableList('Mesa 2')).getByRole('button', { name: 'Rosa Luna' })).toBeVisible();
    refuse();
    expect(await screen.findByText('Esa mesa ya no existe.')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(unseatedList()).getByRole('button', { name: 'Rosa Luna' })).toBeVisible(),
    );
    expect(screen.queryByRole('list', { name: 'Mesa 2' })).not.toBeInTheDocument();
    expect(liveRegion()).toHaveTextContent('No se guardó: Esa mesa ya no existe.');
  });

  it('adds a table at the end and deletes one after confirming, saving the whole list', async () => {
    const { api, app } = openSeating({
      'PUT /weddings/{id}/tables': { body: SEATING },
    });
    await screen.findByRole('button', { name: /^Mesa 1 \d/ });
    const name = screen.getByLabelText('Nombre o número');
    expect(name).toHaveValue('Mesa 3');
    await app.user.clear(name);
    await app.user.type(name, 'Novios');
    const seats = screen.getByLabelText('Lugares');
    await app.user.clear(seats);
    await app.user.type(seats, '61');
    await app.user.click(screen.getByRole('button', { name: 'Agregar mesa' }));
    expect(screen.getByText('Elige entre 1 y 60 lugares.')).toBeInTheDocument();
    expect(api.callsTo('PUT /weddings/{id}/tables')).toHaveLength(0);
    await app.user.clear(seats);
    await app.user.type(seats, '12');
    await app.user.click(screen.getByRole('button', { name: 'Agregar mesa' }));
    await waitFor(() =>
      expect(api.callsTo('PUT /weddings/{id}/tables')[0]?.body).toEqual({
        tables: [
          { id: 1, name: 'Mesa 1', seats: 2 },
          { id: 2, name: 'Mesa 2', seats: 8 },
          { name: 'Novios', seats: 12 },
        ],
      }),
    );

    await app.user.click(screen.getByRole('button', { name: 'Eliminar Mesa 1' }));
    const dialog = await screen.findByRole('dialog', {
      name: '¿Eliminar Mesa 1? Las personas sentadas ahí (3) quedarán sin mesa.',
    });
    await app.user.click(within(dialog).getByRole('button', { name: 'Eliminar mesa' }));
    await waitFor(() =>
      expect(api.callsTo('PUT /weddings/{id}/tables')[1]?.body).toEqual({
        tables: [{ id: 2, name: 'Mesa 2', seats: 8 }],
      }),
    );

    await app.user.click(screen.getByRole('button', { name: 'Bajar Mesa 1' }));
    await waitFor(() =>
      expect(api.callsTo('PUT /weddings/{id}/tables')[2]?.body).toEqual({
        tables: [
          { id: 2, name: 'Mesa 2', seats: 8 },
          { id: 1, name: 'Mesa 1', seats: 2 },
        ],
      }),
    );
    expect(screen.getByRole('button', { name: 'Subir Mesa 1' })).toBeDisabled();
  });

  it('shows the server’s message when a PDF cannot be made yet', async () => {
    const { api, app } = openSeating({
      'GET /weddings/{id}/seating/chart': {
        status: 409,
        body: { code: 'conflict', message: 'Aún no hay mesas que imprimir.' },
      },
    });
    await app.user.click(await screen.findByRole('button', { name: 'Plano de mesas (PDF)' }));
    expect(await screen.findByText('Aún no hay mesas que imprimir.')).toBeInTheDocument();
    expect(api.callsTo('GET /weddings/{id}/seating/chart', { id: 5 })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Tarjetas de mesa (PDF)' })).toBeEnabled();
  });

  it('shows who has arrived, in total and per table', async () => {
    openSeating({
      'GET /weddings/{id}/arrivals': {
        body: {
          expected: 120,
          arrived: 34,
          lastArrivalAt: '2027-05-16T02:42:00.000Z',
          tables: [
            { tableId: 1, name: 'Mesa 1', expected: 8, arrived: 5 },
            { tableId: 2, name: 'Mesa 2', expected: 8, arrived: 0 },
          ],
        },
      },
    });
    expect(await screen.findByText('Llegaron 34 de 120')).toBeInTheDocument();
    expect(screen.getByText(/última llegada a las 20:42/)).toBeInTheDocument();
    const card1 = tableButton('Mesa 1').closest('li') as HTMLElement;
    expect(within(card1).getByText('5/8 llegaron')).toBeInTheDocument();
  });

  it('says nothing of arrivals away from the wedding day while nobody has arrived', async () => {
    const { api } = openSeating({
      'GET /weddings/{id}/arrivals': {
        body: { expected: 12, arrived: 0, lastArrivalAt: null, tables: [] },
      },
    });
    await screen.findByRole('button', { name: /^Mesa 1 \d/ });
    await waitFor(() => expect(api.callsTo('GET /weddings/{id}/arrivals')).toHaveLength(1));
    expect(screen.queryByText(/Llegaron/)).not.toBeInTheDocument();
  });

  it('asks who has arrived again every 15 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { api } = openSeating({
      'GET /weddings/{id}/arrivals': {
        body: { expected: 4, arrived: 1, lastArrivalAt: '2027-05-16T01:00:00.000Z', tables: [] },
      },
    });
    expect(await screen.findByText('Llegaron 1 de 4')).toBeInTheDocument();
    const before = api.callsTo('GET /weddings/{id}/arrivals').length;
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    await waitFor(() =>
      expect(api.callsTo('GET /weddings/{id}/arrivals').length).toBeGreaterThan(before),
    );
  });
});

describe('door helpers', () => {
  const HELPER = {
    id: 7,
    name: 'Tía Rosa',
    link: 'http://localhost:5175/puerta#clave123',
    createdAt: '2027-05-01T00:00:00.000Z',
    expiresAt: '2027-05-17T05:59:59.000Z',
  };

  it('adds a helper by name, sends the link by WhatsApp and removes one after confirming', async () => {
    const { api, app } = openSeating({
      'GET /weddings/{id}/door-helpers': (_call, count) => ({
        body: { helpers: count === 1 ? [] : [HELPER] },
      }),
      'POST /weddings/{id}/door-helpers': {
        status: 201,
        body: { message: 'Listo: Tía Rosa ya tiene su enlace.', helper: HELPER },
      },
      'DELETE /weddings/{id}/door-helpers/{helperId}': {
        body: { message: 'Quitaste a Tía Rosa.' },
      },
    });
    const section = await screen.findByRole('region', { name: 'Anfitriones en la puerta' });
    expect(within(section).getByText(/desde su celular, incluso sin internet/)).toBeInTheDocument();
    expect(
      await within(section).findByText('Aún no invitas a ningún anfitrión.'),
    ).toBeInTheDocument();
    await app.user.click(within(section).getByRole('button', { name: 'Agregar anfitrión' }));
    expect(
      within(section).getByText('Escribe el nombre de quien te ayudará en la puerta.'),
    ).toBeInTheDocument();
    await app.user.type(within(section).getByLabelText('Nombre del anfitrión'), 'Tía Rosa');
    await app.user.click(within(section).getByRole('button', { name: 'Agregar anfitrión' }));
    expect(api.callsTo('POST /weddings/{id}/door-helpers', { id: 5 })[0]?.body).toEqual({
      name: 'Tía Rosa',
    });
    const whatsapp = await within(section).findByRole('link', {
      name: 'WhatsApp: enviar su enlace a Tía Rosa',
    });
    const href = new URL(whatsapp.getAttribute('href') ?? '');
    expect(href.origin).toBe('https://wa.me');
    expect(href.searchParams.get('text')).toContain(HELPER.link);
    expect(href.searchParams.get('text')).toContain('Ana & Luis');
    expect(within(section).getByText('Su enlace funciona hasta el 16 may')).toBeInTheDocument();

    await app.user.click(within(section).getByRole('button', { name: 'Quitar a Tía Rosa' }));
    const dialog = await screen.findByRole('dialog', {
      name: '¿Quitar a Tía Rosa? Su enlace dejará de funcionar.',
    });
    await app.user.click(within(dialog).getByRole('button', { name: 'Quitar anfitrión' }));
    await waitFor(() =>
      expect(
        api.callsTo('DELETE /weddings/{id}/door-helpers/{helperId}', { id: 5, helperId: 7 }),
      ).toHaveLength(1),
    );
  });
});
