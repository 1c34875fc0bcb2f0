import { makeClient } from '@convite/api/testing/make-client';
import { mockApi } from '@convite/api/testing/mock-api';
import { within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeWedding } from '../../../test/make-wedding.ts';
import { renderApp, screen } from '../../../test/render-app.tsx';
import { SIDE_BY_SIDE_QUERY } from './live-preview.tsx';

const wedding = makeWedding({ dressCodeEnabled: true, dressCode: 'Casual' });

function openEditing() {
  mockApi({
    'GET /clients/me': { body: makeClient({ weddings: [{ id: wedding.id }] }) },
    'GET /weddings/{id}': { body: wedding },
    'GET /icons/dress-code': { body: [] },
    'GET /icons/itinerary': { body: [] },
    'GET /weddings/{id}/questions': { body: { questions: [] } },
    'GET /themes/by-wedding-id/{id}': { body: [] },
    'PATCH /weddings/{id}/dress-code': (call) => ({
      body: {
        message: 'Boda actualizada exitosamente',
        wedding: { ...wedding, dressCode: call.body.dressCode },
      },
    }),
  });
  return renderApp('/dashboard/boda/5/edicion', { token: 'jwt' });
}

/** A screen as wide as a computer's: the media query of the side-by-side layout matches. */
function onAComputer() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === SIDE_BY_SIDE_QUERY,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the live preview of the editing tab', () => {
  it('is one tap away on a phone, full screen, and shows what was just saved', async () => {
    const app = openEditing();
    await app.user.click(await screen.findByRole('button', { name: 'Vista previa' }));
    let sheet = screen.getByRole('dialog', { name: 'Vista previa' });
    expect(within(sheet).getByText('Casual')).toBeInTheDocument();
    await app.user.click(within(sheet).getByRole('button', { name: 'Cerrar la vista previa' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Editar Código de vestimenta' }));
    const field = screen.getByRole('textbox', { name: 'Código de vestimenta' });
    await app.user.clear(field);
    await app.user.type(field, 'Formal de noche');
    await app.user.click(screen.getByRole('button', { name: 'Guardar Código de vestimenta' }));
    await screen.findByText('Guardado ✓');

    await app.user.click(screen.getByRole('button', { name: 'Vista previa' }));
    sheet = screen.getByRole('dialog', { name: 'Vista previa' });
    expect(within(sheet).getByText('Formal de noche')).toBeInTheDocument();
    // The preview's form answers nothing.
    for (const control of within(sheet).queryAllByRole('radio')) expect(control).toBeDisabled();
  });

  it('sits beside the editor on a computer, with no button to open it', async () => {
    onAComputer();
    openEditing();
    const preview = await screen.findByRole('complementary', { name: 'Vista previa' });
    expect(within(preview).getByText('Casual')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Vista previa' })).not.toBeInTheDocument();
  });
});
