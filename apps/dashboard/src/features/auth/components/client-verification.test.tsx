import { makeClient } from '@convite/api/testing/make-client';
import { mockApi } from '@convite/api/testing/mock-api';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, screen } from '../../../test/render-app.tsx';

describe('verification link', () => {
  it('verifies once, shows the server message and continues a signed-in client', async () => {
    const verified = makeClient({ verified: true });
    const api = mockApi({
      'GET /clients/me': (_call, count) => ({
        body: count === 1 ? makeClient({ verified: false }) : verified,
      }),
      'POST /auth/verify-client': { body: { message: 'Cuenta verificada.', client: verified } },
    });
    const app = renderApp('/verificacion/abc123', { token: 'jwt' });
    await waitFor(() => expect(app.pathname()).toBe('/dashboard/crear-boda'));
    expect(await screen.findByRole('status')).toHaveTextContent('Cuenta verificada.');
    expect(api.callsTo('POST /auth/verify-client')).toHaveLength(1);
    expect(api.callsTo('POST /auth/verify-client')[0]?.body).toEqual({ token: 'abc123' });
  });

  it('sends a visitor who is not signed in to login after verifying', async () => {
    mockApi({
      'POST /auth/verify-client': { body: { message: 'Cuenta verificada.', client: makeClient() } },
    });
    const app = renderApp('/verificacion/abc123');
    await waitFor(() => expect(app.pathname()).toBe('/login'));
  });

  it('shows the server message on the screen when the link fails', async () => {
    mockApi({
      'POST /auth/verify-client': {
        status: 422,
        body: {
          code: 'validation_failed',
          message: 'El enlace expiró.',
          errors: { token: ['El enlace expiró.'] },
        },
      },
    });
    const app = renderApp('/verificacion/viejo');
    expect(await screen.findByText('El enlace expiró.')).toBeInTheDocument();
    expect(screen.getByText('No pudimos verificar tu cuenta.')).toBeInTheDocument();
    expect(app.pathname()).toBe('/verificacion/viejo');
  });
});
