import { makeClient } from '@convite/api/testing/make-client';
import { mockApi, type MockHandlers } from '@convite/api/testing/mock-api';
import { waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeGuest, makeWedding } from '../../../test/make-wedding.ts';
import { renderApp, screen } from '../../../test/render-app.tsx';

function signedInWith(
  wedding: ReturnType<typeof makeWedding> | { status: 404 },
  handlers: MockHandlers = {},
) {
  return mockApi({
    'GET /clients/me': { body: makeClient({ weddings: [{ id: 5 }] }) },
    'GET /weddings/{id}':
      'id' in wedding
        ? { body: wedding }
        : {
            status: wedding.status,
            body: { code: 'not_found', message: 'No encontramos esa boda.' },
          },
    'GET /icons/dress-code': { body: [] },
    'GET /icons/itinerary': { body: [] },
    ...handlers,
  });
}

describe('wedding shell', () => {
  it('shows a spinner, then the wedding name and the tabs', async () => {
    signedInWith(makeWedding());
    const app = renderApp('/dashboard/boda/5', { token: 'jwt' });
    expect(screen.getByRole('status')).toHaveTextContent('Cargando…');
    expect(await screen.findByText('Ana y Luis')).toBeInTheDocument();
    await waitFor(() => expect(app.pathname()).toBe('/dashboard/boda/5/activacion'));
    const nav = screen.getByRole('navigation', { name: 'Secciones de la boda' });
    expect(nav).toHaveTextContent(/Plan.*Contenido.*Temas.*Invitados.*Cuenta/);
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Plan' })).toHaveAttribute('aria-current', 'page'),
    );
  });

  it('opens the invitation as the first guest, read-only, in a new tab, and says where personal links live', async () => {
    const api = signedInWith(makeWedding(), {
      'POST /guests/get-by-wedding': {
        body: {
          guests: [makeGuest({ id: 7, name: 'Rosa' }), makeGuest({ id: 8, name: 'Juan' })],
          page: 1,
          totalPages: 1,
        },
      },
      'POST /guests/{id}/preview': {
        body: {
          token: 't',
          url: 'http://localhost:5175/ana-y-luis?preview=t',
          expiresAt: '2030-01-01T00:00:00.000Z',
        },
      },
    });
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const app = renderApp('/dashboard/boda/5/activacion', { token: 'jwt' });
    await screen.findByText('Ana y Luis');
    expect(
      screen.queryByRole('button', { name: 'Tu enlace de invitación' }),
    ).not.toBeInTheDocument();
    await app.user.click(screen.getByRole('link', { name: /Contenido/ }));
    await app.user.click(await screen.findByRole('button', { name: 'Tu enlace de invitación' }));
    const dialog = screen.getByRole('dialog', { name: 'Tu invitación, como la ve un invitado' });
    expect(dialog).toHaveTextContent('se copian y se envían desde Invitados');
    expect(within(dialog).getByRole('link', { name: 'Ir a Invitados' })).toHaveAttribute(
      'href',
      '/dashboard/boda/5/invitados',
    );
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: /^Ver como/ })).toHaveTextContent('Rosa'),
    );
    await app.user.click(within(dialog).getByRole('button', { name: 'Abrir vista previa' }));
    await waitFor(() =>
      expect(tab.location.href).toBe('http://localhost:5175/ana-y-luis?preview=t'),
    );
    expect(open).toHaveBeenCalledWith('', '_blank');
    // The preview's tab cannot reach back into the dashboard.
    expect(tab.opener).toBeNull();
    expect(api.callsTo('POST /guests/{id}/preview').map((call) => call.params.path.id)).toEqual([
      7,
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    open.mockRestore();
  });

  it('has no invitation link while the wedding is inactive', async () => {
    signedInWith(makeWedding({ active: false, trialEndsAt: null }));
    renderApp('/dashboard/boda/5/cuenta', { token: 'jwt' });
    expect(await screen.findByRole('heading', { name: 'Cuenta' })).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Tu enlace de invitación' }),
    ).not.toBeInTheDocument();
  });

  it('reports a failed load in the red snack', async () => {
    signedInWith({ status: 404 });
    renderApp('/dashboard/boda/5/edicion', { token: 'jwt' });
    expect(await screen.findByText('No encontramos esa boda.')).toBeInTheDocument();
    expect(screen.getByText('No pudimos cargar tu boda.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});
