import { makeClient } from '@convite/api/testing/make-client';
import { mockApi } from '@convite/api/testing/mock-api';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, screen } from '../../../test/render-app.tsx';

describe('unverified screen', () => {
  it('says "Cliente no verificado" when Refresh finds the client still unverified', async () => {
    const api = mockApi({ 'GET /clients/me': { body: makeClient({ verified: false }) } });
    const app = renderApp('/verificacion', { token: 'jwt' });
    await app.user.click(await screen.findByRole('button', { name: 'Actualizar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Cliente no verificado');
    expect(api.callsTo('GET /clients/me')).toHaveLength(2);
    expect(app.pathname()).toBe('/verificacion');
  });

  it('moves on when Refresh finds the client verified', async () => {
    mockApi({
      'GET /clients/me': (_call, count) => ({ body: makeClient({ verified: count > 1 }) }),
    });
    const app = renderApp('/verificacion', { token: 'jwt' });
    await app.user.click(await screen.findByRole('button', { name: 'Actualizar' }));
    await waitFor(() => expect(app.pathname()).toBe('/dashboard/crear-boda'));
  });

  it('resends the email and shows the server message', async () => {
    mockApi({
      'GET /clients/me': { body: makeClient({ verified: false }) },
      'POST /auth/resend-verification': { body: { message: 'Te enviamos otro correo.' } },
    });
    const app = renderApp('/verificacion', { token: 'jwt' });
    await app.user.click(await screen.findByRole('button', { name: 'Reenviar correo' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Te enviamos otro correo.');
  });

  it('logs out', async () => {
    mockApi({ 'GET /clients/me': { body: makeClient({ verified: false }) } });
    const app = renderApp('/verificacion', { token: 'jwt' });
    await app.user.click(await screen.findByRole('button', { name: 'Cerrar sesión' }));
    await waitFor(() => expect(app.pathname()).toBe('/login'));
    expect(localStorage.getItem('convite.clientToken')).toBeNull();
  });
});
