import { mockApi } from '@convite/api/testing/mock-api';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { detailFields as fields, makeClientRow, renderAdmin } from '../../../test/admin.ts';

const UNVERIFIED = makeClientRow({ verified: false, externalAuth: 'google' });

describe('client detail', () => {
  it('shows every field and verifies after the confirmation', async () => {
    const api = mockApi({
      'GET /clients/{id}': (_call, count) => ({
        body: count === 1 ? UNVERIFIED : { ...UNVERIFIED, verified: true },
      }),
      'POST /admins/verify-client': {
        body: { message: 'Cliente verificado.', client: { ...UNVERIFIED, verified: true } },
      },
    });
    const app = renderAdmin('/admin/clientes/7');
    expect(await screen.findByRole('heading', { name: 'Ana Ruiz' })).toBeInTheDocument();
    expect(fields()).toEqual({
      ID: '7',
      Nombre: 'Ana Ruiz',
      Correo: 'ana@example.com',
      Verificado: 'No',
      Autenticación: 'Google',
      Creado: '01/03/2026 12:05:09',
      Actualizado: '02/03/2026 12:00:00',
      Boda: 'Boda 5',
    });
    expect(screen.getByRole('link', { name: 'Boda 5' })).toHaveAttribute('href', '/admin/bodas/5');

    await app.user.click(screen.getByRole('button', { name: 'Verificar Cliente' }));
    const dialog = screen.getByRole('dialog', {
      name: '¿Estás seguro que deseas verificar al cliente?',
    });
    // Verifying is good news: the confirmation is not drawn in the destructive red.
    expect(within(dialog).getByRole('button', { name: 'Confirmar' })).toHaveClass(
      'cv-button--primary',
    );
    // Cancel sends nothing.
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(api.callsTo('POST /admins/verify-client')).toHaveLength(0);

    await app.user.click(screen.getByRole('button', { name: 'Verificar Cliente' }));
    await app.user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirmar' }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Cliente verificado.');
    expect(api.callsTo('POST /admins/verify-client')[0]?.body).toEqual({ clientId: 7 });
    // The refreshed client is verified: the button goes.
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Verificar Cliente' })).not.toBeInTheDocument(),
    );
    expect(fields().Verificado).toBe('Sí');
  });

  it('has no verify button for a verified client', async () => {
    mockApi({ 'GET /clients/{id}': { body: makeClientRow() } });
    renderAdmin('/admin/clientes/7');
    await screen.findByRole('heading', { name: 'Ana Ruiz' });
    expect(screen.queryByRole('button', { name: 'Verificar Cliente' })).not.toBeInTheDocument();
    expect(fields().Autenticación).toBe('Correo');
  });

  it('on a load failure shows the error and returns to the list', async () => {
    mockApi({
      'GET /clients/{id}': {
        status: 404,
        body: { code: 'not_found', message: 'Cliente no encontrado.' },
      },
    });
    const app = renderAdmin('/admin/clientes/99');
    expect(await screen.findByRole('alert')).toHaveTextContent('Cliente no encontrado.');
    await waitFor(() => expect(app.pathname()).toBe('/admin/clientes'));
  });

  it('on a load failure returns to the screen it came from', async () => {
    mockApi({
      'GET /clients': { body: { clients: [makeClientRow()], page: 2, totalPages: 2 } },
      'GET /clients/{id}': {
        status: 404,
        body: { code: 'not_found', message: 'Cliente no encontrado.' },
      },
    });
    const app = renderAdmin('/admin/clientes?page=2');
    await app.user.click(await screen.findByRole('link', { name: 'Ana Ruiz' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Cliente no encontrado.');
    await waitFor(() => expect(app.router.state.location.search).toBe('?page=2'));
    expect(app.pathname()).toBe('/admin/clientes');
  });
});
