import { makeClient } from '@convite/api/testing/make-client';
import { mockApi } from '@convite/api/testing/mock-api';
import { CLIENT_TOKEN_KEY } from '@convite/api/tokens';
import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, screen } from '../../../test/render-app.tsx';

async function fill(app: ReturnType<typeof renderApp>, values: Partial<Record<string, string>>) {
  for (const [label, value] of Object.entries(values)) {
    if (value !== undefined) await app.user.type(screen.getByLabelText(label), value);
  }
}

const VALID = {
  'Correo electrónico': 'ana@example.com',
  Contraseña: 'Boda.2026',
  'Confirmar contraseña': 'Boda.2026',
  Nombre: 'Ana',
  Apellido: 'López',
};

describe('register form', () => {
  it('has every field, link and text of the specification', () => {
    mockApi({});
    renderApp('/registro');
    expect(screen.getByRole('heading', { name: 'Crea tu cuenta' })).toBeInTheDocument();
    for (const label of [
      'Correo electrónico',
      'Contraseña',
      'Confirmar contraseña',
      'Nombre',
      'Apellido',
    ]) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getAllByRole('button', { name: 'Mostrar contraseña' })).toHaveLength(2);
    expect(screen.getByRole('checkbox', { name: /Acepto los/ })).not.toBeChecked();
    expect(
      screen.getByRole('link', { name: 'Términos y Condiciones y el Aviso de Privacidad' }),
    ).toHaveAttribute('href', '/terminos-condiciones-aviso-privacidad');
    expect(screen.getByRole('button', { name: 'Continuar con Google' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Inicia sesión' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('button', { name: 'Crear cuenta' })).toBeInTheDocument();
  });

  it('updates the password checklist as the password is typed', async () => {
    mockApi({});
    const app = renderApp('/registro');
    const checklist = screen.getByText('Tu contraseña debe tener:').parentElement as HTMLElement;
    expect(within(checklist).getAllByText(/Pendiente/)).toHaveLength(5);
    await app.user.type(screen.getByLabelText('Contraseña'), 'boda');
    expect(within(checklist).getAllByText(/Cumplido/)).toHaveLength(1);
    await app.user.type(screen.getByLabelText('Contraseña'), 'B2026/');
    expect(within(checklist).getAllByText(/Cumplido/)).toHaveLength(5);
  });

  it('blocks an incomplete form: field messages, the terms message and the red snack', async () => {
    const api = mockApi({});
    const app = renderApp('/registro');
    await fill(app, {
      'Correo electrónico': 'ana@',
      Contraseña: 'Boda.2026',
      'Confirmar contraseña': 'Boda.2025',
    });
    await app.user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(screen.getByLabelText('Correo electrónico')).toHaveAccessibleDescription(
      'Correo electrónico inválido.',
    );
    expect(screen.getByLabelText('Confirmar contraseña')).toHaveAccessibleDescription(
      'Las contraseñas no coinciden.',
    );
    expect(screen.getByLabelText('Nombre')).toHaveAccessibleDescription(
      'Este campo es obligatorio.',
    );
    expect(screen.getByRole('checkbox', { name: /Acepto los/ })).toHaveAccessibleDescription(
      'Debes aceptar los Términos y Condiciones.',
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Por favor llena todos los campos correctamente.',
    );
    expect(api.calls).toHaveLength(0);
  });

  it('shows "Contraseña inválida." for a weak password but still submits (the server decides)', async () => {
    const api = mockApi({
      'POST /auth/register': {
        status: 422,
        body: {
          code: 'validation_failed',
          message: 'Datos inválidos',
          errors: { password: ['La contraseña es débil.'] },
        },
      },
    });
    const app = renderApp('/registro');
    await fill(app, { ...VALID, Contraseña: 'boda', 'Confirmar contraseña': 'boda' });
    await app.user.click(screen.getByRole('checkbox', { name: /Acepto los/ }));
    await app.user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    await waitFor(() => expect(api.callsTo('POST /auth/register')).toHaveLength(1));
    expect(await screen.findByText('La contraseña es débil.')).toBeInTheDocument();
  });

  it('marks a weak password invalid once the field is left', async () => {
    mockApi({});
    const app = renderApp('/registro');
    await app.user.type(screen.getByLabelText('Contraseña'), 'boda');
    await app.user.tab();
    expect(screen.getByLabelText('Contraseña')).toHaveAccessibleDescription('Contraseña inválida.');
  });

  it('shows the server 422 errors under the matching fields, and clears one when its field changes', async () => {
    const api = mockApi({
      'POST /auth/register': {
        status: 422,
        body: {
          code: 'validation_failed',
          message: 'Datos inválidos',
          errors: { email: ['El correo ya está registrado.'], lastName: ['Demasiado largo.'] },
        },
      },
    });
    const app = renderApp('/registro');
    await fill(app, VALID);
    await app.user.click(screen.getByRole('checkbox', { name: /Acepto los/ }));
    await app.user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Correo electrónico')).toHaveAccessibleDescription(
        'El correo ya está registrado.',
      ),
    );
    expect(screen.getByLabelText('Apellido')).toHaveAccessibleDescription('Demasiado largo.');
    expect(screen.getByLabelText('Correo electrónico')).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST /auth/register')[0]?.body).toEqual({
      email: 'ana@example.com',
      password: 'Boda.2026',
      passwordConfirmation: 'Boda.2026',
      name: 'Ana',
      lastName: 'López',
    });
    await app.user.type(screen.getByLabelText('Correo electrónico'), 'x');
    expect(screen.queryByText('El correo ya está registrado.')).not.toBeInTheDocument();
    expect(screen.getByText('Demasiado largo.')).toBeInTheDocument();
  });

  it('shows other server errors in the red snack', async () => {
    mockApi({
      'POST /auth/register': {
        status: 429,
        body: { code: 'rate_limited', message: 'Demasiados intentos.' },
      },
    });
    const app = renderApp('/registro');
    await fill(app, VALID);
    await app.user.click(screen.getByRole('checkbox', { name: /Acepto los/ }));
    await app.user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Demasiados intentos.');
  });

  it('signs the new client in, says "Cliente creado exitosamente" and holds them at /verificacion', async () => {
    const client = makeClient({ verified: false });
    mockApi({
      'POST /auth/register': {
        status: 201,
        body: { message: 'Registrado', client, token: 'new-jwt' },
      },
      'GET /clients/me': { body: client },
    });
    const app = renderApp('/registro');
    await fill(app, VALID);
    await app.user.click(screen.getByRole('checkbox', { name: /Acepto los/ }));
    await app.user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    await waitFor(() => expect(app.pathname()).toBe('/verificacion'));
    expect(await screen.findByRole('status')).toHaveTextContent('Cliente creado exitosamente');
    expect(localStorage.getItem(CLIENT_TOKEN_KEY)).toBe('new-jwt');
    expect(await screen.findByText(/ana@example.com/)).toBeInTheDocument();
  });
});
