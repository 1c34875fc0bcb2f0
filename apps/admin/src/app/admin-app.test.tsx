import { mockApi } from '@convite/api/testing/mock-api';
import { ADMIN_TOKEN_KEY, CLIENT_TOKEN_KEY, PROMOTER_TOKEN_KEY } from '@convite/api/tokens';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makePromoter, renderAdmin, tableText } from '../test/admin.ts';
import { renderApp } from '../test/render-app.tsx';

const PROMOTER = makePromoter();

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
        body: {
          code: 'validation_failed',
          message: 'Datos inválidos',
          errors: { password: ['Credenciales incorrectas.'] },
        },
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
    const api = mockApi({
      'POST /auth/promoter-login': {
        body: { message: 'Hola', promoter: PROMOTER, token: 'promoter-jwt' },
      },
      'POST /auth/logout': { body: { message: 'Sesión cerrada.' } },
    });
    const app = renderApp('/promoter-login');
    expect(await screen.findByRole('heading', { name: 'Accede a tu cuenta' })).toBeInTheDocument();
    expect(screen.getByText('Promotores')).toBeInTheDocument();
    await signIn(app, 'paco@example.com');
    expect(await screen.findByText('Paco Promotor')).toBeInTheDocument();
    expect(screen.getByText('paco@example.com')).toBeInTheDocument();
    expect(screen.getByText('4')).toBeInTheDocument();
    expect(localStorage.getItem(PROMOTER_TOKEN_KEY)).toBe('promoter-jwt');
    // What the codes earned in all comes first: PACO10's one commission of $149.
    expect(screen.getByRole('region', { name: 'Total ganado' })).toHaveTextContent('$149');

    // The same tables as the admin's, read-only: no edit buttons, the payment ID as plain text.
    expect(tableText(screen.getByRole('region', { name: 'Códigos de Promoción' }))).toEqual([
      ['Código', 'Tipo', 'Valor', 'Comisión', 'Estatus', 'Límite', 'Usos', 'Expiración'],
      ['PACO10', 'Porcentaje', '10%', '-', 'Activo', '-', '1', '-'],
      ['BODA200', 'Monto', '$200', '5%', 'Inactivo', '3', '0', '31/12/2026 23:30:00'],
    ]);
    const commissions = screen.getByRole('region', { name: 'Comisiones del código PACO10' });
    expect(tableText(commissions)[1]).toEqual([
      '21',
      '$149',
      '10%',
      '-',
      '9',
      '01/03/2026 12:05:09',
    ]);
    expect(within(commissions).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Editar/ })).not.toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Salir' }));
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue('');
    expect(screen.getByLabelText('Contraseña')).toHaveValue('');
    expect(screen.queryByText('Paco Promotor')).not.toBeInTheDocument();
    expect(localStorage.getItem(PROMOTER_TOKEN_KEY)).toBeNull();
    // Salir ends the session on the server too, with the promoter's token.
    await waitFor(() => expect(api.callsTo('POST /auth/logout')).toHaveLength(1));
    expect(api.callsTo('POST /auth/logout')[0]?.headers.get('Authorization')).toBe(
      'Bearer promoter-jwt',
    );
  });

  it('survives a reload: the kept token asks for the promoter again, with that token', async () => {
    const api = mockApi({ 'GET /promoters/me': { body: PROMOTER } });
    // An admin signed in on the same browser: the promoter's page still asks with the promoter's token.
    renderApp('/promoter-login', {
      [PROMOTER_TOKEN_KEY]: 'promoter-jwt',
      [ADMIN_TOKEN_KEY]: 'admin-jwt',
    });
    expect(await screen.findByRole('heading', { name: 'Tu cuenta de promotor' })).toBeVisible();
    expect(screen.getByText('Paco Promotor')).toBeInTheDocument();
    expect(screen.queryByLabelText('Contraseña')).not.toBeInTheDocument();
    expect(api.callsTo('GET /promoters/me')[0]?.headers.get('Authorization')).toBe(
      'Bearer promoter-jwt',
    );
  });

  it('shows the form again, and keeps the admin signed in, when the kept session has ended', async () => {
    mockApi({
      'GET /promoters/me': {
        status: 401,
        body: { code: 'unauthenticated', message: 'Tu sesión terminó.' },
      },
    });
    renderApp('/promoter-login', {
      [PROMOTER_TOKEN_KEY]: 'ended-jwt',
      [ADMIN_TOKEN_KEY]: 'admin-jwt',
    });
    expect(await screen.findByLabelText('Contraseña')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Tu sesión terminó.');
    expect(localStorage.getItem(PROMOTER_TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBe('admin-jwt');
  });
});

describe('admin shell', () => {
  it('collapses the side menu with the toggle and opens every section from it', async () => {
    mockApi({
      'GET /clients': { body: { clients: [], page: 1, totalPages: 1 } },
      'GET /weddings': { body: { weddings: [], page: 1, totalPages: 1 } },
      'GET /payments': { body: { payments: [], page: 1, totalPages: 1 } },
      'GET /promoters': { body: { promoters: [], page: 1, totalPages: 1 } },
      'GET /jobs/failed': { body: { jobs: [], page: 1, totalPages: 0 } },
    });
    const app = renderAdmin('/admin');
    await waitFor(() => expect(app.pathname()).toBe('/admin/clientes'));
    expect(await screen.findByText('No hay resultados.')).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Menú de administración' });
    for (const [label, path] of [
      ['Bodas', '/admin/bodas'],
      ['Pagos', '/admin/pagos'],
      ['Promotores', '/admin/promotores'],
      ['Tareas fallidas', '/admin/tareas'],
      ['Clientes', '/admin/clientes'],
    ] as const) {
      await app.user.click(within(menu).getByRole('link', { name: label }));
      // Each section's screen is fetched with its route.
      await waitFor(() => expect(app.pathname()).toBe(path));
      expect(await screen.findByRole('heading', { level: 1, name: label })).toBeInTheDocument();
      expect(within(menu).getByRole('link', { name: label })).toHaveAttribute(
        'aria-current',
        'page',
      );
    }
    const toggle = screen.getByRole('button', { name: 'Mostrar u ocultar el menú' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await app.user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(
      screen.queryByRole('navigation', { name: 'Menú de administración' }),
    ).not.toBeInTheDocument();
    await app.user.click(toggle);
    expect(screen.getByRole('navigation', { name: 'Menú de administración' })).toBeVisible();
  });
});

describe('admin shell on a phone', () => {
  it('keeps the menu as a drawer: closed at first, closed again after a choice or Escape', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query }));
    mockApi({
      'GET /clients': { body: { clients: [], page: 1, totalPages: 1 } },
      'GET /weddings': { body: { weddings: [], page: 1, totalPages: 1 } },
    });
    const app = renderAdmin('/admin/clientes');
    const toggle = await screen.findByRole('button', { name: 'Mostrar u ocultar el menú' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(
      screen.queryByRole('navigation', { name: 'Menú de administración' }),
    ).not.toBeInTheDocument();
    await app.user.click(toggle);
    const menu = screen.getByRole('navigation', { name: 'Menú de administración' });
    await app.user.click(within(menu).getByRole('link', { name: 'Bodas' }));
    await waitFor(() => expect(app.pathname()).toBe('/admin/bodas'));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await app.user.click(toggle);
    within(screen.getByRole('navigation', { name: 'Menú de administración' }))
      .getByRole('link', { name: 'Clientes' })
      .focus();
    await app.user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    vi.unstubAllGlobals();
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
