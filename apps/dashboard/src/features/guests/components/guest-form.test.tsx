import { makeClient } from '@convite/api/testing/make-client';
import { mockApi, type MockHandlers } from '@convite/api/testing/mock-api';
import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { makeGuest, makePlan, makeWedding } from '../../../test/make-wedding.ts';
import { renderApp, screen } from '../../../test/render-app.tsx';

const WEDDING = makeWedding({ invitationPlan: makePlan([{ slug: 'rsvpAdmin' }]) });
const GUEST = makeGuest({
  id: 41,
  phone: '+525512345678',
  maxGuestsAllowed: 3,
  specialMessage: 'Hola',
});

function openForm(path: string, handlers: MockHandlers = {}) {
  const api = mockApi({
    'GET /clients/me': { body: makeClient({ weddings: [{ id: 5 }] }) },
    'GET /weddings/{id}': { body: WEDDING },
    'POST /guests/get-summary': { status: 500, body: { code: 'internal_error', message: 'Falla' } },
    'POST /guests/get-by-wedding': { body: { guests: [GUEST], page: 1, totalPages: 1 } },
    'GET /guests/{id}': { body: GUEST },
    ...handlers,
  });
  const app = renderApp(path, { token: 'jwt' });
  return { api, app };
}

describe('guest form', () => {
  it('creates a guest, then offers to send their invitation right there', async () => {
    const { api, app } = openForm('/dashboard/boda/5/agregar-invitado', {
      'POST /guests': { status: 201, body: { message: 'Invitado creado.', guest: GUEST } },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Agregar invitado' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: /Volver a invitados/ })).toHaveAttribute(
      'href',
      '/dashboard/boda/5/invitados',
    );
    await app.user.type(screen.getByLabelText('Nombre'), 'Carmen');
    await app.user.type(screen.getByLabelText('Apellido'), 'Ruiz');
    await app.user.type(screen.getByLabelText('Teléfono'), '55 1234 5678');
    await app.user.clear(screen.getByLabelText('Invitados máximos'));
    await app.user.type(screen.getByLabelText('Invitados máximos'), '4');
    await app.user.click(screen.getByRole('button', { name: 'Agregar invitado' }));
    expect(await screen.findByText('Invitado creado.')).toBeInTheDocument();
    const created = await screen.findByRole('region', { name: /ya está en tu lista$/ });
    const name = `${GUEST.name} ${GUEST.lastName ?? ''}`.trim();
    expect(
      within(created).getByRole('link', { name: `Enviar por WhatsApp la invitación de ${name}` }),
    ).toHaveAttribute('href', expect.stringMatching(/^https:\/\/wa\.me\/525512345678\?text=/));
    expect(
      within(created).getByRole('button', { name: `Copiar el enlace de ${name}` }),
    ).toBeInTheDocument();
    // Another guest: the empty form again; the list: one tap.
    await app.user.click(within(created).getByRole('button', { name: 'Agregar otro invitado' }));
    expect(screen.getByLabelText('Nombre')).toHaveValue('');
    await app.user.click(screen.getByRole('link', { name: /Volver a invitados/ }));
    await waitFor(() => expect(app.pathname()).toBe('/dashboard/boda/5/invitados'));
    // The fields typed in (a column the test does not fill goes as null).
    expect(api.callsTo('POST /guests')[0]?.body).toMatchObject({
      name: 'Carmen',
      lastName: 'Ruiz',
      phone: '55 1234 5678',
      maxGuestsAllowed: 4,
      specialMessage: null,
      weddingId: 5,
    });
  });

  it('asks for the required fields and a count from 1 to 20 before calling', async () => {
    const { api, app } = openForm('/dashboard/boda/5/agregar-invitado');
    await app.user.clear(await screen.findByLabelText('Invitados máximos'));
    await app.user.type(screen.getByLabelText('Invitados máximos'), '21');
    await app.user.click(screen.getByRole('button', { name: 'Agregar invitado' }));
    expect(screen.getByLabelText('Nombre')).toHaveAccessibleDescription(
      'Este campo es obligatorio.',
    );
    expect(screen.getByLabelText('Teléfono')).toHaveAccessibleDescription(
      /Este campo es obligatorio./,
    );
    expect(screen.getByLabelText('Invitados máximos')).toHaveAccessibleDescription(
      /Escribe un número del 1 al 20./,
    );
    expect(api.callsTo('POST /guests')).toHaveLength(0);
  });

  it('refuses a phone that cannot be real before calling, with the rule the API applies', async () => {
    const { api, app } = openForm('/dashboard/boda/5/agregar-invitado');
    await app.user.type(await screen.findByLabelText('Nombre'), 'Carmen');
    await app.user.type(screen.getByLabelText('Teléfono'), '55 1234 567');
    await app.user.click(screen.getByRole('button', { name: 'Agregar invitado' }));
    expect(screen.getByLabelText('Teléfono')).toHaveAccessibleDescription(
      /Este número no parece real: revisa que tenga 10 dígitos, o \+ y la clave de su país./,
    );
    expect(api.callsTo('POST /guests')).toHaveLength(0);
  });

  it('edits the chosen guest with PUT and shows the 422 errors under the fields', async () => {
    const { api, app } = openForm('/dashboard/boda/5/agregar-invitado?guest=41&page=1', {
      'PUT /guests/{id}': {
        status: 422,
        body: {
          code: 'validation_failed',
          message: 'Los datos no son válidos.',
          errors: {
            name: ['El nombre es demasiado largo.'],
            lastName: ['El apellido es demasiado largo.'],
            phone: [
              'El teléfono no parece un número real: escribe los 10 dígitos de un número de México.',
            ],
            maxGuestsAllowed: ['Máximo 20 invitados.'],
          },
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Editar invitado' })).toBeVisible();
    expect(await screen.findByLabelText('Nombre')).toHaveValue('Carmen');
    expect(screen.getByLabelText('Invitados máximos')).toHaveValue(3);
    expect(screen.getByLabelText('Mensaje especial (opcional)')).toHaveValue('Hola');
    await app.user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Nombre')).toHaveAccessibleDescription(
        'El nombre es demasiado largo.',
      ),
    );
    expect(screen.getByLabelText('Apellido')).toHaveAccessibleDescription(
      'El apellido es demasiado largo.',
    );
    expect(screen.getByLabelText('Teléfono')).toHaveAccessibleDescription(
      /El teléfono no parece un número real: escribe los 10 dígitos/,
    );
    expect(screen.getByLabelText('Invitados máximos')).toHaveAccessibleDescription(
      /Máximo 20 invitados./,
    );
    expect(api.callsTo('PUT /guests/{id}', { id: 41 })[0]?.body).toMatchObject({
      name: 'Carmen',
      lastName: 'Ruiz',
      phone: '+525512345678',
      maxGuestsAllowed: 3,
      specialMessage: 'Hola',
    });
    expect(app.pathname()).toBe('/dashboard/boda/5/agregar-invitado');
  });

  it('reads in English', async () => {
    await i18n.changeLanguage('en');
    openForm('/dashboard/boda/5/agregar-invitado');
    expect(await screen.findByRole('heading', { level: 1, name: 'Add guest' })).toBeVisible();
    for (const label of [
      'Name',
      'Last name',
      'Phone',
      'Maximum guests',
      'Special message (optional)',
    ])
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to guests/ })).toBeInTheDocument();
  });
});
