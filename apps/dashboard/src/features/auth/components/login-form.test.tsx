import { makeClient } from '@convite/api/testing/make-client';
import { mockApi } from '@convite/api/testing/mock-api';
import { CLIENT_TOKEN_KEY } from '@convite/api/tokens';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeWedding } from '../../../test/make-wedding.ts';
import { renderApp, screen } from '../../../test/render-app.tsx';

describe('login form', () => {
  it('has the fields and links of the specification', () => {
    mockApi({});
    renderApp('/login');
    expect(screen.getByLabelText('Correo electrónico')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Contraseña')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: '¿Olvidaste tu contraseña?' })).toHaveAttribute(
      'href',
      '/olvido-password',
    );
    expect(screen.getByRole('link', { name: 'Regístrate' })).toHaveAttribute('href', '/registro');
    expect(screen.getByRole('button', { name: 'Continuar con Google' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Iniciar sesión' })).toBeInTheDocument();
  });

  it('requires both fields and checks the email pattern', async () => {
    const api = mockApi({});
    const app = renderApp('/login');
    await app.user.type(screen.getByLabelText('Correo electrónico'), 'ana.example.com');
    await app.user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(screen.getByLabelText('Correo electrónico')).toHaveAccessibleDescription(
      'Correo electrónico inválido.',
    );
    expect(screen.getByLabelText('Contraseña')).toHaveAccessibleDescription(
      'Este campo es obligatorio.',
    );
    expect(api.calls).toHaveLength(0);
  });

  it('shows a wrong password under the password field', async () => {
    mockApi({
      'POST /auth/login': {
        status: 422,
        body: {
          code: 'validation_failed',
          message: 'Credenciales inválidas',
          errors: { password: ['Contraseña incorrecta.'] },
        },
      },
    });
    const app = renderApp('/login');
    await app.user.type(screen.getByLabelText('Correo electrónico'), 'ana@example.com');
    await app.user.type(screen.getByLabelText('Contraseña'), 'mala');
    await app.user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Contraseña')).toHaveAccessibleDescription(
        'Contraseña incorrecta.',
      ),
    );
    expect(app.pathname()).toBe('/login');
  });

  it('signs in and goes to the client’s wedding', async () => {
    const client = makeClient({ weddings: [{ id: 12 }] });
    mockApi({
      'POST /auth/login': { body: { message: 'Bienvenida', client, token: 'jwt' } },
      'GET /clients/me': { body: client },
      'GET /weddings/{id}': { body: makeWedding({ id: 12 }) },
    });
    const app = renderApp('/login');
    await app.user.type(screen.getByLabelText('Correo electrónico'), ' ana@example.com ');
    await app.user.type(screen.getByLabelText('Contraseña'), 'Boda.2026');
    await app.user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    await waitFor(() => expect(app.pathname()).toBe('/dashboard/boda/12/activacion'));
    expect(localStorage.getItem(CLIENT_TOKEN_KEY)).toBe('jwt');
  });
});
