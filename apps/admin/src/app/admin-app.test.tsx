import { mockApi } from '@convite/api/testing/mock-api';
import { ADMIN_TOKEN_KEY, CLIENT_TOKEN_KEY, PROMOTER_TOKEN_KEY } from '@convite/api/tokens';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render-app.tsx';

const PROMOTER = {
  id: 4,
  name: 'Paco Promotor',
  email: 'paco@example.com',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  promoCodes: [],
};

async function signIn(
  app: ReturnType<typeof renderApp>,
  email = 'admin@convite.mx',
  password = 'Secreta.2026',
) {
  await app.user.type(screen.getByLabelText('Correo electrónico'), email);
  await app.user.type(screen.getByLabelText('Contraseña'), password);
  await app.user.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));
}

describe('admin login', () => {
  it('shows "Accede a tu cuenta" for administrators', () => {
    mockApi({});
    renderApp('/admin-login');
    expect(screen.getByRole('heading', { name: 'Accede a tu cuenta' })).toBeInTheDocument();
    expect(screen.getByText('Administradores')).toBeInTheDocument();
  });

  it('guards the admin area', async () => {
    mockApi({});
    const app = renderApp('/admin/clientes');
    await waitFor(() => expect(app.pathname()).toBe('/admin-login'));
  });

  it('asks for the fields with the admin texts', async () => {
    const api = mockApi({});
    const app = renderApp('/admin-login');
    await app.user.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));
    expect(screen.getByLabelText('Correo electrónico')).toHaveAccessibleDescription(
      'Campo requerido',
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Favor de llenar todos los campos correctamente.',
    );
    expect(api.calls).toHaveLength(0);
  });

  it('ignores a client token, stores the admin token and opens the clients; Cerrar Sesión leaves', async () => {
    const api = mockApi({
      'POST /auth/admin-login': {
        body: {
          message: 'Hola',
          admin: { id: 1, email: 'admin@convite.mx', name: 'Admin' },
          token: 'admin-jwt',
        },
      },
    });
    const app = renderApp('/admin-login', { [CLIENT_TOKEN_KEY]: 'client-jwt' });
    await signIn(app);
    await waitFor(() => expect(app.pathname()).toBe('/admin/clientes'));
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBe('admin-jwt');
    expect(api.calls[0]?.headers.get('Authorization')).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Clientes' })).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Cerrar Sesión' }));
    await waitFor(() => expect(app.pathname()).toBe('/admin-login'));
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
  });

  it('shows the server field errors under the fields', async () => {
    mockApi({
      'POST /auth/admin-login': {
        status: 422,
        body: { message: 'Datos inválidos', errors: { password: ['Credenciales incorrectas.'] } },
      },
    });
    const app = renderApp('/admin-login');
    await signIn(app);
    await waitFor(() =>
      expect(screen.getByLabelText('Contraseña')).toHaveAccessibleDescription(
        'Credenciales incorrectas.',
      ),
    );
  });
});

describe('promoter login', () => {
  it('shows the promoter read-only view after login, and Salir clears it', async () => {
    mockApi({
      'POST /auth/promoter-login': {
        body: { message: 'Hola', promoter: PROMOTER, token: 'promoter-jwt' },
      },
    });
    const app = renderApp('/promoter-login');
    expect(screen.getByText('Promotores')).toBeInTheDocument();
    await signIn(app, 'paco@example.com');
    expect(await screen.findByText('Paco Promotor')).toBeInTheDocument();
    expect(screen.getByText('paco@example.com')).toBeInTheDocument();
    expect(screen.getByText('4')).toBeInTheDocument();
    expect(localStorage.getItem(PROMOTER_TOKEN_KEY)).toBe('promoter-jwt');
    await app.user.click(screen.getByRole('button', { name: 'Salir' }));
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue('');
    expect(localStorage.getItem(PROMOTER_TOKEN_KEY)).toBeNull();
  });
});

describe('not found', () => {
  it('shows the message with a link to the login', async () => {
    mockApi({});
    const app = renderApp('/otra-cosa');
    expect(
      screen.getByRole('heading', { name: 'Lo sentimos, página no encontrada.' }),
    ).toBeInTheDocument();
    await app.user.click(screen.getByRole('link', { name: 'Llévame a inicio' }));
    expect(app.pathname()).toBe('/admin-login');
  });
});
