import { makeClient } from '@convite/api/testing/make-client';
import { mockApi, type MockHandlers } from '@convite/api/testing/mock-api';
import { act, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../../lib/i18n.ts';
import { makeGuest, makePlan, makeWedding } from '../../../../test/make-wedding.ts';
import { renderApp, screen } from '../../../../test/render-app.tsx';

const PLAN = makePlan([{ slug: 'rsvpAdmin' }]);
const HOUR = 3_600_000;
const queueGuest = (
  id: number,
  name: string,
  phone: string | null,
  remindedAt: string | null = null,
) => ({
  id,
  name,
  lastName: null,
  phone,
  link: `http://localhost:5175/ana-y-luis?code=CODE00${id}`,
  passLink: null as string | null,
  remindedAt,
});
const passGuest = (id: number, name: string, phone: string | null) => ({
  ...queueGuest(id, name, phone),
  passLink: `http://localhost:5175/ana-y-luis/pase/${id}.AAAAAAAAAAAAAAAAAAAAA${id}`,
});
const QUEUE = [
  queueGuest(1, 'Carmen', '+525512345678'),
  queueGuest(2, 'Rosa', null),
  queueGuest(3, 'Íñigo', '+14155550100'),
];

function openWalkthrough(
  path: string,
  guests: ReturnType<typeof queueGuest>[],
  options: { wedding?: ReturnType<typeof makeWedding>; handlers?: MockHandlers } = {},
) {
  const wedding = options.wedding ?? makeWedding({ invitationPlan: PLAN });
  const api = mockApi({
    'GET /clients/me': { body: makeClient({ weddings: [{ id: wedding.id }] }) },
    'GET /weddings/{id}': { body: wedding },
    'GET /weddings/{id}/message-templates': {
      body: {
        invitation: {
          language: 'es',
          text: 'Hola {nombre}: {enlace}',
          updatedAt: '2026-01-01T00:00:00Z',
        },
        reminder: null,
        pass: null,
      },
    },
    'GET /weddings/{id}/send-queue': (call) => ({
      body: { kind: call.params.query.kind, guests },
    }),
    'PATCH /guests/{id}/sent': { body: { message: 'Invitado actualizado.', guest: makeGuest() } },
    'POST /guests/{id}/reminded': {
      body: { message: 'Recordatorio registrado', remindedAt: new Date().toISOString() },
    },
    ...options.handlers,
  });
  const app = renderApp(path, { token: 'jwt' });
  return { api, app };
}

/** jsdom cannot open WhatsApp: the tap's own handler is what is under test. */
async function tapOpen(app: ReturnType<typeof openWalkthrough>['app'], name: string) {
  const link = await screen.findByRole('link', {
    name: `Abrir WhatsApp con el mensaje para ${name}`,
  });
  link.addEventListener('click', (event) => event.preventDefault());
  const url = new URL(link.getAttribute('href') ?? '');
  await app.user.click(link);
  return url;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('send walkthrough', () => {
  it('goes through the unsent guests one by one with the couple’s message, marking each sent', async () => {
    const { api, app } = openWalkthrough('/dashboard/boda/5/enviar/invitacion', QUEUE);
    expect(
      await screen.findByRole('heading', { name: 'Enviar a los pendientes' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('1 de 2')).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Carmen' });
    expect(within(card).getByTestId('chat-bubble')).toHaveTextContent(
      `Hola Carmen: ${QUEUE[0]?.link}`,
    );

    const first = await tapOpen(app, 'Carmen');
    expect(`${first.origin}${first.pathname}`).toBe('https://wa.me/525512345678');
    expect(first.searchParams.get('text')).toBe(`Hola Carmen: ${QUEUE[0]?.link}`);
    await waitFor(() =>
      expect(api.callsTo('PATCH /guests/{id}/sent', { id: 1 })[0]?.body).toEqual({ sent: true }),
    );

    expect(await screen.findByText('2 de 2')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Íñigo' })).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Saltar' }));
    expect(api.callsTo('PATCH /guests/{id}/sent', { id: 3 })).toHaveLength(0);

    expect(await screen.findByText('¡Listo! Recorriste a todos.')).toBeInTheDocument();
    expect(screen.getByText('Abriste WhatsApp para 1 y saltaste 1.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver la lista de invitados' })).toHaveAttribute(
      'href',
      '/dashboard/boda/5/invitados',
    );
    expect(screen.getByRole('link', { name: '← Volver a invitados' })).toHaveAttribute(
      'href',
      '/dashboard/boda/5/invitados',
    );
    const skipped = screen.getByRole('region', { name: 'Sin enviar por WhatsApp (1)' });
    expect(skipped).toHaveTextContent('RosaSin teléfono válido');
    expect(
      within(skipped).getByRole('button', { name: 'Copiar enlace de Rosa' }),
    ).toBeInTheDocument();
    expect(api.callsTo('GET /weddings/{id}/send-queue')[0]?.params.query).toEqual({
      kind: 'invitation',
    });
  });

  it('reminds with the reminder message, records it, and pauses guests reminded in the last 24 hours', async () => {
    const now = Date.now();
    const { api, app } = openWalkthrough('/dashboard/boda/5/enviar/recordatorio', [
      queueGuest(1, 'Carmen', '+525512345678', new Date(now - 2 * HOUR).toISOString()),
      queueGuest(3, 'Íñigo', '+14155550100', new Date(now - 50 * HOUR).toISOString()),
    ]);
    expect(
      await screen.findByRole('heading', { name: 'Recordar a quienes no han respondido' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('1 de 1')).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Íñigo' });
    expect(card).toHaveTextContent('Recordado hace 2 días');
    expect(within(card).getByTestId('chat-bubble')).toHaveTextContent(
      '¡Hola, Íñigo! Esperamos que estés muy bien.',
    );
    const url = await tapOpen(app, 'Íñigo');
    expect(url.pathname).toBe('/14155550100');
    await waitFor(() =>
      expect(api.callsTo('POST /guests/{id}/reminded', { id: 3 })).toHaveLength(1),
    );
    expect(api.callsTo('PATCH /guests/{id}/sent')).toHaveLength(0);

    const skipped = await screen.findByRole('region', { name: 'Sin enviar por WhatsApp (1)' });
    expect(skipped).toHaveTextContent('CarmenRecordado hace menos de 24 horas');
    expect(
      screen.getByText(/No volvemos a recordar a quien recordaste en las últimas 24 horas/),
    ).toBeInTheDocument();
  });

  it("reminds only the guests chosen in the list's selection", async () => {
    openWalkthrough('/dashboard/boda/5/enviar/recordatorio?invitados=3,7', [
      queueGuest(1, 'Carmen', '+525512345678'),
      queueGuest(3, 'Íñigo', '+14155550100'),
    ]);
    expect(await screen.findByText('1 de 1')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Íñigo' })).toBeInTheDocument();
    expect(screen.queryByText('Carmen')).not.toBeInTheDocument();
  });

  it('sends each attending household its pass with the default pass message, marking nothing', async () => {
    const households = [
      passGuest(7, 'Familia López', '+525512345678'),
      passGuest(8, 'Familia Ruiz', '55 1234'),
      passGuest(9, 'Familia Peña', '+14155550100'),
    ];
    const { api, app } = openWalkthrough('/dashboard/boda/5/enviar/pase', households);
    expect(await screen.findByRole('heading', { name: 'Enviar los pases' })).toBeInTheDocument();
    expect(await screen.findByText('1 de 2')).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Familia López' });
    const message = within(card).getByTestId('chat-bubble');
    expect(message).toHaveTextContent('¡Ya casi, Familia López!');
    expect(message).toHaveTextContent(`Este es tu pase para la boda: ${households[0]?.passLink}`);
    expect(message).not.toHaveTextContent('code=CODE007');
    expect(card).toHaveTextContent('Al abrir WhatsApp pasamos a la siguiente familia.');

    const url = await tapOpen(app, 'Familia López');
    expect(url.pathname).toBe('/525512345678');
    expect(url.searchParams.get('text')).toContain(households[0]?.passLink);
    expect(await screen.findByText('2 de 2')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Familia Peña' })).toBeInTheDocument();
    expect(api.callsTo('GET /weddings/{id}/send-queue')[0]?.params.query).toEqual({
      kind: 'pass',
    });
    expect(api.callsTo('PATCH /guests/{id}/sent')).toHaveLength(0);
    expect(api.callsTo('POST /guests/{id}/reminded')).toHaveLength(0);

    // A household WhatsApp cannot reach: its pass link to copy and share another way.
    const skipped = screen.getByRole('region', { name: 'Sin enviar por WhatsApp (1)' });
    expect(skipped).toHaveTextContent('Familia RuizSin teléfono válido');
  });

  it('says so when no household has a pass to send', async () => {
    openWalkthrough('/dashboard/boda/5/enviar/pase', []);
    expect(
      await screen.findByText(
        'Aún no hay pases por enviar: aquí aparecen las familias con teléfono que confirmaron que asistirán.',
      ),
    ).toBeInTheDocument();
  });

  it('sends the passes in English', async () => {
    await act(() => i18n.changeLanguage('en'));
    try {
      const households = [passGuest(7, 'López family', '+525512345678')];
      openWalkthrough('/dashboard/boda/5/enviar/pase', households);
      expect(await screen.findByRole('heading', { name: 'Send the passes' })).toBeInTheDocument();
      expect(await screen.findByTestId('chat-bubble')).toHaveTextContent(
        `Here is your pass for the wedding: ${households[0]?.passLink}`,
      );
      expect(
        screen.getByText('Opening WhatsApp moves on to the next household.'),
      ).toBeInTheDocument();
    } finally {
      await act(() => i18n.changeLanguage('es'));
    }
  });

  it('says so when nobody is pending', async () => {
    openWalkthrough('/dashboard/boda/5/enviar/invitacion', []);
    expect(
      await screen.findByText('¡Todo enviado! No hay invitaciones pendientes.'),
    ).toBeInTheDocument();
  });

  it('opens nothing while the wedding is inactive', async () => {
    const { api } = openWalkthrough('/dashboard/boda/5/enviar/invitacion', QUEUE, {
      wedding: makeWedding({ invitationPlan: PLAN, active: false }),
    });
    expect(
      await screen.findByText('Activa tu invitación para enviar mensajes.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Abrir WhatsApp' })).toBeDisabled();
    expect(screen.queryByRole('link', { name: /Abrir WhatsApp/ })).not.toBeInTheDocument();
    expect(api.callsTo('PATCH /guests/{id}/sent')).toHaveLength(0);
  });

  it('speaks English', async () => {
    await act(() => i18n.changeLanguage('en'));
    try {
      openWalkthrough('/dashboard/boda/5/enviar/invitacion', QUEUE);
      expect(await screen.findByText('1 of 2')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Skip' })).toBeInTheDocument();
      expect(screen.getByRole('region', { name: 'Not sent by WhatsApp (1)' })).toHaveTextContent(
        'No valid phone',
      );
    } finally {
      await act(() => i18n.changeLanguage('es'));
    }
  });
});
