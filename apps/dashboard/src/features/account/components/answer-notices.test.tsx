import { makeClient } from '@convite/api/testing/make-client';
import { mockApi } from '@convite/api/testing/mock-api';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeWedding } from '../../../test/make-wedding.ts';
import { renderApp, screen } from '../../../test/render-app.tsx';

function openAccount(handlers: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'GET /clients/me': { body: makeClient({ weddings: [makeWedding({ id: 5 })] }) },
    'GET /weddings/{id}': { body: makeWedding({ id: 5 }) },
    'GET /clients/me/notices': { body: { answerNotices: 'each', language: 'es' } },
    ...handlers,
  });
  const app = renderApp('/dashboard/boda/5/cuenta', { token: 'jwt' });
  return { api, app };
}

describe('the answer notices of the account tab', () => {
  it('shows the couple’s choice and saves another one on tap', async () => {
    const { api, app } = openAccount({
      'PUT /clients/me/notices': {
        body: {
          message: 'Listo: guardamos cómo quieres recibir los avisos.',
          settings: { answerNotices: 'daily', language: 'es' },
        },
      },
    });
    const each = await screen.findByRole('radio', { name: /Cada vez que alguien responda/ });
    expect(each).toBeChecked();
    await app.user.click(screen.getByRole('radio', { name: /Un resumen al día/ }));
    await waitFor(() => expect(api.callsTo('PUT /clients/me/notices')).toHaveLength(1));
    expect(api.callsTo('PUT /clients/me/notices')[0]?.body).toEqual({ answerNotices: 'daily' });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Listo: guardamos cómo quieres recibir los avisos.',
    );
  });
});

describe('the one-click unsubscribe page', () => {
  it('posts the link’s token once, as a mail client would, and shows the answer', async () => {
    const api = mockApi({
      'POST /notices/unsubscribe': { body: { message: 'Listo: ya no recibirás avisos.' } },
    });
    renderApp('/avisos/baja?token=7.abc');
    expect(await screen.findByText('Listo: ya no recibirás avisos.')).toBeVisible();
    const calls = api.callsTo('POST /notices/unsubscribe');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.params.query).toEqual({ token: '7.abc' });
    expect(calls[0]?.body).toEqual({ 'List-Unsubscribe': 'One-Click' });
    expect(screen.getByRole('link', { name: 'Ir a mi cuenta' })).toHaveAttribute('href', '/login');
  });

  it('shows the server’s reason when the link is not valid', async () => {
    mockApi({
      'POST /notices/unsubscribe': {
        status: 404,
        body: {
          code: 'not_found',
          message: 'El enlace para dejar de recibir avisos no es válido.',
        },
      },
    });
    renderApp('/avisos/baja?token=forged');
    expect(
      await screen.findByText('El enlace para dejar de recibir avisos no es válido.'),
    ).toBeVisible();
  });
});
