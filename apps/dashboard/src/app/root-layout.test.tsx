import { makeClient } from '@convite/api/testing/make-client';
import { mockApi } from '@convite/api/testing/mock-api';
import { CLIENT_TOKEN_KEY } from '@convite/api/tokens';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, screen } from '../test/render-app.tsx';

describe('session rules', () => {
  it('logs out on a 403 anywhere: clears token, client and wedding, goes to login', async () => {
    mockApi({
      'GET /clients/me': { body: makeClient({ verified: false }) },
      'POST /auth/resend-verification': {
        status: 403,
        body: { code: 'forbidden', message: 'No tienes permiso.' },
      },
    });
    const app = renderApp('/verificacion', { token: 'jwt' });
    await app.user.click(await screen.findByRole('button', { name: 'Reenviar correo' }));
    await waitFor(() => expect(app.pathname()).toBe('/login'));
    expect(localStorage.getItem(CLIENT_TOKEN_KEY)).toBeNull();
    expect(app.queryClient.getQueryData(['get', '/clients/me'])).toBeUndefined();
    expect(await screen.findByRole('alert')).toHaveTextContent('No tienes permiso.');
    expect(await screen.findByRole('heading', { name: 'Inicia sesión' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('logs out when loading the client fails with a status other than 401', async () => {
    mockApi({
      'GET /clients/me': { status: 403, body: { code: 'forbidden', message: 'Prohibido' } },
    });
    const app = renderApp('/dashboard', { token: 'jwt' });
    await waitFor(() => expect(localStorage.getItem(CLIENT_TOKEN_KEY)).toBeNull());
    expect(app.pathname()).toBe('/login');
  });

  it('keeps the session when the server or its proxy is down for a moment (a 502 without the contract body)', async () => {
    mockApi({
      // Not a status the contract declares: what a proxy answers in front of a stopped API.
      'GET /clients/me': { status: 502, body: 'Bad Gateway' } as never,
    });
    const app = renderApp('/dashboard', { token: 'jwt' });
    await waitFor(() =>
      expect(app.queryClient.getQueryState(['get', '/clients/me'])?.status).toBe('error'),
    );
    expect(localStorage.getItem(CLIENT_TOKEN_KEY)).toBe('jwt');
    expect(app.pathname()).toBe('/dashboard');
  });

  it('opens the re-authentication modal (and keeps the token) when loading the client answers 401', async () => {
    mockApi({
      'GET /clients/me': {
        status: 401,
        body: { code: 'unauthenticated', message: 'Sesión expirada' },
      },
    });
    const app = renderApp('/dashboard', { token: 'jwt' });
    const dialog = await screen.findByRole('dialog', { name: 'Tu sesión expiró' });
    // Nothing was loaded before, so the email can be typed.
    expect(dialog.querySelector('input[type="email"]')).not.toBeDisabled();
    expect(localStorage.getItem(CLIENT_TOKEN_KEY)).toBe('jwt');
    expect(app.pathname()).toBe('/dashboard');
  });

  it('sends the interface language with every call and switches texts with the selector', async () => {
    const api = mockApi({
      'POST /auth/send-reset-link': { body: { message: 'If the email exists, we sent a link.' } },
    });
    const app = renderApp('/olvido-password');
    await app.user.click(screen.getByRole('button', { name: 'English' }));
    expect(localStorage.getItem('locale')).toBe('en');
    expect(screen.getByRole('heading', { name: 'Recover your password' })).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Send link' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('This field is required.');
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill out all fields correctly.');
    await app.user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await app.user.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'If the email exists, we sent a link.',
    );
    expect(api.calls[0]?.headers.get('Accept-Language')).toBe('en');
  });
});

describe('an expired session on the login page', () => {
  it('is forgotten quietly: the login form shows without the modal', async () => {
    mockApi({
      'GET /clients/me': {
        status: 401,
        body: { code: 'unauthenticated', message: 'Sesión expirada' },
      },
    });
    const app = renderApp('/login', { token: 'expired' });
    await waitFor(() => expect(localStorage.getItem(CLIENT_TOKEN_KEY)).toBeNull());
    expect(await screen.findByRole('heading', { name: 'Inicia sesión' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(app.pathname()).toBe('/login');
  });
});
