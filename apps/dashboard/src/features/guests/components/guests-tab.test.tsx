import { makeClient } from '@convite/api/testing/make-client';
import { mockApi, type MockHandlers } from '@convite/api/testing/mock-api';
import { act, fireEvent, waitFor, within } from '@testing-library/react';
import jsQR from 'jsqr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { makeGuest, makeGuestSummary, makePlan, makeWedding } from '../../../test/make-wedding.ts';
import { renderApp, screen } from '../../../test/render-app.tsx';

type Wedding = ReturnType<typeof makeWedding>;

const PLAN = makePlan([{ slug: 'rsvpAdmin' }]);
const SUMMARY = {
  totalInvitations: 3,
  sentInvitations: 1,
  pendingInvitations: 2,
  totalGuests: 7,
  totalConfirmedGuests: 4,
  totalCanceledGuests: 2,
  funnel: { invitations: 3, sent: 2, opened: 2, answered: 2 },
  statuses: { unsent: 1, sent: 0, opened: 0, attending: 1, declined: 1 },
  events: [],
};
const CARMEN = makeGuest({
  id: 41,
  name: 'Carmen',
  lastName: 'Ruiz',
  phone: '+525512345678',
  confirmation: null,
});
const GUESTS = [
  CARMEN,
  makeGuest({
    id: 42,
    name: 'Íñigo',
    lastName: 'Peña',
    code: 'AB12CD34',
    link: 'http://localhost:5175/ana-y-luis?code=AB12CD34',
    confirmation: true,
    confirmedGuests: 2,
    foodRestrictions: 'Sin gluten',
    message: '¡Ahí estaremos!',
    sent: true,
  }),
  makeGuest({ id: 43, name: 'Rosa', lastName: null, confirmation: false }),
];

function openGuests(
  wedding: Wedding = makeWedding({ invitationPlan: PLAN }),
  handlers: MockHandlers = {},
) {
  const api = mockApi({
    'GET /clients/me': { body: makeClient({ weddings: [{ id: wedding.id }] }) },
    'GET /weddings/{id}': { body: wedding },
    'POST /guests/get-summary': { body: SUMMARY },
    'POST /guests/get-by-wedding': { body: { guests: GUESTS, page: 1, totalPages: 1 } },
    ...handlers,
  });
  const app = renderApp('/dashboard/boda/5/invitados', { token: 'jwt' });
  return { api, app };
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('guests tab', () => {
  it('folds the figures into one line that opens on a tap, then lists one line a guest', async () => {
    const { app } = openGuests();
    const table = await screen.findByRole('table');
    const line = screen.getByText('3 invitaciones · 1 sí asiste · 0 sin respuesta');
    const fold = line.closest('details') as HTMLDetailsElement;
    expect(fold.open).toBe(false);
    await app.user.click(line);
    expect(fold.open).toBe(true);
    expect(screen.getByRole('region', { name: 'Invitaciones' })).toHaveTextContent(
      'Total3Enviadas1Sin enviar2',
    );
    expect(screen.getByRole('region', { name: 'Invitados' })).toHaveTextContent(
      'Total7Sí asisten4No asisten2',
    );
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['', 'Invitado', 'Estado', 'Confirmados', 'La abrió', 'Enviada', 'Acciones']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    const cells = (index: number) =>
      rows.map((row) => within(row).getAllByRole('cell')[index]?.textContent);
    // The answer in words is the status; the seats say how many of the invitation's came.
    const badges = rows.map((row) => row.querySelector('.guest-status__badge')?.textContent);
    expect(badges).toEqual(['Sin enviar', 'Sí asiste', 'No asiste']);
    expect(cells(2)).toEqual(['Confirmados — de 2', 'Confirmados 2 de 2', 'Confirmados — de 2']);
    // A line holds the two actions done most; the rest waits in the details.
    const carmen = rows[0] as HTMLElement;
    expect(
      within(carmen).getByRole('link', {
        name: 'Enviar por WhatsApp la invitación de Carmen Ruiz',
      }),
    ).toBeInTheDocument();
    expect(
      within(carmen).getByRole('button', { name: 'Copiar enlace de Carmen Ruiz' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Editar a Carmen Ruiz' })).not.toBeInTheDocument();
    expect(within(carmen).getByRole('rowheader')).toHaveTextContent('Carmen Ruiz');
    expect(screen.getByRole('button', { name: 'Agregar invitado' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Importar mi lista' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Exportar a Excel' })).toBeEnabled();
    expect(screen.queryByRole('navigation', { name: 'Páginas' })).not.toBeInTheDocument();
  });

  it("opens a guest's details with a tap on the name: the phone, the notes and every action", async () => {
    const { app } = openGuests();
    const toggle = await screen.findByRole('button', { name: 'Íñigo Peña' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('¡Ahí estaremos!')).not.toBeInTheDocument();
    await app.user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const details = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(details).not.toHaveAttribute('hidden');
    const inside = within(details as HTMLElement);
    expect(inside.getByText('¡Ahí estaremos!')).toBeInTheDocument();
    expect(inside.getByText('Sin gluten')).toBeInTheDocument();
    expect(inside.getByRole('link', { name: 'Abrir la invitación de Íñigo Peña' })).toHaveAttribute(
      'href',
      // The couple's preview: the guest page records no opening for it.
      'http://localhost:5175/ana-y-luis?code=AB12CD34&preview=1',
    );
    for (const name of ['Código QR de Íñigo Peña', 'Eliminar a Íñigo Peña'])
      expect(inside.getByRole('button', { name })).toBeInTheDocument();
    expect(inside.getByRole('link', { name: 'Editar a Íñigo Peña' })).toBeInTheDocument();
    await app.user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(details).toHaveAttribute('hidden');
    expect(screen.queryByText('¡Ahí estaremos!')).not.toBeInTheDocument();
  });

  it('shows a guest who deleted their data as the day they left, with no name', async () => {
    const left = makeGuest({
      id: 44,
      name: '',
      lastName: null,
      leftAt: '2031-05-03T18:00:00.000Z',
    });
    openGuests(makeWedding({ invitationPlan: PLAN }), {
      'POST /guests/get-by-wedding': {
        body: { guests: [...GUESTS, left], page: 1, totalPages: 1 },
      },
    });
    const row = (
      await screen.findByText('Un invitado pidió eliminar sus datos el 3 de mayo')
    ).closest('tr') as HTMLElement;
    expect(within(row).getByText('Se dio de baja')).toBeInTheDocument();
    expect(within(row).queryByText('Sin enviar')).toBeNull();
  });

  it('copies the link and hides the notice after 2 seconds', async () => {
    openGuests();
    const copy = await screen.findByRole('button', { name: 'Copiar enlace de Íñigo Peña' });
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    vi.useFakeTimers();
    fireEvent.click(copy);
    await act(async () => {});
    expect(writeText).toHaveBeenCalledWith('http://localhost:5175/ana-y-luis?code=AB12CD34');
    // The button says so, and so does a live region for a screen reader.
    expect(copy).toHaveTextContent('Copiado');
    // Its name still starts with what it shows.
    expect(copy).toHaveAccessibleName('Copiado: enlace de Íñigo Peña');
    expect(screen.getAllByText('Copiado')).toHaveLength(2);
    act(() => vi.advanceTimersByTime(1999));
    expect(copy).toHaveTextContent('Copiado');
    act(() => vi.advanceTimersByTime(1));
    expect(copy).toHaveTextContent('Copiar enlace');
    expect(screen.queryByText('Copiado')).not.toBeInTheDocument();
  });

  it('shows the page buttons only with more than one page and no search, and searches by name', async () => {
    const { api, app } = openGuests(undefined, {
      'POST /guests/get-by-wedding': (call) => {
        const { page } = call.body;
        return {
          body: {
            guests: page === 1 ? GUESTS : [makeGuest({ id: 60, name: 'Zoe' })],
            page,
            totalPages: 2,
          },
        };
      },
      'POST /guests/search': { body: GUESTS.slice(1, 2) },
    });
    const pages = await screen.findByRole('navigation', { name: 'Páginas' });
    await app.user.click(within(pages).getByRole('button', { name: 'Página 2' }));
    expect(await screen.findByRole('rowheader', { name: 'Zoe Ruiz' })).toBeInTheDocument();
    expect(api.callsTo('POST /guests/get-by-wedding').at(-1)?.body).toEqual({
      weddingId: 5,
      page: 2,
    });

    await app.user.type(
      screen.getByRole('searchbox', { name: 'Buscar invitado por nombre' }),
      'inigo',
    );
    expect(await screen.findByText('Resultados de «inigo»: 1')).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Íñigo Peña' })).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: 'Zoe Ruiz' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Páginas' })).not.toBeInTheDocument();
    expect(api.callsTo('POST /guests/search').at(-1)?.body).toEqual({
      name: 'inigo',
      weddingId: 5,
    });

    await app.user.clear(screen.getByRole('searchbox', { name: 'Buscar invitado por nombre' }));
    expect(await screen.findByRole('navigation', { name: 'Páginas' })).toBeInTheDocument();
  });

  it('keeps quiet when the summary or the search fail', async () => {
    const { app } = openGuests(undefined, {
      'POST /guests/get-summary': {
        status: 500,
        body: { code: 'internal_error', message: 'Falla' },
      },
      'POST /guests/search': { status: 500, body: { code: 'internal_error', message: 'Falla' } },
    });
    await screen.findByRole('table');
    await app.user.type(screen.getByRole('searchbox', { name: 'Buscar invitado por nombre' }), 'x');
    expect(await screen.findByText('No encontramos invitados con ese nombre.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Invitaciones' })).not.toBeInTheDocument();
    expect(screen.queryByText('Falla')).not.toBeInTheDocument();
  });

  it('marks an invitation as sent with its PATCH and reloads the list', async () => {
    const { api, app } = openGuests(undefined, {
      'PATCH /guests/{id}/sent': {
        body: { message: 'Invitado actualizado.', guest: { ...CARMEN, sent: true } },
      },
    });
    const toggle = await screen.findByRole('switch', { name: 'Invitación enviada a Carmen Ruiz' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await app.user.click(toggle);
    expect(await screen.findByText('Invitado actualizado.')).toBeInTheDocument();
    expect(api.callsTo('PATCH /guests/{id}/sent', { id: 41 })[0]?.body).toEqual({ sent: true });
    await waitFor(() => expect(api.callsTo('POST /guests/get-summary').length).toBeGreaterThan(1));
  });

  it('sends by WhatsApp with the couple’s message for that guest, and marks the guest as sent', async () => {
    const { api, app } = openGuests(undefined, {
      'PATCH /guests/{id}/sent': {
        body: { message: 'Invitado actualizado.', guest: { ...CARMEN, sent: true } },
      },
    });
    const send = await screen.findByRole('link', {
      name: 'Enviar por WhatsApp la invitación de Carmen Ruiz',
    });
    await app.user.click(screen.getByRole('button', { name: 'Carmen Ruiz' }));
    expect(screen.getByText('+52 55 1234 5678')).toBeInTheDocument();
    const url = new URL(send.getAttribute('href') ?? '');
    expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/525512345678');
    expect(url.searchParams.get('text')).toBe(
      '¡Hola, Carmen! Con mucha alegría te invitamos a nuestra boda el sábado 14 de noviembre de 2026.' +
        `\n\nAquí está tu invitación personal: ${CARMEN.link}\n\nCon cariño, Ana y Luis`,
    );
    expect(send).toHaveAttribute('target', '_blank');
    // jsdom cannot open WhatsApp: the tap's own handler is what is under test.
    send.addEventListener('click', (event) => event.preventDefault());
    await app.user.click(send);
    expect(await screen.findByText('Invitado actualizado.')).toBeInTheDocument();
    expect(api.callsTo('PATCH /guests/{id}/sent', { id: 41 })[0]?.body).toEqual({ sent: true });
    await waitFor(() =>
      expect(api.callsTo('POST /guests/get-by-wedding').length).toBeGreaterThan(1),
    );
  });

  it('shows WhatsApp disabled with the reason for a guest without a valid phone', async () => {
    openGuests();
    const send = await screen.findByRole('button', {
      name: 'Enviar por WhatsApp la invitación de Rosa',
    });
    expect(send).toBeDisabled();
    expect(send).toHaveAccessibleDescription(
      'Agrega un teléfono válido para enviarla por WhatsApp.',
    );
  });

  it('writes the WhatsApp message in English when the dashboard is in English', async () => {
    await act(() => i18n.changeLanguage('en'));
    try {
      openGuests();
      const send = await screen.findByRole('link', {
        name: 'Send by WhatsApp to Carmen Ruiz',
      });
      expect(new URL(send.getAttribute('href') ?? '').searchParams.get('text')).toBe(
        'Hi, Carmen! We are delighted to invite you to our wedding on Saturday, November 14, 2026.' +
          `\n\nHere is your personal invitation: ${CARMEN.link}\n\nWith love, Ana y Luis`,
      );
    } finally {
      await act(() => i18n.changeLanguage('es'));
    }
  });

  it('deletes a guest after the confirmation', async () => {
    const { api, app } = openGuests(undefined, {
      'DELETE /guests/{id}': { body: { message: 'Invitado eliminado.' } },
    });
    await app.user.click(await screen.findByRole('button', { name: 'Rosa' }));
    await app.user.click(screen.getByRole('button', { name: 'Eliminar a Rosa' }));
    const dialog = screen.getByRole('dialog', { name: /¿Seguro que quieres eliminar a «Rosa»\?/ });
    await app.user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Invitado eliminado.')).toBeInTheDocument();
    expect(api.callsTo('DELETE /guests/{id}', { id: 43 })).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens the form with the chosen guest in the URL', async () => {
    const { app } = openGuests();
    await app.user.click(await screen.findByRole('button', { name: 'Carmen Ruiz' }));
    await app.user.click(screen.getByRole('link', { name: 'Editar a Carmen Ruiz' }));
    await waitFor(() => expect(app.pathname()).toBe('/dashboard/boda/5/agregar-invitado'));
    expect(app.router.state.location.search).toBe('?guest=41&page=1');
    expect(await screen.findByLabelText('Nombre')).toHaveValue('Carmen');
  });

  it('disables what writes while the wedding is inactive', async () => {
    const { app } = openGuests(makeWedding({ invitationPlan: PLAN, active: false }));
    await screen.findByRole('table');
    expect(screen.getByText(/Activa tu invitación para administrar/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Agregar invitado' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Importar mi lista' })).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Invitación enviada a Carmen Ruiz' })).toBeDisabled();
    await app.user.click(screen.getByRole('button', { name: 'Carmen Ruiz' }));
    expect(screen.getByRole('button', { name: 'Editar a Carmen Ruiz' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Eliminar a Carmen Ruiz' })).toBeDisabled();
    // Its guests' links lead nowhere yet: nothing to send, even to a valid phone.
    const send = screen.getByRole('button', {
      name: 'Enviar por WhatsApp la invitación de Carmen Ruiz',
    });
    expect(send).toBeDisabled();
    expect(send).toHaveAccessibleDescription('Activa tu invitación para enviarla.');
    expect(screen.queryByRole('link', { name: /Enviar por WhatsApp/ })).not.toBeInTheDocument();
  });

  it('shows "not included" without the rsvpAdmin feature', async () => {
    const { api } = openGuests(
      makeWedding({ invitationPlan: makePlan([{ slug: 'GalleryImages', max: 10 }]) }),
    );
    expect(await screen.findByText('No incluido en tu plan')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Agregar invitado' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(api.callsTo('POST /guests/get-by-wedding')).toHaveLength(0);
  });

  it('reads in English', async () => {
    await i18n.changeLanguage('en');
    openGuests(makeWedding({ invitationPlan: null }));
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('columnheader')[1]).toHaveTextContent('Guest');
    expect(within(table).getAllByRole('cell')[2]).toHaveTextContent('Confirmed — of 2');
    expect(within(table).getAllByText('Not attending')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Export to Excel' })).toBeInTheDocument();
    expect(screen.getByText('Not included in test mode')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import my list' })).not.toBeInTheDocument();
  });
});

describe('a list made to scan', () => {
  it('sorts on the server by name, status or latest opening, from the first page', async () => {
    const { api, app } = openGuests();
    const sort = await screen.findByRole('combobox', { name: 'Ordenar por' });
    expect(api.callsTo('POST /guests/get-by-wedding').at(-1)?.body).toEqual({
      weddingId: 5,
      page: 1,
    });
    for (const [label, value] of [
      ['Nombre', 'name'],
      ['Estado', 'status'],
      ['Última vez que la abrieron', 'lastOpened'],
    ] as const) {
      await app.user.selectOptions(sort, label);
      await waitFor(() =>
        expect(api.callsTo('POST /guests/get-by-wedding').at(-1)?.body).toEqual({
          weddingId: 5,
          page: 1,
          sort: value,
        }),
      );
    }
    // Back to the order they were added in: the first, unsorted page (already in the cache).
    await app.user.selectOptions(sort, 'Como los agregaste');
    expect(sort).toHaveValue('');
    expect(await screen.findByRole('rowheader', { name: 'Carmen Ruiz' })).toBeInTheDocument();
  });

  it('marks the ticked guests as sent, one call each and one message, then prints their QR cards', async () => {
    const saved: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => (saved.push(blob), 'blob:qr'),
      revokeObjectURL: () => undefined,
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { api, app } = openGuests(undefined, {
      'PATCH /guests/{id}/sent': { body: { message: 'Invitado actualizado.', guest: CARMEN } },
      'POST /guests/qr-sheet': { body: '%PDF' },
    });
    await app.user.click(
      await screen.findByRole('checkbox', { name: 'Seleccionar a Carmen Ruiz' }),
    );
    await app.user.click(screen.getByRole('checkbox', { name: 'Seleccionar a Íñigo Peña' }));
    const bar = screen.getByRole('region', { name: 'Acciones para los invitados seleccionados' });
    expect(bar).toHaveTextContent('2 seleccionados');
    // The order gives way to the selection's actions.
    expect(screen.queryByRole('combobox', { name: 'Ordenar por' })).not.toBeInTheDocument();

    await app.user.click(within(bar).getByRole('button', { name: 'Marcar como enviadas' }));
    expect(await screen.findByText('Marcamos 1 invitación como enviada.')).toBeInTheDocument();
    // Íñigo was sent already: only Carmen is marked.
    expect(api.callsTo('PATCH /guests/{id}/sent', { id: 41 })[0]?.body).toEqual({ sent: true });
    expect(api.callsTo('PATCH /guests/{id}/sent', { id: 42 })).toHaveLength(0);

    await app.user.click(within(bar).getByRole('button', { name: 'Imprimir QR' }));
    await waitFor(() => expect(api.callsTo('POST /guests/qr-sheet')).toHaveLength(1));
    expect(api.callsTo('POST /guests/qr-sheet')[0]?.body).toEqual({
      weddingId: 5,
      guestIds: [41, 42],
    });

    await app.user.click(within(bar).getByRole('button', { name: 'Quitar selección' }));
    expect(screen.queryByRole('region', { name: /seleccionados/ })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Seleccionar a Carmen Ruiz' })).not.toBeChecked();
  });

  it('deletes the ticked guests after one confirmation, and reminds them in the walkthrough', async () => {
    const { api, app } = openGuests(undefined, {
      'DELETE /guests/{id}': { body: { message: 'Invitado eliminado.' } },
    });
    await app.user.click(
      await screen.findByRole('checkbox', { name: 'Seleccionar a todos los de esta página' }),
    );
    const bar = screen.getByRole('region', { name: 'Acciones para los invitados seleccionados' });
    expect(bar).toHaveTextContent('3 seleccionados');
    await app.user.click(within(bar).getByRole('button', { name: 'Eliminar' }));
    const dialog = screen.getByRole('dialog', { name: /eliminar a 3 invitados/ });
    await app.user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Eliminamos a 3 invitados.')).toBeInTheDocument();
    for (const id of [41, 42, 43])
      expect(api.callsTo('DELETE /guests/{id}', { id })).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await app.user.click(screen.getByRole('checkbox', { name: 'Seleccionar a Rosa' }));
    await app.user.click(screen.getByRole('button', { name: 'Recordar' }));
    await waitFor(() => expect(app.pathname()).toBe('/dashboard/boda/5/enviar/recordatorio'));
    expect(app.router.state.location.search).toBe('?invitados=43');
  });

  it('guides a new couple to their first guest, without the tools of a list', async () => {
    const { api } = openGuests(undefined, {
      'POST /guests/get-summary': {
        body: makeGuestSummary({
          totalInvitations: 0,
          pendingInvitations: 0,
          totalGuests: 0,
          funnel: { invitations: 0, sent: 0, opened: 0, answered: 0 },
          statuses: { ...makeGuestSummary().statuses, unsent: 0 },
        }),
      },
      'POST /guests/get-by-wedding': { body: { guests: [], page: 1, totalPages: 1 } },
    });
    const start = await screen.findByRole('region', { name: 'Agrega a tu primer invitado' });
    expect(within(start).getByRole('button', { name: 'Agregar invitado' })).toBeEnabled();
    expect(within(start).getByRole('button', { name: 'Importar mi lista' })).toBeEnabled();
    for (const tool of [
      'Exportar a Excel',
      'Imprimir códigos QR',
      'Enviar a los pendientes',
      'Recordar a quienes no han respondido',
    ])
      expect(
        screen.queryByRole('button', { name: tool }) ?? screen.queryByRole('link', { name: tool }),
      ).toBeNull();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.queryByText(/Todo enviado/)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.callsTo('POST /guests/qr-sheet')).toHaveLength(0);
  });
});

/**
 * Decodes the qrcode library's SVG (one stroked path of horizontal runs, `M x y.5 h n m dx dy`)
 * by painting it black on white, 8 pixels a module, and reading it with jsqr.
 */
function decodeQrSvg(svg: string): string | null {
  const size = Number(/viewBox="0 0 (\d+) \d+"/.exec(svg)?.[1]);
  const path = /stroke="#000000" d="([^"]+)"/.exec(svg)?.[1] ?? '';
  const scale = 8;
  const side = size * scale;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  let x = 0;
  let y = 0;
  for (const [, command, a, b] of path.matchAll(/([MmHh])([\d.]+)(?: ([\d.-]+))?/g)) {
    if (command === 'M') [x, y] = [Number(a), Number(b)];
    else if (command === 'm') [x, y] = [x + Number(a), y + Number(b)];
    else if (command === 'h') {
      const row = Math.floor(y);
      for (let col = x; col < x + Number(a); col += 1) {
        for (let py = row * scale; py < (row + 1) * scale; py += 1) {
          const start = (py * side + col * scale) * 4;
          pixels.fill(0, start, start + scale * 4);
          for (let p = start + 3; p < start + scale * 4; p += 4) pixels[p] = 255;
        }
      }
      x += Number(a);
    }
  }
  return jsQR(pixels, side, side)?.data ?? null;
}

describe('guest QR code', () => {
  const INIGO_LINK = 'http://localhost:5175/ana-y-luis?code=AB12CD34';

  it("shows the guest's own link as a QR, with the name and the link, and downloads it as SVG", async () => {
    const saved: Blob[] = [];
    const fileNames: string[] = [];
    // jsdom has no object URLs: these catch the file the button saves.
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => (saved.push(blob), 'blob:qr'),
      revokeObjectURL: () => undefined,
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      fileNames.push(this.download);
    });
    openGuests();

    fireEvent.click(await screen.findByRole('button', { name: 'Íñigo Peña' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Código QR de Íñigo Peña' }));

    const dialog = await screen.findByRole('dialog', { name: 'Código QR de Íñigo Peña' });
    const code = within(dialog).getByRole('img', { name: 'Código QR de Íñigo Peña' });
    await waitFor(() => expect(code.querySelector('svg')).not.toBeNull());
    expect(decodeQrSvg(code.innerHTML)).toBe(INIGO_LINK);
    expect(dialog).toHaveTextContent('Íñigo Peña');
    expect(dialog).toHaveTextContent(INIGO_LINK);

    fireEvent.click(
      within(dialog).getByRole('button', { name: 'Descargar el código QR de Íñigo Peña' }),
    );

    expect(fileNames).toEqual(['qr-inigo-pena.svg']);
    expect(saved[0]?.type).toBe('image/svg+xml');
    expect(decodeQrSvg((await saved[0]?.text()) ?? '')).toBe(INIGO_LINK);
  });

  it('says so when the printable sheet has no guest to print', async () => {
    openGuests(undefined, {
      'POST /guests/qr-sheet': {
        status: 409,
        body: { code: 'conflict', message: 'Aún no hay invitados en esta boda.' },
      },
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Imprimir códigos QR' }));

    expect(await screen.findByText('Aún no hay invitados en esta boda.')).toBeInTheDocument();
  });
});
