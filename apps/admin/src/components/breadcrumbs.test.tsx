import { mockApi } from '@convite/api/testing/mock-api';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeClientRow, makeWeddingDetail, renderAdmin } from '../test/admin.ts';

const crumbTexts = async () =>
  within(await screen.findByRole('navigation', { name: 'Ruta de navegación' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('breadcrumbs of a detail opened from its address', () => {
  it('start from its list, and keep that list when a further detail opens from it', async () => {
    mockApi({
      'GET /clients/{id}': { body: makeClientRow() },
      'GET /weddings/{id}': { body: makeWeddingDetail() },
    });
    const app = renderAdmin('/admin/clientes/7');
    await screen.findByRole('heading', { name: 'Ana Ruiz' });
    expect(await crumbTexts()).toEqual(['Clientes', 'Ana Ruiz']);

    await app.user.click(screen.getByRole('link', { name: 'Boda 5' }));
    await screen.findByRole('heading', { name: 'Ana & Luis' });
    // The list the client was opened from directly is still the first step.
    expect(await crumbTexts()).toEqual(['Clientes', 'Ana Ruiz', 'Ana & Luis']);

    const crumbs = screen.getByRole('navigation', { name: 'Ruta de navegación' });
    await app.user.click(within(crumbs).getByRole('link', { name: 'Ana Ruiz' }));
    await screen.findByRole('heading', { name: 'Ana Ruiz' });
    expect(await crumbTexts()).toEqual(['Clientes', 'Ana Ruiz']);
    await app.user.click(
      within(screen.getByRole('navigation', { name: 'Ruta de navegación' })).getByRole('link', {
        name: 'Clientes',
      }),
    );
    await waitFor(() => expect(app.pathname()).toBe('/admin/clientes'));
  });
});
