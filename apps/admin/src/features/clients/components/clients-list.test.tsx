import { mockApi } from '@convite/api/testing/mock-api';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeClientRow, queriesTo, renderAdmin, tableText } from '../../../test/admin.ts';

const ANA = makeClientRow();
const LUIS = makeClientRow({
  id: 8,
  name: 'Luis',
  lastName: 'Pérez',
  email: 'luis@example.com',
  verified: false,
  externalAuth: 'google',
});

function page(totalPages: number, pageNumber = 1) {
  return { body: { clients: [ANA, LUIS], page: pageNumber, totalPages } };
}

describe('clients list', () => {
  it('shows the columns of the specification, marks the menu and hides the pages for one page', async () => {
    mockApi({ 'GET /clients': page(1) });
    renderAdmin('/admin/clientes');
    const table = await screen.findByRole('table');
    expect(tableText(table)).toEqual([
      ['ID', 'Nombre', 'Correo', 'Verificado', 'Autenticación', 'Creado'],
      ['7', 'Ana Ruiz', 'ana@example.com', 'Sí', 'Correo', '01/03/2026 12:05:09'],
      ['8', 'Luis Pérez', 'luis@example.com', 'No', 'Google', '01/03/2026 12:05:09'],
    ]);
    expect(screen.queryByRole('navigation', { name: 'Páginas' })).not.toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Menú de administración' });
    expect(within(menu).getByRole('link', { name: 'Clientes' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(menu).getByRole('link', { name: 'Bodas' })).not.toHaveAttribute('aria-current');
  });

  it('keeps the page in the URL and a search starts again at page 1', async () => {
    mockApi({ 'GET /clients': page(3) });
    const app = renderAdmin('/admin/clientes');
    await screen.findByRole('table');
    const pages = screen.getByRole('navigation', { name: 'Páginas' });
    expect(within(pages).getByRole('button', { name: 'Página 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await app.user.click(within(pages).getByRole('button', { name: 'Página 2' }));
    await waitFor(() => expect(app.router.state.location.search).toBe('?page=2'));
    await waitFor(() => expect(queriesTo('/clients').at(-1)).toBe('?page=2'));

    // Confirmar applies the search and goes back to page 1.
    await app.user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'ana');
    await app.user.click(screen.getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(app.router.state.location.search).toBe('?search=ana'));
    await waitFor(() => expect(queriesTo('/clients').at(-1)).toBe('?page=1&search=ana'));

    // Page 3 of the search, then a new search with Enter: page 1 again.
    await app.user.click(screen.getByRole('button', { name: 'Página 3' }));
    await waitFor(() => expect(app.router.state.location.search).toBe('?search=ana&page=3'));
    await app.user.clear(screen.getByRole('searchbox', { name: 'Buscar' }));
    await app.user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'luis{Enter}');
    await waitFor(() => expect(app.router.state.location.search).toBe('?search=luis'));
    await waitFor(() => expect(queriesTo('/clients').at(-1)).toBe('?page=1&search=luis'));

    // The clear button drops the search.
    await app.user.click(screen.getByRole('button', { name: 'Limpiar búsqueda' }));
    await waitFor(() => expect(app.router.state.location.search).toBe(''));
    expect(screen.getByRole('searchbox', { name: 'Buscar' })).toHaveValue('');
  });

  it('opens at the page and search of the URL, and back returns to them', async () => {
    mockApi({ 'GET /clients': page(3, 2) });
    const app = renderAdmin('/admin/clientes?search=ana&page=2');
    await screen.findByRole('table');
    expect(queriesTo('/clients')[0]).toBe('?page=2&search=ana');
    expect(screen.getByRole('searchbox', { name: 'Buscar' })).toHaveValue('ana');
    await app.user.click(screen.getByRole('button', { name: 'Página 3' }));
    await waitFor(() => expect(app.router.state.location.search).toBe('?search=ana&page=3'));
    await app.router.navigate(-1);
    await waitFor(() => expect(app.router.state.location.search).toBe('?search=ana&page=2'));
    expect(screen.getByRole('searchbox', { name: 'Buscar' })).toHaveValue('ana');
  });

  it('opens a client from the row link, with the list as a clickable breadcrumb', async () => {
    mockApi({
      'GET /clients': page(3, 2),
      'GET /clients/{id}': { body: LUIS },
    });
    const app = renderAdmin('/admin/clientes?page=2');
    await app.user.click(await screen.findByRole('link', { name: 'Luis Pérez' }));
    await waitFor(() => expect(app.pathname()).toBe('/admin/clientes/8'));
    // The trail names the client once the client has loaded (it shows the list alone until then).
    const trail = () => screen.getByRole('navigation', { name: 'Ruta de navegación' });
    await waitFor(() =>
      expect(within(trail()).getByText('Luis Pérez')).toHaveAttribute('aria-current', 'page'),
    );
    const crumbs = trail();
    await app.user.click(within(crumbs).getByRole('link', { name: 'Clientes' }));
    await waitFor(() => expect(app.pathname()).toBe('/admin/clientes'));
    expect(app.router.state.location.search).toBe('?page=2');
  });

  it('speaks English from the top bar selector', async () => {
    mockApi({ 'GET /clients': page(1) });
    const app = renderAdmin('/admin/clientes');
    await screen.findByRole('table');
    await app.user.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('heading', { name: 'Clients' })).toBeInTheDocument();
    expect(tableText(screen.getByRole('table'))[0]).toEqual([
      'ID',
      'Name',
      'Email',
      'Verified',
      'Authentication',
      'Created',
    ]);
    expect(screen.getByRole('button', { name: 'Log Out' })).toBeInTheDocument();
  });

  it('opens a client with Enter on the row link', async () => {
    mockApi({ 'GET /clients': page(1), 'GET /clients/{id}': { body: ANA } });
    const app = renderAdmin('/admin/clientes');
    (await screen.findByRole('link', { name: 'Ana Ruiz' })).focus();
    await app.user.keyboard('{Enter}');
    expect(app.pathname()).toBe('/admin/clientes/7');
    expect(await screen.findByRole('heading', { name: 'Ana Ruiz' })).toBeInTheDocument();
  });

  it('opens a client from a click anywhere on the row', async () => {
    mockApi({ 'GET /clients': page(1), 'GET /clients/{id}': { body: ANA } });
    const app = renderAdmin('/admin/clientes');
    await app.user.click(await screen.findByText('ana@example.com'));
    expect(app.pathname()).toBe('/admin/clientes/7');
  });
});
