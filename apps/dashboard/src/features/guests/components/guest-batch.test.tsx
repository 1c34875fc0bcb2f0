import { makeClient } from '@convite/api/testing/make-client';
import { mockApi } from '@convite/api/testing/mock-api';
import { GUEST_INPUT_KEYS } from '@convite/rules/guest-columns';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { makePlan, makeWedding } from '../../../test/make-wedding.ts';
import { renderApp, screen } from '../../../test/render-app.tsx';

type Wedding = ReturnType<typeof makeWedding>;

/** A previewed row's cells: every column of the guest list, blank but these. */
const cells = (name: string, phone: string, maxGuestsAllowed = '1') => ({
  ...Object.fromEntries(GUEST_INPUT_KEYS.map((key) => [key, ''])),
  name,
  phone,
  maxGuestsAllowed,
});

/** What the server previews: a new guest, one already saved, and a row whose phone is wrong. */
const PREVIEW = {
  columns: ['name', 'phone', 'maxGuestsAllowed'],
  counts: { fresh: 1, duplicates: 1, problems: 1 },
  rows: [
    { index: 2, values: cells('Ana', '55 1234 5678'), errors: {}, duplicateOf: null },
    { index: 3, values: cells('Luis', '55 8765 4321'), errors: {}, duplicateOf: 'saved' },
    {
      index: 4,
      values: cells('Rosa', 'no tiene'),
      errors: { phone: 'El teléfono no parece un número real.' },
      duplicateOf: null,
    },
  ],
};

/** A stand-in for XMLHttpRequest: reports upload progress, then answers with `reply`. */
function fakeXhr(reply: { status: number; body: unknown }) {
  const sent: { url: string; headers: Record<string, string>; body: FormData | null }[] = [];
  class FakeXhr {
    status = 0;
    statusText = '';
    responseText = '';
    private url = '';
    private headers: Record<string, string> = {};
    private listeners: Record<string, (() => void)[]> = {};
    upload = {
      listeners: [] as ((event: ProgressEvent) => void)[],
      addEventListener(_name: string, listener: (event: ProgressEvent) => void) {
        this.listeners.push(listener);
      },
    };
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    addEventListener(name: string, listener: () => void) {
      (this.listeners[name] ??= []).push(listener);
    }
    send(body: FormData) {
      sent.push({ url: this.url, headers: this.headers, body });
      const progress = { lengthComputable: true, loaded: 50, total: 100 } as ProgressEvent;
      this.upload.listeners.forEach((listener) => listener(progress));
      setTimeout(() => {
        this.status = reply.status;
        this.responseText = JSON.stringify(reply.body);
        this.listeners.load?.forEach((listener) => listener());
      }, 20);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

function openBatch(wedding: Wedding, imported: 'ok' | 'refused' = 'ok') {
  const api = mockApi({
    'GET /clients/me': { body: makeClient({ weddings: [{ id: 5 }] }) },
    'GET /weddings/{id}': { body: wedding },
    'POST /guests/get-summary': { status: 500, body: { code: 'internal_error', message: 'Falla' } },
    'POST /guests/get-by-wedding': { body: { guests: [], page: 1, totalPages: 1 } },
    'GET /guests/list-example': { body: 'Nombre,Apellido' },
    'POST /weddings/{id}/guests/import':
      imported === 'ok'
        ? {
            body: {
              message: 'Invitados importados: 2. Duplicados omitidos: 1.',
              importedRows: 2,
              skippedDuplicates: 1,
            },
          }
        : {
            status: 422,
            body: {
              code: 'validation_failed',
              message: 'Algunas filas aún tienen problemas.',
              errors: { 'rows.2.phone': ['Sigue sin ser un teléfono.'] },
            },
          },
  });
  return { api, app: renderApp('/dashboard/boda/5/agregar-archivo', { token: 'jwt' }) };
}

const PLAN_WEDDING = makeWedding({ invitationPlan: makePlan([{ slug: 'rsvpAdmin' }]) });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('guest batch page', () => {
  it('takes .xlsx and .csv files only', async () => {
    openBatch(PLAN_WEDDING);
    const input = await screen.findByLabelText('Archivo de Excel o CSV');
    expect(input.getAttribute('accept')).toContain('.xlsx');
    // The picker's accept filter can be bypassed (drag and drop, "all files"): the page checks too.
    fireEvent.change(input, { target: { files: [new File(['x'], 'invitados.pdf')] } });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Elige un archivo de Excel (.xlsx) o CSV (.csv).',
    );
    expect(screen.getByRole('button', { name: 'Revisar archivo' })).toBeDisabled();
  });

  it("offers the server's example list, as Excel or CSV, saved under its Spanish name", async () => {
    const fileNames: string[] = [];
    // jsdom has no object URLs: these catch the file the button saves.
    Object.assign(URL, { createObjectURL: () => 'blob:example', revokeObjectURL: () => undefined });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      fileNames.push(this.download);
    });
    const { api } = openBatch(PLAN_WEDDING);
    fireEvent.click(await screen.findByRole('button', { name: 'Descargar ejemplo de Excel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Ejemplo en CSV' }));
    await waitFor(() => expect(fileNames).toHaveLength(2));
    expect(api.callsTo('GET /guests/list-example').map((call) => call.params.query)).toEqual([
      { format: 'xlsx' },
      { format: 'csv' },
    ]);
    expect(fileNames).toEqual(['ejemplo-invitados.xlsx', 'ejemplo-invitados.csv']);
  });

  async function previewed(imported: 'ok' | 'refused' = 'ok') {
    const sent = fakeXhr({ status: 200, body: PREVIEW });
    const { api, app } = openBatch(PLAN_WEDDING, imported);
    const file = new File(['x'], 'invitados.xlsx');
    await app.user.upload(await screen.findByLabelText('Archivo de Excel o CSV'), file);
    await app.user.click(screen.getByRole('button', { name: 'Revisar archivo' }));
    await screen.findByRole('heading', { name: 'Revisa antes de importar' });
    return { api, app, sent };
  }

  const card = (row: string) =>
    screen.getByText(row, { selector: '.guest-import__number' }).closest('li') as HTMLElement;

  it('previews the file, flags the duplicate, lets a row be fixed, then imports the reviewed rows', async () => {
    const { api, app, sent } = await previewed();
    expect(sent[0]?.url).toMatch(/\/v1\/weddings\/5\/guests\/import-preview$/);
    expect(sent[0]?.headers).toMatchObject({
      Authorization: 'Bearer jwt',
      'Accept-Language': 'es',
    });
    expect((sent[0]?.body?.get('file') as File).name).toBe('invitados.xlsx');

    expect(screen.getByText('1 nuevo')).toBeInTheDocument();
    expect(screen.getByText('1 duplicado')).toBeInTheDocument();
    expect(screen.getByText('1 con problemas')).toBeInTheDocument();
    expect(card('Fila 3')).toHaveTextContent('Ya está en tu lista');
    expect(card('Fila 4')).toHaveTextContent('El teléfono no parece un número real.');
    const confirm = screen.getByRole('button', { name: 'Importar 1 invitado' });
    expect(confirm).toBeDisabled();

    const phone = within(card('Fila 4')).getByLabelText(/Teléfono/);
    await app.user.clear(phone);
    await app.user.type(phone, '55 2222 3333');
    expect(screen.getByText('0 con problemas')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Importar 2 invitados' }));

    expect(
      await screen.findByText('Invitados importados: 2. Duplicados omitidos: 1.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /weddings/{id}/guests/import', { id: 5 })[0]?.body).toEqual({
      rows: [
        { ...cells('Ana', '55 1234 5678'), keepDuplicate: false },
        { ...cells('Luis', '55 8765 4321'), keepDuplicate: false },
        { ...cells('Rosa', '55 2222 3333'), keepDuplicate: false },
      ],
    });
  });

  it('keeps a duplicate when ticked, and skips a problem row when asked', async () => {
    const { api, app } = await previewed();
    await app.user.click(within(card('Fila 3')).getByLabelText('Importar de todos modos'));
    await app.user.click(within(card('Fila 4')).getByLabelText('No importar esta fila'));
    expect(card('Fila 4')).toHaveTextContent('No se importará');
    await app.user.click(screen.getByRole('button', { name: 'Importar 2 invitados' }));
    await screen.findByRole('region', { name: 'Resultado de la importación' });
    const rows = api.callsTo('POST /weddings/{id}/guests/import')[0]?.body?.rows;
    expect(rows?.map((row) => [row.name, row.keepDuplicate])).toEqual([
      ['Ana', false],
      ['Luis', true],
    ]);
  });

  it('puts the problems the server still finds back on their rows', async () => {
    const { app } = await previewed('refused');
    await app.user.type(within(card('Fila 4')).getByLabelText(/Teléfono/), '1');
    await app.user.click(screen.getByRole('button', { name: 'Importar 2 invitados' }));
    expect(
      await within(card('Fila 4')).findByText('Sigue sin ser un teléfono.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Algunas filas aún tienen problemas.');
  });

  it('shows a refused file’s message by the picker', async () => {
    fakeXhr({
      status: 422,
      body: {
        code: 'validation_failed',
        message: 'Datos inválidos.',
        errors: { file: ['El archivo está vacío.'] },
      },
    });
    const { app } = openBatch(PLAN_WEDDING);
    await app.user.upload(
      await screen.findByLabelText('Archivo de Excel o CSV'),
      new File([''], 'vacio.csv'),
    );
    await app.user.click(screen.getByRole('button', { name: 'Revisar archivo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('El archivo está vacío.');
  });

  it('opens the re-authentication modal when the upload finds the session ended', async () => {
    fakeXhr({ status: 401, body: { code: 'unauthenticated', message: 'Tu sesión expiró.' } });
    const { app } = openBatch(PLAN_WEDDING);
    await app.user.upload(
      await screen.findByLabelText('Archivo de Excel o CSV'),
      new File(['nombre,apellido\nAna,Luna\n'], 'lista.csv'),
    );
    await app.user.click(screen.getByRole('button', { name: 'Revisar archivo' }));
    expect(await screen.findByRole('dialog', { name: 'Tu sesión expiró' })).toBeInTheDocument();
  });

  it('redirects to the list without rsvpAdmin (and in test mode)', async () => {
    const { app } = openBatch(
      makeWedding({ invitationPlan: makePlan([{ slug: 'GalleryImages' }]) }),
    );
    await waitFor(() => expect(app.pathname()).toBe('/dashboard/boda/5/invitados'));
    expect(await screen.findByText('No incluido en tu plan')).toBeInTheDocument();
  });

  it('reads in English', async () => {
    await i18n.changeLanguage('en');
    openBatch(PLAN_WEDDING);
    fireEvent.change(await screen.findByLabelText('Excel or CSV file'), {
      target: { files: [new File(['x'], 'a.txt')] },
    });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Choose an Excel (.xlsx) or CSV (.csv) file.',
    );
    expect(screen.getByRole('button', { name: 'Download Excel example' })).toBeInTheDocument();
  });
});
