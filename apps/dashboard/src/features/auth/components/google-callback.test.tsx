import { makeClient } from '@convite/api/testing/make-client';
import { mockApi } from '@convite/api/testing/mock-api';
import { CLIENT_TOKEN_KEY } from '@convite/api/tokens';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, screen } from '../../../test/render-app.tsx';

describe('Google callback', () => {
  it('posts code and state, signs in and continues', async () => {
    const client = makeClient({ name: null, lastName: null });
    const api = mockApi({
      'POST /auth/google-verification': { body: { message: 'Hola', client, token: 'g-jwt' } },
      'GET /clients/me': { body: client },
    });
    const app = renderApp('/auth/google/callback?code=c0de&state=s1gned');
    await waitFor(() => expect(app.pathname()).toBe('/completar-datos'));
    expect(api.callsTo('POST /auth/google-verification')[0]?.body).toEqual({
      code: 'c0de',
      state: 's1gned',
    });
    expect(localStorage.getItem(CLIENT_TOKEN_KEY)).toBe('g-jwt');
  });

  it('shows the failure message and goes to login', async () => {
    mockApi({
      'POST /auth/google-verification': {
        status: 422,
        body: { code: 'validation_failed', message: 'El inicio con Google falló.', errors: {} },
      },
    });
    const app = renderApp('/auth/google/callback?code=c0de&state=bad');
    await waitFor(() => expect(app.pathname()).toBe('/login'));
    expect(await screen.findByRole('alert')).toHaveTextContent('El inicio con Google falló.');
  });

  it('goes to login with a message when Google sent no code', async () => {
    const api = mockApi({});
    const app = renderApp('/auth/google/callback');
    await waitFor(() => expect(app.pathname()).toBe('/login'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No recibimos la respuesta de Google.',
    );
    expect(api.calls).toHaveLength(0);
  });
});
