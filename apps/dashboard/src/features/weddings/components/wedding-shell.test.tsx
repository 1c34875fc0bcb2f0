import { makeClient } from '@convite/api/testing/make-client';
import { mockApi } from '@convite/api/testing/mock-api';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeWedding } from '../../../test/make-wedding.ts';
import { renderApp, screen } from '../../../test/render-app.tsx';

function signedInWith(wedding: ReturnType<typeof makeWedding> | { status: 404 }) {
  return mockApi({
    'GET /clients/me': { body: makeClient({ weddings: [{ id: 5 }] }) },
    'GET /weddings/{id}':
      'id' in wedding
        ? { body: wedding }
        : { status: wedding.status, body: { message: 'No encontramos esa boda.' } },
    'GET /icons/dress-code': { body: [] },
    'GET /icons/itinerary': { body: [] },
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

  it('links to the public invitation, in a new tab, when active and not on the plan tab', async () => {
    signedInWith(makeWedding());
    const app = renderApp('/dashboard/boda/5/activacion', { token: 'jwt' });
    await screen.findByText('Ana y Luis');
    expect(screen.queryByRole('link', { name: 'Tu enlace de invitación' })).not.toBeInTheDocument();
    await app.user.click(screen.getByRole('link', { name: /Contenido/ }));
    const link = await screen.findByRole('link', { name: 'Tu enlace de invitación' });
    expect(link).toHaveAttribute('href', 'http://localhost:5175/ana-y-luis');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('has no invitation link while the wedding is inactive', async () => {
    signedInWith(makeWedding({ active: false, trialEndsAt: null }));
    renderApp('/dashboard/boda/5/cuenta', { token: 'jwt' });
    expect(await screen.findByRole('heading', { name: 'Cuenta' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Tu enlace de invitación' })).not.toBeInTheDocument();
  });

  it('reports a failed load in the red snack', async () => {
    signedInWith({ status: 404 });
    renderApp('/dashboard/boda/5/edicion', { token: 'jwt' });
    expect(await screen.findByText('No encontramos esa boda.')).toBeInTheDocument();
    expect(screen.getByText('No pudimos cargar tu boda.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});
