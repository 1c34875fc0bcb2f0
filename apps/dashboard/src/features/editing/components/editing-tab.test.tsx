import { makeClient } from '@convite/api/testing/make-client';
import { mockApi, type MockHandlers } from '@convite/api/testing/mock-api';
import { waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeEvent, makeGuest, makePlan, makeWedding } from '../../../test/make-wedding.ts';
import { renderApp, screen } from '../../../test/render-app.tsx';

type Wedding = ReturnType<typeof makeWedding>;

const DRESS_ICON = {
  id: 1,
  name: 'Largo',
  slug: 'long',
  type: 'dress' as const,
  svg: '<svg viewBox="0 0 24 24"><path d="M12 2v20"/></svg>',
};

function openEditing(wedding: Wedding, handlers: MockHandlers = {}) {
  const api = mockApi({
    'GET /clients/me': { body: makeClient({ weddings: [{ id: wedding.id }] }) },
    'GET /weddings/{id}': { body: wedding },
    'GET /icons/dress-code': { body: [DRESS_ICON] },
    'GET /icons/itinerary': { body: [] },
    'GET /weddings/{id}/questions': { body: { questions: [] } },
    ...handlers,
  });
  const app = renderApp('/dashboard/boda/5/edicion', { token: 'jwt' });
  return { api, app };
}

const SECTIONS = [
  'Portada',
  'Invitación',
  'Eventos',
  'Código de vestimenta',
  'Itinerario',
  'Mesa de regalos',
  'Confirmación',
  'Hospedaje',
  'Galería',
];

describe('editing tab', () => {
  it('shows the sections in the invitation’s order once the wedding has loaded', async () => {
    openEditing(makeWedding());
    expect(screen.getByRole('status')).toHaveTextContent('Cargando…');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Contenido de tu invitación' }),
    ).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(SECTIONS);
    expect(
      screen.getByText('Para cambiar el identificador o la fecha, contacta a soporte.'),
    ).toBeInTheDocument();
    expect(screen.getByText('ana-y-luis')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Editar Identificador/ })).not.toBeInTheDocument();
  });

  it('on a phone shows each section closed with a one-line summary, opened by a tap', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(max-width: 767px)',
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    try {
      const { app } = openEditing(
        makeWedding({ events: [makeEvent(), makeEvent({ id: 32, name: 'Cena' })] }),
      );
      const events = await screen.findByRole('region', { name: 'Eventos' });
      const toggle = within(events).getByRole('button', { name: /^Eventos/ });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(toggle).toHaveTextContent('Ceremonia, Cena');
      expect(
        within(events).getByRole('article', { name: 'Ceremonia', hidden: true }),
      ).not.toBeVisible();
      await app.user.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      expect(within(events).getByRole('article', { name: 'Ceremonia' })).toBeVisible();
      expect(toggle).not.toHaveTextContent('Ceremonia, Cena');
      const gallery = screen.getByRole('region', { name: 'Galería' });
      expect(within(gallery).getByRole('button', { name: /^Galería/ })).toHaveTextContent(
        'Fotos: 0',
      );
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('disables every control while the wedding is inactive and points to the plan tab', async () => {
    const wedding = makeWedding({
      active: false,
      events: [makeEvent({ isExclusive: true })],
      invitation: { ...makeWedding().invitation, bridesParents: [parent(1, 'Rosa')] },
    });
    openEditing(wedding);
    await screen.findByRole('heading', { level: 1, name: 'Contenido de tu invitación' });
    expect(screen.getByText(/Activa tu invitación para editar su contenido/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a Plan' })).toHaveAttribute(
      'href',
      '/dashboard/boda/5/activacion',
    );
    const editing = screen.getByRole('heading', { level: 1 }).parentElement as HTMLElement;
    const controls = within(editing)
      .getAllByRole('button')
      .concat(within(editing).getAllByRole('switch'));
    expect(controls.length).toBeGreaterThan(20);
    const preview = screen.getByRole('button', { name: 'Vista previa' });
    expect(
      controls.filter((control) => control !== preview && !(control as HTMLButtonElement).disabled),
    ).toEqual([]);
    // Looking is not editing: the preview opens while the wedding is inactive too.
    expect(preview).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Cargar invitados' })).toBeDisabled();
  });

  it('saves a text with its PATCH and confirms it beside the field, without a snack', async () => {
    const { api, app } = openEditing(makeWedding(), {
      'PATCH /weddings/{id}/dress-code': (call) => ({
        body: {
          message: 'Boda actualizada exitosamente',
          wedding: makeWedding({ dressCode: call.body.dressCode }),
        },
      }),
    });
    await app.user.click(
      await screen.findByRole('button', { name: 'Editar Código de vestimenta' }),
    );
    await app.user.type(screen.getByRole('textbox', { name: 'Código de vestimenta' }), ' Formal ');
    await app.user.click(screen.getByRole('button', { name: 'Guardar Código de vestimenta' }));
    const field = screen.getByRole('group', { name: 'Código de vestimenta' });
    const setting = field.parentElement as HTMLElement;
    expect(await within(setting).findByRole('status')).toHaveTextContent('Guardado ✓');
    expect(screen.queryByText('Boda actualizada exitosamente')).not.toBeInTheDocument();
    // Only the field saved says so.
    const others = screen.getByRole('group', { name: 'Detalles del código de vestimenta' });
    expect(others.parentElement).not.toHaveTextContent('Guardado');
    expect(
      api.callsTo('PATCH /weddings/{id}/dress-code', { id: 5 }).map((call) => call.body),
    ).toEqual([{ dressCode: 'Formal' }]);
    expect(within(field).getByText('Formal')).toBeInTheDocument();
    expect(
      within(field).getByRole('button', { name: 'Editar Código de vestimenta' }),
    ).toBeVisible();
  });

  it('restores an event’s date when the server refuses it, and says why in the red snack', async () => {
    const event = makeEvent({ datetime: '2026-11-14T23:30:00.000Z' });
    const { api, app } = openEditing(makeWedding({ events: [event] }), {
      'PATCH /events/{id}/datetime': {
        status: 409,
        body: { code: 'wedding_inactive', message: 'Tu invitación no está activa.' },
      },
    });
    const card = await screen.findByRole('article', { name: 'Ceremonia' });
    const dateField = within(card).getByRole('group', { name: 'Fecha y hora' });
    expect(dateField).toHaveTextContent('14 nov 2026');
    await app.user.click(within(dateField).getByRole('button', { name: 'Editar Fecha y hora' }));
    const input = within(dateField).getByLabelText('Fecha y hora');
    expect(input).toHaveValue('2026-11-14T17:30');
    await app.user.clear(input);
    await app.user.type(input, '2026-11-15T20:00');
    await app.user.click(within(dateField).getByRole('button', { name: 'Guardar Fecha y hora' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Tu invitación no está activa.');
    expect(api.callsTo('PATCH /events/{id}/datetime', { id: 31 })[0]?.body).toEqual({
      datetime: '2026-11-16T02:00:00.000Z',
    });
    await waitFor(() =>
      expect(
        within(dateField).getByRole('button', { name: 'Editar Fecha y hora' }),
      ).toBeInTheDocument(),
    );
    expect(dateField).toHaveTextContent('14 nov 2026');
  });

  it('sets the deadline to answer up to the wedding day, then clears it', async () => {
    const { api, app } = openEditing(makeWedding(), {
      'PATCH /weddings/{id}/rsvp-deadline': (call) => ({
        body: {
          message: 'Boda actualizada exitosamente',
          wedding: makeWedding({ rsvpDeadline: call.body.rsvpDeadline }),
        },
      }),
    });
    const label = 'Fecha límite para confirmar (opcional)';
    const field = await screen.findByRole('group', { name: label });
    expect(field).toHaveTextContent('Sin definir');
    await app.user.click(within(field).getByRole('button', { name: `Editar ${label}` }));
    const input = within(field).getByLabelText(label);
    // The wedding is on Saturday 14 November 2026 in Mexico City: no later day is offered.
    expect(input).toHaveAttribute('max', '2026-11-14');
    await app.user.type(input, '2026-10-31');
    await app.user.click(within(field).getByRole('button', { name: `Guardar ${label}` }));
    expect(await within(field.parentElement as HTMLElement).findByText('Guardado ✓')).toBeVisible();
    await waitFor(() => expect(field).toHaveTextContent('sábado 31 de octubre de 2026'));

    await app.user.click(within(field).getByRole('button', { name: `Editar ${label}` }));
    await app.user.click(within(field).getByRole('button', { name: 'Quitar fecha' }));
    await waitFor(() => expect(field).toHaveTextContent('Sin definir'));
    expect(
      api.callsTo('PATCH /weddings/{id}/rsvp-deadline', { id: 5 }).map((call) => call.body),
    ).toEqual([{ rsvpDeadline: '2026-10-31' }, { rsvpDeadline: null }]);
  });

  it('keeps the saved deadline when the server refuses a new one, and says why', async () => {
    const { app } = openEditing(makeWedding({ rsvpDeadline: '2026-10-31' }), {
      'PATCH /weddings/{id}/rsvp-deadline': {
        status: 422,
        body: {
          code: 'validation_failed',
          message: 'Favor de llenar todos los campos correctamente.',
          errors: {
            rsvpDeadline: [
              'La fecha límite para confirmar no puede ser después del día de la boda.',
            ],
          },
        },
      },
    });
    const label = 'Fecha límite para confirmar (opcional)';
    const field = await screen.findByRole('group', { name: label });
    await app.user.click(within(field).getByRole('button', { name: `Editar ${label}` }));
    const input = within(field).getByLabelText(label);
    await app.user.clear(input);
    await app.user.type(input, '2026-11-20');
    await app.user.click(within(field).getByRole('button', { name: `Guardar ${label}` }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'La fecha límite para confirmar no puede ser después del día de la boda.',
    );
    await waitFor(() => expect(field).toHaveTextContent('sábado 31 de octubre de 2026'));
  });

  it('asks before deleting, and deletes only on confirmation', async () => {
    const wedding = makeWedding({
      invitation: { ...makeWedding().invitation, groomsParents: [parent(3, 'Jorge', 'groom')] },
    });
    const { api, app } = openEditing(wedding, {
      'DELETE /parents/{id}': { body: { message: 'Eliminado exitosamente' } },
    });
    await app.user.click(await screen.findByRole('button', { name: 'Eliminar Jorge' }));
    const dialog = screen.getByRole('dialog', { name: /eliminar «Jorge»/ });
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('DELETE /parents/{id}', { id: 3 })).toHaveLength(0);

    await app.user.click(screen.getByRole('button', { name: 'Eliminar Jorge' }));
    await app.user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Eliminar' }),
    );
    expect(await screen.findByText('Eliminado exitosamente')).toBeInTheDocument();
    expect(api.callsTo('DELETE /parents/{id}', { id: 3 })).toHaveLength(1);
    // The parents reset from the reloaded wedding.
    await waitFor(() => expect(api.callsTo('GET /weddings/{id}', { id: 5 })).toHaveLength(2));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('adds a parent from a form that opens in edit mode', async () => {
    const { api, app } = openEditing(makeWedding(), {
      'POST /parents': {
        status: 201,
        body: {
          message: 'Creado exitosamente',
          parent: {
            id: 4,
            name: 'Rosa Pérez',
            showIfPastAway: false,
            parentOf: 'bride',
            invitationId: 9,
          },
        },
      },
    });
    await app.user.click(
      await screen.findByRole('button', { name: 'Agregar padre o madre de la novia' }),
    );
    const input = screen.getByRole('textbox', { name: 'Nombre' });
    expect(input).toHaveFocus();
    await app.user.type(input, 'Rosa Pérez');
    await app.user.click(screen.getByRole('button', { name: 'Guardar Nombre' }));
    expect(await screen.findByText('Creado exitosamente')).toBeInTheDocument();
    expect(api.callsTo('POST /parents')[0]?.body).toEqual({
      name: 'Rosa Pérez',
      parentOf: 'bride',
      invitationId: 9,
    });
    await waitFor(() =>
      expect(screen.queryByRole('textbox', { name: 'Nombre' })).not.toBeInTheDocument(),
    );
  });

  it('loads an exclusive event’s guests only on request', async () => {
    const wedding = makeWedding({ events: [makeEvent({ isExclusive: true })] });
    const { api, app } = openEditing(wedding, {
      'GET /events/{id}/guests': { body: [makeGuest()] },
    });
    const card = await screen.findByRole('article', { name: 'Ceremonia' });
    expect(within(card).getByRole('switch', { name: 'Evento exclusivo' })).toBeChecked();
    expect(api.callsTo('GET /events/{id}/guests', { id: 31 })).toHaveLength(0);
    await app.user.click(within(card).getByRole('button', { name: 'Cargar invitados' }));
    expect(await within(card).findByText('Carmen Ruiz')).toBeInTheDocument();
    expect(api.callsTo('GET /events/{id}/guests', { id: 31 })).toHaveLength(1);
    expect(
      within(card).queryByRole('button', { name: 'Cargar invitados' }),
    ).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Quitar a Carmen Ruiz' })).toBeEnabled();
  });

  it('shows "not included" where the plan lacks a feature, and image maximums from the plan', async () => {
    const plan = makePlan([{ slug: 'EventImages', max: 4 }]);
    openEditing(
      makeWedding({ invitationPlan: plan, invitationPlanId: plan.id, events: [makeEvent()] }),
    );
    const card = await screen.findByRole('article', { name: 'Ceremonia' });
    expect(
      within(card).queryByRole('switch', { name: 'Evento exclusivo' }),
    ).not.toBeInTheDocument();
    expect(within(card).getByText('No incluido en tu plan')).toBeInTheDocument();
    expect(within(card).getByText('Máximo de imágenes: 4.')).toBeInTheDocument();
    const gallery = screen.getByRole('region', { name: 'Galería' });
    expect(within(gallery).getByText('No incluido en tu plan')).toBeInTheDocument();
    expect(
      screen.queryByText(/En el modo de prueba puedes subir 1 imagen/),
    ).not.toBeInTheDocument();
  });

  it('in test mode allows every feature with one image and says so', async () => {
    openEditing(makeWedding({ events: [makeEvent()] }));
    const gallery = await screen.findByRole('region', { name: 'Galería' });
    expect(within(gallery).getByText('Máximo de imágenes: 1.')).toBeInTheDocument();
    expect(
      within(gallery).getByText(
        'En el modo de prueba puedes subir 1 imagen; con un plan podrás subir más.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Evento exclusivo' })).toBeEnabled();
    expect(screen.queryByText('No incluido en tu plan')).not.toBeInTheDocument();
  });
});

function parent(id: number, name: string, parentOf: 'bride' | 'groom' = 'bride') {
  return { id, name, showIfPastAway: false, parentOf, invitationId: 9 };
}
