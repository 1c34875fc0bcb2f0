import { makeClient } from '@convite/api/testing/make-client';
import { mockApi } from '@convite/api/testing/mock-api';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { makePlan, makeWedding } from '../../../test/make-wedding.ts';
import { renderApp, screen } from '../../../test/render-app.tsx';

type Wedding = ReturnType<typeof makeWedding>;

const RESULT = {
  message: 'Se importaron 2 de 3 filas.',
  totalRows: 3,
  successfulRows: 2,
  errorRows: [
    {
      index: 4,
      row: { nombre: 'Ángeles', apellido: 'Güemes', teléfono: '12', 'invitados máximos': '30' },
      errors: { phone: ['El teléfono debe tener de 8 a 15 dígitos.'] },
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

function openBatch(wedding: Wedding) {
  mockApi({
    'GET /clients/me': { body: makeClient({ weddings: [{ id: 5 }] }) },
    'GET /weddings/{id}': { body: wedding },
    'POST /guests/get-summary': { status: 500, body: { message: 'Falla' } },
    'POST /guests/get-by-wedding': { body: { guests: [], page: 1, totalPages: 1 } },
  });
  return renderApp('/dashboard/boda/5/agregar-archivo', { token: 'jwt' });
}

const PLAN_WEDDING = makeWedding({ invitationPlan: makePlan([{ slug: 'rsvpAdmin' }]) });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('guest batch page', () => {
  it('refuses a file that is not .csv', async () => {
    openBatch(PLAN_WEDDING);
    const input = await screen.findByLabelText('Archivo CSV');
    expect(input).toHaveAttribute('accept', '.csv');
    // The picker's accept filter can be bypassed (drag and drop, "all files"): the page checks too.
    fireEvent.change(input, { target: { files: [new File(['x'], 'invitados.xlsx')] } });
    expect(screen.getByRole('alert')).toHaveTextContent('Elige un archivo con extensión .csv.');
    expect(screen.getByRole('button', { name: 'Subir archivo' })).toBeDisabled();
  });

  it('uploads the file with the token and the language and lists the rows with errors', async () => {
    const sent = fakeXhr({ status: 201, body: RESULT });
    const app = openBatch(PLAN_WEDDING);
    expect(await screen.findByRole('link', { name: /Volver a invitados/ })).toHaveAttribute(
      'href',
      '/dashboard/boda/5/invitados',
    );
    expect(screen.getByRole('button', { name: 'Descargar ejemplo' })).toBeInTheDocument();
    const file = new File(['nombre,apellido\nAna,Luna\n'], 'invitados.csv', { type: 'text/csv' });
    await app.user.upload(screen.getByLabelText('Archivo CSV'), file);
    await app.user.click(screen.getByRole('button', { name: 'Subir archivo' }));
    expect(
      await screen.findByRole('progressbar', { name: 'Progreso de la carga' }),
    ).toBeInTheDocument();
    const result = await screen.findByRole('region', { name: 'Resultado de la importación' });
    expect(result).toHaveTextContent('Filas en el archivo: 3');
    expect(result).toHaveTextContent('Invitados agregados: 2');
    expect(result).toHaveTextContent('Filas con errores: 1');
    const errorRow = within(result).getByRole('heading', { name: 'Fila 4' })
      .parentElement as HTMLElement;
    expect(errorRow).toHaveTextContent('Ángeles · Güemes · 12 · 30');
    expect(errorRow).toHaveTextContent('El teléfono debe tener de 8 a 15 dígitos.');
    expect(screen.getByRole('progressbar')).toHaveValue(100);
    expect(sent[0]?.url).toMatch(/\/v1\/guests\/upload-file$/);
    expect(sent[0]?.headers).toMatchObject({
      Authorization: 'Bearer jwt',
      'Accept-Language': 'es',
    });
    expect(sent[0]?.body?.get('weddingId')).toBe('5');
    expect((sent[0]?.body?.get('csvFile') as File).name).toBe('invitados.csv');
  });

  it('shows a refused file’s message by the picker', async () => {
    fakeXhr({
      status: 422,
      body: { message: 'Datos inválidos.', errors: { csvFile: ['El archivo está vacío.'] } },
    });
    const app = openBatch(PLAN_WEDDING);
    await app.user.upload(await screen.findByLabelText('Archivo CSV'), new File([''], 'vacio.csv'));
    await app.user.click(screen.getByRole('button', { name: 'Subir archivo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('El archivo está vacío.');
  });

  it('redirects to the list without rsvpAdmin (and in test mode)', async () => {
    const app = openBatch(makeWedding({ invitationPlan: makePlan([{ slug: 'GalleryImages' }]) }));
    await waitFor(() => expect(app.pathname()).toBe('/dashboard/boda/5/invitados'));
    expect(await screen.findByText('No incluido en tu plan')).toBeInTheDocument();
  });

  it('reads in English', async () => {
    await i18n.changeLanguage('en');
    openBatch(PLAN_WEDDING);
    fireEvent.change(await screen.findByLabelText('CSV file'), {
      target: { files: [new File(['x'], 'a.txt')] },
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a file with the .csv extension.');
    expect(screen.getByRole('button', { name: 'Download example' })).toBeInTheDocument();
  });
});
