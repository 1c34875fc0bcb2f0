import { makeClient } from '@convite/api/testing/make-client';
import { mockApi, type MockHandlers } from '@convite/api/testing/mock-api';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makePlan, makeWedding } from '../../../../test/make-wedding.ts';
import { renderApp, screen } from '../../../../test/render-app.tsx';

const PLAN = makePlan([{ slug: 'rsvpAdmin' }]);

function openMessages(
  handlers: MockHandlers = {},
  wedding = makeWedding({ invitationPlan: PLAN }),
) {
  const api = mockApi({
    'GET /clients/me': { body: makeClient({ weddings: [{ id: wedding.id }] }) },
    'GET /weddings/{id}': { body: wedding },
    'GET /weddings/{id}/message-templates': {
      body: { invitation: null, reminder: null, pass: null },
    },
    'POST /guests/get-by-wedding': { body: { guests: [], page: 1, totalPages: 1 } },
    'GET /weddings/{id}/reminder-schedule': { body: { enabled: false, daysBefore: [14, 3] } },
    ...handlers,
  });
  const app = renderApp('/dashboard/boda/5/mensajes', { token: 'jwt' });
  return { api, app };
}

describe('the reminder schedule', () => {
  it('switches the reminders on with the days the couple picks, up to three', async () => {
    const { api, app } = openMessages({
      'PUT /weddings/{id}/reminder-schedule': {
        body: {
          message: 'Recordatorios guardados',
          schedule: { enabled: true, daysBefore: [21, 14, 3] },
        },
      },
    });
    const enabled = await screen.findByRole('checkbox', {
      name: 'Enviar recordatorios automáticos',
    });
    expect(enabled).not.toBeChecked();
    expect(screen.getByRole('button', { name: '14 días' })).toBeDisabled();

    await app.user.click(enabled);
    expect(screen.getByRole('button', { name: '14 días', pressed: true })).toBeEnabled();
    await app.user.click(screen.getByRole('button', { name: '21 días' }));
    // Three chosen: the others wait.
    expect(screen.getByRole('button', { name: '1 día' })).toBeDisabled();
    await app.user.click(screen.getByRole('button', { name: 'Guardar recordatorios' }));

    await waitFor(() =>
      expect(api.callsTo('PUT /weddings/{id}/reminder-schedule')[0]?.body).toEqual({
        enabled: true,
        daysBefore: [21, 14, 3],
      }),
    );
  });

  it('asks for a day before saving reminders switched on', async () => {
    const { app } = openMessages();
    await app.user.click(
      await screen.findByRole('checkbox', { name: 'Enviar recordatorios automáticos' }),
    );
    await app.user.click(screen.getByRole('button', { name: '14 días' }));
    await app.user.click(screen.getByRole('button', { name: '3 días' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Elige al menos un día.');
    expect(screen.getByRole('button', { name: 'Guardar recordatorios' })).toBeDisabled();
  });
});
