import { makeClient } from '@convite/api/testing/make-client';
import { mockApi, type MockHandlers } from '@convite/api/testing/mock-api';
import { fireEvent, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { makeGuest, makePlan, makeWedding } from '../../../test/make-wedding.ts';
import { renderApp, screen } from '../../../test/render-app.tsx';

const WEDDING = makeWedding({ invitationPlan: makePlan([{ slug: 'rsvpAdmin' }]) });
const CARMEN = makeGuest({ id: 41, name: 'Carmen', lastName: 'Ruiz', phone: '+525512345678' });
const ROSA = makeGuest({ id: 43, name: 'Rosa', lastName: null, phone: null });
const message = (guestId: number, status: 'queued' | 'sent' | 'delivered' | 'read' | 'failed') => ({
  id: guestId * 10,
  guestId,
  kind: 'invitation' as const,
  status,
  errorCode: status === 'failed' ? 131026 : null,
  errorTitle: status === 'failed' ? 'Message undeliverable' : null,
  createdAt: '2026-11-27T14:00:00.000Z',
  updatedAt: '2026-11-27T14:00:00.000Z',
});

function openGuests(whatsAppCloudApi: boolean, handlers: MockHandlers = {}) {
  const api = mockApi({
    'GET /public/site': { body: { demoInvitationUrl: null, analytics: null, whatsAppCloudApi } },
    'GET /clients/me': { body: makeClient({ weddings: [{ id: WEDDING.id }] }) },
    'GET /weddings/{id}': { body: WEDDING },
    'POST /guests/get-by-wedding': { body: { guests: [CARMEN, ROSA], page: 1, totalPages: 1 } },
    'POST /guests/whatsapp-statuses': { body: { messages: [message(41, 'delivered')] } },
    ...handlers,
  });
  const app = renderApp('/dashboard/boda/5/invitados', { token: 'jwt' });
  return { api, app };
}

afterEach(() => {
  vi.restoreAllMocks();
});

/** The API's button and status sit in a guest's details: a tap on each name opens them. */
async function openDetails(...names: string[]) {
  for (const name of names) fireEvent.click(await screen.findByRole('button', { name }));
}

describe('sending through the WhatsApp Cloud API', () => {
  it('is absent while the server has no Cloud API', async () => {
    const { api } = openGuests(false);
    await screen.findByRole('link', { name: 'Enviar por WhatsApp la invitación de Carmen Ruiz' });
    await openDetails('Carmen Ruiz');
    await waitFor(() => expect(api.callsTo('GET /public/site')).toHaveLength(1));
    expect(
      screen.queryByRole('button', { name: /por la API de WhatsApp/ }),
    ).not.toBeInTheDocument();
    expect(api.callsTo('POST /guests/whatsapp-statuses')).toHaveLength(0);
  });

  it('shows the latest status from one request, and sends a guest with a phone', async () => {
    const { api, app } = openGuests(true, {
      'POST /guests/{id}/whatsapp-messages': { status: 202, body: message(41, 'sent') },
    });
    await openDetails('Carmen Ruiz', 'Rosa');
    expect(await screen.findByText('WhatsApp: entregado')).toBeInTheDocument();
    expect(api.callsTo('POST /guests/whatsapp-statuses')).toHaveLength(1);
    expect(
      screen.getByRole('button', {
        name: 'Enviar la invitación de Rosa por la API de WhatsApp, desde el número de Convite',
      }),
    ).toBeDisabled();
    await app.user.click(
      screen.getByRole('button', {
        name: 'Enviar la invitación de Carmen Ruiz por la API de WhatsApp, desde el número de Convite',
      }),
    );
    expect(await screen.findByText('Invitación enviada a Carmen Ruiz por WhatsApp.')).toBeVisible();
    const [send] = api.callsTo('POST /guests/{id}/whatsapp-messages', { id: 41 });
    expect(send?.body).toEqual({ kind: 'invitation' });
    // The statuses and the list refresh.
    await waitFor(() => expect(api.callsTo('POST /guests/whatsapp-statuses')).toHaveLength(2));
  });

  it('says so in English when WhatsApp refused it, and shows the server message on a 409', async () => {
    await i18n.changeLanguage('en');
    const { app } = openGuests(true, {
      'POST /guests/whatsapp-statuses': { body: { messages: [message(41, 'failed')] } },
      'POST /guests/{id}/whatsapp-messages': (_call, count) =>
        count === 1
          ? { status: 202, body: message(41, 'failed') }
          : {
              status: 409,
              body: {
                code: 'conflict',
                message: 'Sending through the WhatsApp API is not set up.',
              },
            },
    });
    await openDetails('Carmen Ruiz');
    expect(await screen.findByText('WhatsApp: failed')).toHaveAttribute(
      'title',
      'Message undeliverable',
    );
    const button = screen.getByRole('button', {
      name: "Send Carmen Ruiz's invitation through the WhatsApp API, from Convite's number",
    });
    await app.user.click(button);
    expect(
      await screen.findByText(
        "WhatsApp could not deliver Carmen Ruiz's invitation. Check the phone number or send it from your phone.",
      ),
    ).toBeVisible();
    await app.user.click(button);
    expect(
      await screen.findByText('Sending through the WhatsApp API is not set up.'),
    ).toBeVisible();
  });
});
