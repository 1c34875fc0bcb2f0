import { makeClient } from '@convite/api/testing/make-client';
import { mockApi } from '@convite/api/testing/mock-api';
import { CLIENT_TOKEN_KEY } from '@convite/api/tokens';
import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, screen } from '../../../test/render-app.tsx';

const ANA = makeClient({ verified: false });
const OTHER = makeClient({ id: 99, email: 'otra@example.com', verified: false });

/** An unverified client whose "Reenviar correo" answers 401: the session expired meanwhile. */
async function expireSession(extra: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    // Answers for whichever account the token belongs to.
    'GET /clients/me': (call) => ({
      body: call.headers.get('Authorization') === 'Bearer other-jwt' ? OTHER : ANA,
    }),
    'POST /auth/resend-verification': {
      status: 401,
      body: { code: 'unauthenticated', message: 'Tu sesión expiró.' },
    },
    ...extra,
  });
  const app = renderApp('/verificacion', { token: 'old-jwt' });
  await app.user.click(await screen.findByRole('button', { name: 'Reenviar correo' }));
  const dialog = await screen.findByRole('dialog', { name: 'Tu sesión expiró' });
  return { api, app, dialog };
}

describe('re-authentication modal (401)', () => {
  it('opens on a 401 with the stored email shown disabled, a password, Google and a refresh button', async () => {
    const { dialog, app } = await expireSession();
    const email = within(dialog).getByLabelText('Correo electrónico');
    expect(email).toBeDisabled();
    expect(email).toHaveValue('ana@example.com');
    expect(within(dialog).getByLabelText('Contraseña')).toHaveFocus();
    expect(
      within(dialog).getByRole('button', { name: 'Continuar con Google' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Actualizar' })).toBeInTheDocument();
    expect(app.pathname()).toBe('/verificacion');
    expect(localStorage.getItem(CLIENT_TOKEN_KEY)).toBe('old-jwt');
  });

  it('signs in again with the same account, re-checks /clients/me and closes, staying on the page', async () => {
    const { api, app, dialog } = await expireSession({
      'POST /auth/login': { body: { message: 'Bienvenida', client: ANA, token: 'new-jwt' } },
    });
    await app.user.type(within(dialog).getByLabelText('Contraseña'), 'Boda.2026');
    await app.user.click(within(dialog).getByRole('button', { name: 'Iniciar sesión' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST /auth/login')[0]?.body).toEqual({
      email: 'ana@example.com',
      password: 'Boda.2026',
    });
    expect(localStorage.getItem(CLIENT_TOKEN_KEY)).toBe('new-jwt');
    const recheck = api.callsTo('GET /clients/me').at(-1);
    expect(recheck?.headers.get('Authorization')).toBe('Bearer new-jwt');
    expect(app.pathname()).toBe('/verificacion');
  });

  it('shows a wrong password under the field and stays open', async () => {
    const { app, dialog } = await expireSession({
      'POST /auth/login': {
        status: 422,
        body: {
          code: 'validation_failed',
          message: 'Credenciales inválidas',
          errors: { password: ['Contraseña incorrecta.'] },
        },
      },
    });
    await app.user.type(within(dialog).getByLabelText('Contraseña'), 'mala');
    await app.user.click(within(dialog).getByRole('button', { name: 'Iniciar sesión' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Contraseña')).toHaveAccessibleDescription(
        'Contraseña incorrecta.',
      ),
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('logs out when /clients/me then answers a different email than the stored client', async () => {
    const { app, dialog } = await expireSession({
      'POST /auth/login': { body: { message: 'Hola', client: OTHER, token: 'other-jwt' } },
    });
    await app.user.type(within(dialog).getByLabelText('Contraseña'), 'Boda.2026');
    await app.user.click(within(dialog).getByRole('button', { name: 'Iniciar sesión' }));
    await waitFor(() => expect(app.pathname()).toBe('/login'));
    expect(localStorage.getItem(CLIENT_TOKEN_KEY)).toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('refresh re-reads the client and closes when the session works again', async () => {
    const { app, dialog } = await expireSession();
    await app.user.click(within(dialog).getByRole('button', { name: 'Actualizar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(app.pathname()).toBe('/verificacion');
  });

  it('logs out from the modal', async () => {
    const { app, dialog } = await expireSession();
    await app.user.click(within(dialog).getByRole('button', { name: 'Cerrar sesión' }));
    await waitFor(() => expect(app.pathname()).toBe('/login'));
    expect(localStorage.getItem(CLIENT_TOKEN_KEY)).toBeNull();
  });
});
