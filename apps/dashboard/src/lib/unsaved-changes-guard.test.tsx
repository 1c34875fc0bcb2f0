import { makeClient } from '@convite/api/testing/make-client';
import { mockApi, type MockHandlers } from '@convite/api/testing/mock-api';
import { act, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeGuest, makePlan, makeWedding } from '../test/make-wedding.ts';
import { renderApp, screen } from '../test/render-app.tsx';

const WEDDING = makeWedding({ invitationPlan: makePlan([{ slug: 'rsvpAdmin' }]) });
const GUEST = makeGuest({ id: 41, phone: '+525512345678', maxGuestsAllowed: 3 });
const QUESTION = '¿Salir sin guardar tus cambios?';

function open(path: string, handlers: MockHandlers = {}) {
  const api = mockApi({
    'GET /clients/me': { body: makeClient({ weddings: [{ id: 5 }] }) },
    'GET /weddings/{id}': { body: WEDDING },
    'POST /guests/get-summary': { status: 500, body: { code: 'internal_error', message: 'Falla' } },
    'POST /guests/get-by-wedding': { body: { guests: [GUEST], page: 1, totalPages: 1 } },
    'GET /guests/{id}': { body: GUEST },
    'GET /icons/dress-code': { body: [] },
    'GET /icons/itinerary': { body: [] },
    'GET /weddings/{id}/questions': { body: { questions: [] } },
    ...handlers,
  });
  const app = renderApp(path, { token: 'jwt' });
  return { api, app };
}

/** Whether closing or reloading the page would make the browser ask. */
function unloadAsks() {
  const unload = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(unload);
  return unload.defaultPrevented;
}

const tab = (name: string) => screen.getAllByRole('link', { name })[0] as HTMLElement;

describe('unsaved changes', () => {
  it('asks before a tab takes a typed guest away: keep editing, then leave without saving', async () => {
    const { api, app } = open('/dashboard/boda/5/agregar-invitado');
    const name = await screen.findByLabelText('Nombre');
    await app.user.type(name, 'Carmen');
    expect(unloadAsks()).toBe(true);

    await app.user.click(tab('Plan'));
    const dialog = await screen.findByRole('dialog', { name: QUESTION });
    expect(within(dialog).getByRole('button', { name: 'Seguir editando' })).toHaveFocus();
    await app.user.click(within(dialog).getByRole('button', { name: 'Seguir editando' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(app.pathname()).toBe('/dashboard/boda/5/agregar-invitado');
    expect(name).toHaveValue('Carmen');

    await app.user.click(tab('Plan'));
    await app.user.click(
      within(await screen.findByRole('dialog', { name: QUESTION })).getByRole('button', {
        name: 'Salir sin guardar',
      }),
    );
    await waitFor(() => expect(app.pathname()).toBe('/dashboard/boda/5/activacion'));
    expect(api.callsTo('POST /guests')).toEqual([]);
    // Gone with the form.
    await waitFor(() => expect(unloadAsks()).toBe(false));
  });

  it('does not count text typed and deleted back as a change', async () => {
    const { app } = open('/dashboard/boda/5/agregar-invitado?guest=41');
    const message = await screen.findByLabelText('Mensaje especial (opcional)');
    await app.user.type(message, 'Hola');
    await app.user.type(message, '{Backspace>4/}');
    expect(unloadAsks()).toBe(false);
    await app.user.click(tab('Plan'));
    await waitFor(() => expect(app.pathname()).toBe('/dashboard/boda/5/activacion'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('saves and leaves in one tap, and asks nothing after a save', async () => {
    const { api, app } = open('/dashboard/boda/5/agregar-invitado', {
      'PUT /guests/{id}': { body: { message: 'Invitado actualizado.', guest: GUEST } },
    });
    await screen.findByLabelText('Nombre');
    act(() => void app.router.navigate('/dashboard/boda/5/agregar-invitado?guest=41'));
    await app.user.type(
      await screen.findByLabelText('Mensaje especial (opcional)'),
      'Te esperamos',
    );
    // The browser's back asks too.
    act(() => void app.router.navigate(-1));
    await app.user.click(
      within(await screen.findByRole('dialog', { name: QUESTION })).getByRole('button', {
        name: 'Guardar y salir',
      }),
    );
    await waitFor(() => expect(api.callsTo('PUT /guests/{id}', { id: 41 })).toHaveLength(1));
    expect(api.callsTo('PUT /guests/{id}', { id: 41 })[0]?.body).toMatchObject({
      specialMessage: 'Te esperamos',
    });
    await waitFor(() => expect(app.router.state.location.search).toBe(''));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByLabelText('Nombre')).toHaveValue('');
    expect(unloadAsks()).toBe(false);
  });

  it('stays, showing what to fix, when "Guardar y salir" cannot save', async () => {
    const { api, app } = open('/dashboard/boda/5/agregar-invitado');
    await app.user.type(await screen.findByLabelText('Nombre'), 'Carmen');
    await app.user.click(tab('Plan'));
    await app.user.click(
      within(await screen.findByRole('dialog', { name: QUESTION })).getByRole('button', {
        name: 'Guardar y salir',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(app.pathname()).toBe('/dashboard/boda/5/agregar-invitado');
    expect(screen.getByLabelText('Teléfono')).toHaveAccessibleDescription(
      expect.stringContaining('Este campo es obligatorio.'),
    );
    expect(api.callsTo('POST /guests')).toEqual([]);
  });

  it('leaves without asking once the guest form saved', async () => {
    const { app } = open('/dashboard/boda/5/agregar-invitado?guest=41', {
      'PUT /guests/{id}': { body: { message: 'Invitado actualizado.', guest: GUEST } },
    });
    await app.user.type(
      await screen.findByLabelText('Mensaje especial (opcional)'),
      'Te esperamos',
    );
    await app.user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(app.pathname()).toBe('/dashboard/boda/5/invitados'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('guards a content field left open: "Guardar y salir" sends its PATCH, then the tab opens', async () => {
    const { api, app } = open('/dashboard/boda/5/edicion', {
      'PATCH /weddings/{id}/name': (call) => ({
        body: {
          message: 'Boda actualizada exitosamente',
          wedding: { ...WEDDING, name: call.body.name },
        },
      }),
    });
    await app.user.click(await screen.findByRole('button', { name: 'Editar Nombre de la boda' }));
    const field = screen.getByRole('textbox', { name: 'Nombre de la boda' });
    // Opening the field and typing back what was there is no change.
    await app.user.type(field, 'x{Backspace}');
    expect(unloadAsks()).toBe(false);
    await app.user.clear(field);
    await app.user.type(field, 'Ana y Luis 2027');
    await app.user.click(tab('Invitados'));
    await app.user.click(
      within(await screen.findByRole('dialog', { name: QUESTION })).getByRole('button', {
        name: 'Guardar y salir',
      }),
    );
    await waitFor(() => expect(app.pathname()).toBe('/dashboard/boda/5/invitados'));
    expect(api.callsTo('PATCH /weddings/{id}/name', { id: 5 }).map((call) => call.body)).toEqual([
      { name: 'Ana y Luis 2027' },
    ]);
  });

  it('keeps the wedding form when "Guardar y salir" finds a field missing; signing out never asks', async () => {
    const { api, app } = open('/dashboard/crear-boda', {
      'GET /clients/me': { body: makeClient() },
      'POST /weddings': {
        status: 201,
        body: { message: 'Boda creada exitosamente', wedding: { ...WEDDING, id: 8 } },
      },
      'GET /weddings/slug-availability': { body: { slug: 'ana-y-luis', available: true } },
    });
    await app.user.type(await screen.findByLabelText('Nombre de la boda'), 'Ana y Luis');
    await app.user.click(screen.getByRole('link', { name: 'Convite' }));
    // A date is still missing: the form says so and stays.
    await app.user.click(
      within(await screen.findByRole('dialog', { name: QUESTION })).getByRole('button', {
        name: 'Guardar y salir',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(app.pathname()).toBe('/dashboard/crear-boda');
    expect(api.callsTo('POST /weddings')).toEqual([]);

    await app.user.type(screen.getByLabelText('Fecha y hora'), '2027-05-15T18:00');
    await app.user.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    await waitFor(() => expect(app.pathname()).toBe('/login'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
