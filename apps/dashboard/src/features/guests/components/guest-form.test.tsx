import { makeClient } from '@convite/api/testing/make-client';
import { mockApi, type MockHandlers } from '@convite/api/testing/mock-api';
import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { makeGuest, makeMember, makePlan, makeWedding } from '../../../test/make-wedding.ts';
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
      within(created).getByRole('button', { name: `Copiar enlace de ${name}` }),
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

describe('who is invited, in the guest form', () => {
  const people = () => screen.getByRole('region', { name: 'Quiénes vienen' });
  const person = (number: number) =>
    within(people()).getByRole('group', { name: `Persona ${number}` });

  it('names the household’s people, a child among them, and leaves the other seats open', async () => {
    const { api, app } = openForm('/dashboard/boda/5/agregar-invitado', {
      'POST /guests': { status: 201, body: { message: 'Invitado creado.', guest: GUEST } },
    });
    await app.user.type(await screen.findByLabelText('Nombre'), 'Carmen');
    await app.user.type(screen.getByLabelText('Apellido'), 'Ruiz');
    await app.user.type(screen.getByLabelText('Teléfono'), '55 1234 5678');
    await app.user.clear(screen.getByLabelText('Invitados máximos'));
    await app.user.type(screen.getByLabelText('Invitados máximos'), '4');
    expect(people()).toHaveTextContent(
      '4 lugares abiertos: tus invitados pueden poner los nombres.',
    );
    // The invitation's own name, one tap away while nobody is named.
    await app.user.click(within(people()).getByRole('button', { name: 'Agregar a Carmen Ruiz' }));
    expect(within(person(1)).getByRole('textbox', { name: 'Nombre de la persona 1' })).toHaveValue(
      'Carmen',
    );
    expect(within(people()).queryByRole('button', { name: /^Agregar a/ })).not.toBeInTheDocument();
    await app.user.click(within(people()).getByRole('button', { name: 'Agregar persona' }));
    await app.user.type(
      within(person(2)).getByRole('textbox', { name: 'Nombre de la persona 2' }),
      ' Mateo ',
    );
    await app.user.click(within(person(2)).getByRole('switch', { name: 'Niña o niño' }));
    expect(people()).toHaveTextContent('2 lugares abiertos');
    await app.user.click(within(people()).getByRole('button', { name: 'Agregar persona' }));
    await app.user.type(
      within(person(3)).getByRole('textbox', { name: 'Nombre de la persona 3' }),
      'Olga',
    );
    expect(people()).toHaveTextContent('1 lugar abierto: tu invitado puede poner el nombre.');
    // Changed their mind: Olga goes, her seat opens again.
    await app.user.click(within(person(3)).getByRole('button', { name: 'Quitar a Olga' }));
    expect(within(people()).queryByRole('group', { name: 'Persona 3' })).not.toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Agregar invitado' }));
    await screen.findByText('Invitado creado.');
    expect(api.callsTo('POST /guests')[0]?.body).toMatchObject({
      maxGuestsAllowed: 4,
      members: [
        { firstName: 'Carmen', lastName: 'Ruiz', isChild: false },
        { firstName: 'Mateo', lastName: null, isChild: true },
      ],
    });
  });

  it('raises the maximum to make room for one more person, up to 20', async () => {
    const { app } = openForm('/dashboard/boda/5/agregar-invitado');
    await screen.findByRole('region', { name: 'Quiénes vienen' });
    const add = within(people()).getByRole('button', { name: 'Agregar persona' });
    // A new guest admits 1: the first person fits, the second raises the maximum.
    await app.user.click(add);
    expect(screen.getByLabelText('Invitados máximos')).toHaveValue(1);
    expect(people()).toHaveTextContent('Todos los lugares tienen nombre.');
    await app.user.click(add);
    expect(screen.getByLabelText('Invitados máximos')).toHaveValue(2);
    expect(people()).toHaveTextContent('Subimos los invitados máximos a 2 para que quepa.');
    await app.user.clear(screen.getByLabelText('Invitados máximos'));
    await app.user.type(screen.getByLabelText('Invitados máximos'), '20');
    for (let count = 2; count < 20; count += 1) await app.user.click(add);
    expect(within(people()).getAllByRole('group')).toHaveLength(20);
    expect(add).toBeDisabled();
    expect(people()).toHaveTextContent('Esta invitación ya admite 20 personas, el máximo.');
  });

  it('asks for each person’s name, and for room for everyone named, before calling', async () => {
    const { api, app } = openForm('/dashboard/boda/5/agregar-invitado');
    await app.user.type(await screen.findByLabelText('Nombre'), 'Carmen');
    await app.user.type(screen.getByLabelText('Teléfono'), '55 1234 5678');
    await app.user.clear(screen.getByLabelText('Invitados máximos'));
    await app.user.type(screen.getByLabelText('Invitados máximos'), '3');
    const add = within(people()).getByRole('button', { name: 'Agregar persona' });
    await app.user.click(add);
    await app.user.click(add);
    await app.user.type(
      within(person(1)).getByRole('textbox', { name: 'Nombre de la persona 1' }),
      'Ana',
    );
    await app.user.clear(screen.getByLabelText('Invitados máximos'));
    await app.user.type(screen.getByLabelText('Invitados máximos'), '1');
    await app.user.click(screen.getByRole('button', { name: 'Agregar invitado' }));
    const blank = within(person(2)).getByRole('textbox', { name: 'Nombre de la persona 2' });
    expect(blank).toHaveAccessibleDescription('Este campo es obligatorio.');
    expect(
      within(person(1)).getByRole('textbox', { name: 'Nombre de la persona 1' }),
    ).not.toHaveAccessibleDescription();
    expect(within(people()).getByRole('alert')).toHaveTextContent(
      'Escribe el nombre de cada persona o quítala de la lista.',
    );
    expect(screen.getByLabelText('Invitados máximos')).toHaveAccessibleDescription(
      /Hay 2 personas con nombre: deja al menos 2 lugares o quita a alguien./,
    );
    expect(api.callsTo('POST /guests')).toHaveLength(0);
  });

  it('edits the named people by their seats, confirms before removing one who answered', async () => {
    const household = makeGuest({
      id: 41,
      phone: '+525512345678',
      maxGuestsAllowed: 3,
      confirmation: true,
      confirmedGuests: 1,
      members: [
        makeMember({
          id: 4101,
          firstName: 'Ana',
          lastName: 'Ruiz',
          events: [{ eventId: 31, attending: true, mealOptionId: null }],
        }),
        makeMember({ id: 4102, firstName: 'Luis', lastName: 'Ruiz', isChild: true }),
        makeMember({ id: 4103 }),
      ],
    });
    const { api, app } = openForm('/dashboard/boda/5/agregar-invitado?guest=41&page=1', {
      'POST /guests/get-by-wedding': { body: { guests: [household], page: 1, totalPages: 1 } },
      'GET /guests/{id}': { body: household },
      'PUT /guests/{id}': { body: { message: 'Invitado actualizado.', guest: household } },
    });
    await screen.findByRole('region', { name: 'Quiénes vienen' });
    expect(within(people()).getAllByRole('group')).toHaveLength(2);
    expect(within(person(2)).getByRole('switch', { name: 'Niña o niño' })).toBeChecked();
    expect(people()).toHaveTextContent('1 lugar abierto');
    const luis = within(person(2)).getByRole('textbox', { name: 'Nombre de la persona 2' });
    await app.user.clear(luis);
    await app.user.type(luis, 'Luis Ángel');
    // Ana answered: removing her asks first; cancelling keeps her.
    await app.user.click(within(person(1)).getByRole('button', { name: 'Quitar a Ana Ruiz' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'Ana Ruiz ya respondió. Si guardas sin esta persona, su lugar queda abierto y se borra su respuesta.',
    );
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(within(people()).getAllByRole('group')).toHaveLength(2);
    await app.user.click(within(person(1)).getByRole('button', { name: 'Quitar a Ana Ruiz' }));
    await app.user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Quitar' }),
    );
    expect(within(people()).getAllByRole('group')).toHaveLength(1);
    expect(people()).toHaveTextContent('2 lugares abiertos');
    await app.user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await screen.findByText('Invitado actualizado.');
    expect(api.callsTo('PUT /guests/{id}', { id: 41 })[0]?.body).toMatchObject({
      maxGuestsAllowed: 3,
      members: [{ id: 4102, firstName: 'Luis Ángel', lastName: 'Ruiz', isChild: true }],
    });
  });

  it('shows the server’s refusal about the people in their part of the form', async () => {
    const { app } = openForm('/dashboard/boda/5/agregar-invitado?guest=41&page=1', {
      'PUT /guests/{id}': {
        status: 422,
        body: {
          code: 'validation_failed',
          message: 'Los datos no son válidos.',
          errors: { members: ['Hay más personas con nombre que lugares.'] },
        },
      },
    });
    await app.user.click(await screen.findByRole('button', { name: 'Guardar cambios' }));
    expect(await within(people()).findByRole('alert')).toHaveTextContent(
      'Hay más personas con nombre que lugares.',
    );
    // Any change to the people clears it.
    await app.user.click(within(people()).getByRole('button', { name: 'Agregar a Carmen Ruiz' }));
    expect(within(people()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('reads in English', async () => {
    await i18n.changeLanguage('en');
    const { app } = openForm('/dashboard/boda/5/agregar-invitado');
    const part = await screen.findByRole('region', { name: 'Who is invited' });
    expect(part).toHaveTextContent('1 open seat: your guest can fill in the name.');
    await app.user.click(within(part).getByRole('button', { name: 'Add person' }));
    const first = within(part).getByRole('group', { name: 'Person 1' });
    expect(within(first).getByRole('textbox', { name: 'First name of person 1' })).toBeVisible();
    expect(within(first).getByRole('switch', { name: 'Child' })).not.toBeChecked();
    expect(part).toHaveTextContent('Every seat has a name.');
  });
});
