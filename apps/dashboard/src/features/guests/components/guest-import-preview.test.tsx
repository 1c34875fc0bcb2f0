import { createQueryClient } from '@convite/api/query-client';
import { mockApi } from '@convite/api/testing/mock-api';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { GuestImportPreview as Preview } from '../api/upload-guests.ts';
import { GuestImportPreview } from './guest-import-preview.tsx';

type Cells = Preview['rows'][number]['values'];

/** A previewed row's cells: blank but these. */
const cells = (values: Partial<Cells>): Cells => ({
  name: '',
  lastName: '',
  phone: '',
  maxGuestsAllowed: '1',
  members: '',
  specialMessage: '',
  ...values,
});

/** A file with the integrantes column: a household, a guest alone, one naming too many people. */
const PREVIEW: Preview = {
  columns: ['name', 'lastName', 'phone', 'maxGuestsAllowed', 'members'],
  counts: { fresh: 2, duplicates: 0, problems: 1 },
  rows: [
    {
      index: 2,
      values: cells({
        name: 'Ana',
        lastName: 'Pérez',
        phone: '55 1234 5678',
        maxGuestsAllowed: '3',
        members: 'Ana Pérez; Sofía Pérez (niña)',
      }),
      errors: {},
      duplicateOf: null,
    },
    {
      index: 3,
      values: cells({ name: 'Íñigo', phone: '33 8765 4321' }),
      errors: {},
      duplicateOf: null,
    },
    {
      index: 4,
      values: cells({
        name: 'Familia',
        lastName: 'Ruiz',
        phone: '81 2345 6789',
        maxGuestsAllowed: '2',
        members: 'Marta Ruiz; Pedro Ruiz; Lucía Ruiz (niña)',
      }),
      errors: {
        members:
          'Nombraste a 3 personas, pero la invitación admite 2: quita nombres o sube el número de invitados.',
      },
      duplicateOf: null,
    },
  ],
};

function reviewPreview(imported: 'ok' | 'refused' = 'ok') {
  const api = mockApi({
    'POST /weddings/{id}/guests/import':
      imported === 'ok'
        ? { body: { message: 'Invitados importados: 3.', importedRows: 3, skippedDuplicates: 0 } }
        : {
            status: 422,
            body: {
              code: 'validation_failed',
              message: 'Algunas filas aún tienen problemas.',
              errors: { 'rows.2.members': ['Sigue nombrando a más personas de las que caben.'] },
            },
          },
  });
  const onImported = vi.fn();
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <GuestImportPreview
        weddingId={5}
        preview={PREVIEW}
        onImported={onImported}
        onCancel={() => undefined}
      />
    </QueryClientProvider>,
  );
  return { api, onImported, user };
}

const card = (row: string) =>
  screen.getByText(row, { selector: '.guest-import__number' }).closest('li') as HTMLElement;

describe('the import preview’s household people', () => {
  it('shows each row’s integrantes cell, opens the one with a problem and sends it as edited', async () => {
    const { api, onImported, user } = reviewPreview();
    expect(card('Fila 2')).toHaveTextContent('Integrantes: Ana Pérez; Sofía Pérez (niña)');
    // The row naming too many people: its cell open for editing, the problem under it.
    const members = within(card('Fila 4')).getByLabelText(/Integrantes/);
    expect(members).toHaveValue('Marta Ruiz; Pedro Ruiz; Lucía Ruiz (niña)');
    expect(members).toHaveAccessibleDescription(expect.stringContaining('Nombraste a 3 personas'));
    expect(screen.getByRole('button', { name: 'Importar 2 invitados' })).toBeDisabled();

    await user.clear(members);
    await user.type(members, 'Marta Ruiz; Lucía Ruiz (niña)');
    expect(card('Fila 4')).not.toHaveTextContent('Nombraste a 3 personas');
    expect(screen.getByText('0 con problemas')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Importar 3 invitados' }));

    await vi.waitFor(() => expect(onImported).toHaveBeenCalledWith('Invitados importados: 3.'));
    const rows = api.callsTo('POST /weddings/{id}/guests/import', { id: 5 })[0]?.body?.rows;
    expect(rows?.map((row) => [row.name, row.members])).toEqual([
      ['Ana', 'Ana Pérez; Sofía Pérez (niña)'],
      // A blank cell is left out: the invitation's seats stay open.
      ['Íñigo', undefined],
      ['Familia', 'Marta Ruiz; Lucía Ruiz (niña)'],
    ]);
  });

  it('lets the couple name people on a row by editing it', async () => {
    const { api, user } = reviewPreview();
    await user.click(within(card('Fila 3')).getByRole('button', { name: 'Editar' }));
    await user.type(within(card('Fila 3')).getByLabelText(/Integrantes/), 'Íñigo Peña');
    await user.click(within(card('Fila 4')).getByLabelText('No importar esta fila'));
    await user.click(screen.getByRole('button', { name: 'Importar 2 invitados' }));
    await vi.waitFor(() =>
      expect(api.callsTo('POST /weddings/{id}/guests/import')).toHaveLength(1),
    );
    expect(
      api.callsTo('POST /weddings/{id}/guests/import')[0]?.body?.rows.map((row) => row.members),
    ).toEqual(['Ana Pérez; Sofía Pérez (niña)', 'Íñigo Peña']);
  });

  it('puts a problem the server still finds with the people back under their cell', async () => {
    const { user } = reviewPreview('refused');
    const members = within(card('Fila 4')).getByLabelText(/Integrantes/);
    await user.clear(members);
    await user.type(members, 'Marta Ruiz; Pedro Ruiz; Lucía Ruiz');
    await user.click(screen.getByRole('button', { name: 'Importar 3 invitados' }));
    expect(
      await within(card('Fila 4')).findByText('Sigue nombrando a más personas de las que caben.'),
    ).toBeInTheDocument();
    expect(within(card('Fila 4')).getByLabelText(/Integrantes/)).toHaveAccessibleDescription(
      expect.stringContaining('Sigue nombrando'),
    );
  });
});
