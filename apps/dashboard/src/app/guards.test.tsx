import { makeClient } from '@convite/api/testing/make-client';
import { mockApi } from '@convite/api/testing/mock-api';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeWedding } from '../test/make-wedding.ts';
import { renderApp, screen } from '../test/render-app.tsx';

function signedInAs(client: ReturnType<typeof makeClient>) {
  const own = new Set(client.weddings.map(({ id }) => id));
  return mockApi({
    'GET /clients/me': { body: client },
    // Only the client's own weddings, as the contract says (another wedding is a 404).
    'GET /weddings/{id}': ({ params: { path } }) =>
      own.has(path.id)
        ? { body: makeWedding({ id: path.id }) }
        : { status: 404, body: { code: 'not_found', message: 'No encontrado' } },
  });
}

describe('route guards, in the order of the specification', () => {
  it('1. sends a visitor without a session to login', async () => {
    const api = mockApi({});
    const app = renderApp('/dashboard/boda/1/edicion');
    await waitFor(() => expect(app.pathname()).toBe('/login'));
    expect(await screen.findByRole('heading', { name: 'Inicia sesión' })).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('2. holds an unverified client at /verificacion, before checking name data', async () => {
    signedInAs(makeClient({ verified: false, name: null, lastName: null }));
    const app = renderApp('/dashboard', { token: 'jwt' });
    await waitFor(() => expect(app.pathname()).toBe('/verificacion'));
    expect(await screen.findByRole('heading', { name: 'Verifica tu correo' })).toBeInTheDocument();
  });

  it('2b. lets an unverified client stay on /verificacion', async () => {
    signedInAs(makeClient({ verified: false }));
    const app = renderApp('/verificacion', { token: 'jwt' });
    expect(await screen.findByRole('button', { name: 'Reenviar correo' })).toBeInTheDocument();
    expect(app.pathname()).toBe('/verificacion');
  });

  it('3. sends a verified client without a last name to /completar-datos, before the wedding check', async () => {
    signedInAs(makeClient({ lastName: null, weddings: [] }));
    const app = renderApp('/dashboard/boda/3/invitados', { token: 'jwt' });
    await waitFor(() => expect(app.pathname()).toBe('/completar-datos'));
    expect(await screen.findByRole('heading', { name: 'Completa tus datos' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Nombre')).toHaveValue('Ana');
    expect(screen.getByLabelText('Apellido')).toHaveValue('');
  });

  it('4. sends a complete client without weddings from a wedding route to the wedding form', async () => {
    signedInAs(makeClient({ weddings: [] }));
    const app = renderApp('/dashboard/boda/3/invitados', { token: 'jwt' });
    await waitFor(() => expect(app.pathname()).toBe('/dashboard/crear-boda'));
    expect(await screen.findByRole('heading', { name: 'Crea tu boda' })).toBeInTheDocument();
  });

  it('lets a client with a wedding into it, and /dashboard/boda/:id redirects to activacion', async () => {
    signedInAs(makeClient({ weddings: [{ id: 3 }] }));
    const app = renderApp('/dashboard/boda/3', { token: 'jwt' });
    await waitFor(() => expect(app.pathname()).toBe('/dashboard/boda/3/activacion'));
    expect(await screen.findByRole('heading', { name: 'Plan' })).toBeInTheDocument();
  });

  it('sends the wedding form to the existing wedding', async () => {
    signedInAs(makeClient({ weddings: [{ id: 9 }] }));
    const app = renderApp('/dashboard/crear-boda', { token: 'jwt' });
    await waitFor(() => expect(app.pathname()).toBe('/dashboard/boda/9/activacion'));
  });

  it('sends /dashboard to the wedding form when there is no wedding', async () => {
    signedInAs(makeClient());
    const app = renderApp('/dashboard', { token: 'jwt' });
    await waitFor(() => expect(app.pathname()).toBe('/dashboard/crear-boda'));
  });

  it('redirects login for a signed-in client to the first wedding', async () => {
    signedInAs(makeClient({ weddings: [{ id: 4 }] }));
    const app = renderApp('/login', { token: 'jwt' });
    await waitFor(() => expect(app.pathname()).toBe('/dashboard/boda/4/activacion'));
  });

  it('redirects login for a signed-in client without a wedding to the wedding form', async () => {
    signedInAs(makeClient());
    const app = renderApp('/login', { token: 'jwt' });
    await waitFor(() => expect(app.pathname()).toBe('/dashboard/crear-boda'));
  });

  it('moves a verified client on from /verificacion and a complete one from /completar-datos', async () => {
    signedInAs(makeClient({ weddings: [{ id: 2 }] }));
    const first = renderApp('/verificacion', { token: 'jwt' });
    await waitFor(() => expect(first.pathname()).toBe('/dashboard/boda/2/activacion'));
  });

  it('shows the not-found page with a link to login', async () => {
    mockApi({});
    const app = renderApp('/no-existe');
    expect(
      screen.getByRole('heading', { name: 'Lo sentimos, página no encontrada.' }),
    ).toBeInTheDocument();
    await app.user.click(screen.getByRole('link', { name: 'Llévame a inicio' }));
    expect(app.pathname()).toBe('/login');
  });

  it('redirects / to /inicio', async () => {
    mockApi({});
    const app = renderApp('/');
    await waitFor(() => expect(app.pathname()).toBe('/inicio'));
    expect(await screen.findByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute(
      'href',
      '/login',
    );
  });
});
