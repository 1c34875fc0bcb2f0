import { makeClient } from '@convite/api/testing/make-client';
import { mockApi, type MockHandlers } from '@convite/api/testing/mock-api';
import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { makeEvent, makeWedding } from '../../../test/make-wedding.ts';
import { renderApp, screen } from '../../../test/render-app.tsx';

type Wedding = ReturnType<typeof makeWedding>;
type MealOption = { id: number; name: string };

const MENU: MealOption[] = [
  { id: 1, name: 'Res' },
  { id: 2, name: 'Pescado' },
];

/** The editing tab with one event (the ceremony) whose menu the fake server keeps and renumbers. */
function openMenu(menu: MealOption[] = MENU, handlers: MockHandlers = {}) {
  let wedding: Wedding = makeWedding({ events: [makeEvent({ id: 31, mealOptions: menu })] });
  let nextId = 10;
  const api = mockApi({
    'GET /clients/me': { body: makeClient({ weddings: [{ id: 5 }] }) },
    'GET /weddings/{id}': () => ({ body: wedding }),
    'GET /icons/dress-code': { body: [] },
    'GET /icons/itinerary': { body: [] },
    'GET /weddings/{id}/questions': { body: { questions: [] } },
    'PUT /events/{id}/meal-options': (call) => {
      const mealOptions = call.body.mealOptions.map((option) => ({
        id: option.id ?? (nextId += 1),
        name: option.name,
      }));
      const event = makeEvent({ id: 31, mealOptions });
      wedding = { ...wedding, events: [event] };
      return { body: { message: 'Menú actualizado.', event } };
    },
    ...handlers,
  });
  const app = renderApp('/dashboard/boda/5/edicion', { token: 'jwt' });
  return { api, app };
}

async function findMenu(name = 'Menú') {
  const event = await screen.findByRole('article', { name: /^(Ceremonia)$/ });
  return within(event).getByRole('group', { name });
}

const rows = (menu: HTMLElement) =>
  within(menu)
    .queryAllByRole('textbox', { name: /^(Platillo|Meal) \d$/ })
    .map((input) => (input as HTMLInputElement).value);

describe('an event’s menu', () => {
  it('asks before leaving a meal typed and not added, and "Guardar y salir" saves it', async () => {
    const { api, app } = openMenu();
    const menu = await findMenu();
    await app.user.type(within(menu).getByRole('textbox', { name: 'Nuevo platillo' }), 'Pollo');
    await app.user.click(screen.getAllByRole('link', { name: 'Invitados' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: '¿Salir sin guardar tus cambios?' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Guardar y salir' }));
    await waitFor(() => expect(app.pathname()).toBe('/dashboard/boda/5/invitados'));
    expect(
      api.callsTo('PUT /events/{id}/meal-options', { id: 31 }).map((call) => call.body),
    ).toEqual([
      { mealOptions: [{ id: 1, name: 'Res' }, { id: 2, name: 'Pescado' }, { name: 'Pollo' }] },
    ]);
  });

  it('adds, renames, reorders and removes meals, then saves the whole menu in order', async () => {
    const { api, app } = openMenu();
    const menu = await findMenu();
    expect(rows(menu)).toEqual(['Res', 'Pescado']);
    const save = within(menu).getByRole('button', { name: 'Guardar menú' });
    expect(save).toBeDisabled();
    // The suggestions the menu lacks, one tap each.
    const suggestions = within(menu).getByRole('list', { name: 'Sugerencias' });
    expect(
      within(suggestions)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(['Vegetariano', 'Menú infantil']);
    await app.user.click(within(menu).getByRole('button', { name: 'Agregar Vegetariano al menú' }));
    await app.user.type(within(menu).getByRole('textbox', { name: 'Nuevo platillo' }), 'Pollo');
    await app.user.click(within(menu).getByRole('button', { name: 'Agregar platillo' }));
    expect(rows(menu)).toEqual(['Res', 'Pescado', 'Vegetariano', 'Pollo']);
    expect(within(menu).getByRole('textbox', { name: 'Nuevo platillo' })).toHaveValue('');
    await app.user.click(within(menu).getByRole('button', { name: 'Subir Pescado' }));
    expect(within(menu).getByRole('button', { name: 'Subir Pescado' })).toBeDisabled();
    const res = within(menu).getByRole('textbox', { name: 'Platillo 2' });
    await app.user.type(res, ' en salsa');
    await app.user.click(within(menu).getByRole('button', { name: 'Quitar Vegetariano' }));
    await app.user.click(within(menu).getByRole('button', { name: 'Bajar Pollo' }));
    expect(within(menu).getByRole('button', { name: 'Bajar Pollo' })).toBeDisabled();
    expect(rows(menu)).toEqual(['Pescado', 'Res en salsa', 'Pollo']);
    expect(menu).toHaveTextContent('Cambios sin guardar');
    expect(menu).not.toHaveTextContent('quedarán sin platillo elegido');
    await app.user.click(save);
    expect(await within(menu).findByRole('status')).toHaveTextContent('Guardado ✓');
    expect(api.callsTo('PUT /events/{id}/meal-options', { id: 31 })[0]?.body).toEqual({
      mealOptions: [{ id: 2, name: 'Pescado' }, { id: 1, name: 'Res en salsa' }, { name: 'Pollo' }],
    });
    // Saved: the new meal keeps its id from now on, and nothing is pending.
    await waitFor(() => expect(save).toBeDisabled());
    expect(menu).not.toHaveTextContent('Cambios sin guardar');
    await app.user.click(within(menu).getByRole('button', { name: 'Subir Pollo' }));
    await app.user.click(within(menu).getByRole('button', { name: 'Guardar menú' }));
    await waitFor(() =>
      expect(api.callsTo('PUT /events/{id}/meal-options')[1]?.body).toEqual({
        mealOptions: [
          { id: 2, name: 'Pescado' },
          { id: 11, name: 'Pollo' },
          { id: 1, name: 'Res en salsa' },
        ],
      }),
    );
  });

  it('refuses a blank or repeated meal before calling, warns when a chosen one goes, and discards', async () => {
    const { api, app } = openMenu();
    const menu = await findMenu();
    await app.user.click(within(menu).getByRole('button', { name: 'Quitar Res' }));
    expect(menu).toHaveTextContent(
      'Quienes ya eligieron un platillo que quitaste quedarán sin platillo elegido al guardar.',
    );
    await app.user.type(within(menu).getByRole('textbox', { name: 'Nuevo platillo' }), ' pescado ');
    await app.user.click(within(menu).getByRole('button', { name: 'Agregar platillo' }));
    expect(within(menu).getByRole('textbox', { name: 'Platillo 2' })).toHaveAccessibleDescription(
      'Este platillo ya está en el menú.',
    );
    await app.user.clear(within(menu).getByRole('textbox', { name: 'Platillo 2' }));
    await app.user.click(within(menu).getByRole('button', { name: 'Guardar menú' }));
    expect(within(menu).getByRole('textbox', { name: 'Platillo 2' })).toHaveAccessibleDescription(
      'Escribe el nombre del platillo o quítalo.',
    );
    expect(api.callsTo('PUT /events/{id}/meal-options')).toHaveLength(0);
    await app.user.click(within(menu).getByRole('button', { name: 'Descartar cambios' }));
    expect(rows(menu)).toEqual(['Res', 'Pescado']);
    expect(within(menu).getByRole('button', { name: 'Guardar menú' })).toBeDisabled();
  });

  it('holds at most eight meals', async () => {
    const full = Array.from({ length: 7 }, (_, index) => ({
      id: index + 1,
      name: `Platillo ${index + 1}`,
    }));
    const { app } = openMenu(full);
    const menu = await findMenu();
    await app.user.click(within(menu).getByRole('button', { name: 'Agregar Res al menú' }));
    expect(rows(menu)).toHaveLength(8);
    expect(within(menu).queryByRole('textbox', { name: 'Nuevo platillo' })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('list', { name: 'Sugerencias' })).not.toBeInTheDocument();
    expect(menu).toHaveTextContent('El menú ya tiene 8 platillos, el máximo.');
  });

  it('starts empty with the suggestions, in English too', async () => {
    await i18n.changeLanguage('en');
    const { app } = openMenu([]);
    const event = await screen.findByRole('article', { name: 'Ceremonia' });
    const menu = within(event).getByRole('group', { name: 'Menu' });
    expect(rows(menu)).toEqual([]);
    await app.user.click(within(menu).getByRole('button', { name: 'Add Kids’ menu to the menu' }));
    expect(within(menu).getByRole('textbox', { name: 'Meal 1' })).toHaveValue('Kids’ menu');
    expect(within(menu).getByRole('button', { name: 'Save menu' })).toBeEnabled();
    expect(menu).toHaveTextContent('Unsaved changes');
  });
});
