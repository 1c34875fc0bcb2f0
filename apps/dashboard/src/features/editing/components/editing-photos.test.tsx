import { makeClient } from '@convite/api/testing/make-client';
import { mockApi } from '@convite/api/testing/mock-api';
import { act, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makePlan, makeWedding } from '../../../test/make-wedding.ts';
import { renderApp, screen } from '../../../test/render-app.tsx';

type Wedding = ReturnType<typeof makeWedding>;

/**
 * The browser's XMLHttpRequest as the uploads use it: each request waits until the test reports
 * its progress and answers it.
 */
class FakeXhr {
  static requests: FakeXhr[] = [];
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = '';
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.requests.push(this);
  }
  getResponseHeader(name: string) {
    return name.toLowerCase() === 'content-type' ? 'application/json' : null;
  }
  /** The file's name, as the form carries it. */
  get fileName() {
    return (this.body?.get('image') as File).name;
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent));
  }
  answer(status: number, body: object) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    act(() => this.onload?.());
  }
}

const photo = (name: string, bytes = 10) =>
  new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });

function image(id: number, type: 'coverImage' | 'galleryImage' = 'galleryImage') {
  return {
    id,
    src: `/files/${id}.webp`,
    srcSet: null,
    aspectRatio: 1.5,
    type,
    weddingId: 5,
    eventId: null,
    createdAt: '2026-01-01T00:00:00.000Z',
  };
}

function openEditing(wedding: Wedding) {
  mockApi({
    'GET /clients/me': { body: makeClient({ weddings: [{ id: wedding.id }] }) },
    'GET /weddings/{id}': { body: wedding },
    'GET /icons/dress-code': { body: [] },
    'GET /icons/itinerary': { body: [] },
    'GET /weddings/{id}/questions': { body: { questions: [] } },
  });
  return renderApp('/dashboard/boda/5/edicion', { token: 'jwt' });
}

beforeEach(() => {
  FakeXhr.requests = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  let created = 0;
  URL.createObjectURL = vi.fn(() => `blob:preview-${(created += 1)}`);
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => vi.unstubAllGlobals());

describe('editing photos', () => {
  it('keeps a chosen cover photo until "Guardar foto", and warns before another tab takes it away', async () => {
    const app = openEditing(makeWedding());
    const cover = await screen.findByRole('group', { name: 'Imagen de portada' });
    await app.user.upload(within(cover).getByLabelText('Agregar foto'), photo('portada.jpg'));
    expect(within(cover).getByText('Esta foto aún no se guarda.')).toBeInTheDocument();
    expect(FakeXhr.requests).toEqual([]);

    // Closing or reloading the page: the browser is asked to confirm.
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);

    // Another tab of the app: the couple is asked, and staying keeps the photo.
    await app.user.click(screen.getAllByRole('link', { name: 'Temas' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveAccessibleName('¿Salir sin guardar tus cambios?');
    // A photo is saved by its own button: the question offers no "Guardar y salir".
    expect(
      within(dialog).queryByRole('button', { name: 'Guardar y salir' }),
    ).not.toBeInTheDocument();
    await app.user.click(within(dialog).getByRole('button', { name: 'Seguir editando' }));
    expect(app.pathname()).toBe('/dashboard/boda/5/edicion');
    expect(within(cover).getByText('Esta foto aún no se guarda.')).toBeInTheDocument();

    await app.user.click(within(cover).getByRole('button', { name: 'Guardar foto' }));
    const [request] = FakeXhr.requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toMatch(/\/v1\/images$/);
    expect(request?.headers.authorization).toBe('Bearer jwt');
    expect(request?.headers['accept-language']).toBe('es');
    expect(request?.body?.get('type')).toBe('coverImage');
    expect(request?.fileName).toBe('portada.jpg');
    request?.answer(201, {
      message: 'Imagen subida exitosamente',
      wedding: makeWedding({ coverImages: [image(70, 'coverImage')] }),
    });
    expect(await within(cover).findByText('Guardado ✓')).toBeInTheDocument();
    expect(within(cover).getByRole('button', { name: 'Eliminar imagen' })).toBeInTheDocument();
    expect(screen.queryByText('Imagen subida exitosamente')).not.toBeInTheDocument();

    // Saved: nothing left to warn about.
    const nextUnload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(nextUnload);
    expect(nextUnload.defaultPrevented).toBe(false);
    await app.user.click(screen.getAllByRole('link', { name: 'Temas' })[0] as HTMLElement);
    await waitFor(() => expect(app.pathname()).toBe('/dashboard/boda/5/temas'));
  });

  it('leaves without the chosen photo when the couple says so', async () => {
    const app = openEditing(makeWedding());
    const cover = await screen.findByRole('group', { name: 'Imagen de portada' });
    await app.user.upload(within(cover).getByLabelText('Agregar foto'), photo('portada.jpg'));
    await app.user.click(screen.getAllByRole('link', { name: 'Temas' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    await app.user.click(within(dialog).getByRole('button', { name: 'Salir sin guardar' }));
    await waitFor(() => expect(app.pathname()).toBe('/dashboard/boda/5/temas'));
    expect(FakeXhr.requests).toEqual([]);
  });

  it('uploads several gallery photos one after another, each with its progress and its own failure', async () => {
    const plan = makePlan([{ slug: 'GalleryImages', max: 4 }]);
    const wedding = makeWedding({
      invitationPlan: plan,
      invitationPlanId: plan.id,
      galleryImages: [image(60)],
    });
    const app = openEditing(wedding);
    const gallery = await screen.findByRole('group', { name: 'Imágenes de la galería' });
    const input = within(gallery).getByLabelText('Agregar fotos');
    expect(input).toHaveAttribute('multiple');
    // Room for 3 more: the fourth fitting photo and the heavy one are refused, and say why.
    await app.user.upload(input, [
      photo('uno.jpg'),
      photo('dos.jpg'),
      photo('pesada.jpg', 10 * 1024 * 1024 + 1),
      photo('tres.jpg'),
      photo('cuatro.jpg'),
    ]);
    const refusals = within(gallery).getByRole('alert');
    expect(refusals).toHaveTextContent('«pesada.jpg» pesa más de 10 MB.');
    expect(refusals).toHaveTextContent(
      'Aquí caben 4 fotos: 1 de las que elegiste no se agregaron.',
    );
    await app.user.click(within(gallery).getByRole('button', { name: 'Guardar 3 fotos' }));

    // One at a time: the first with its progress, the others waiting.
    expect(FakeXhr.requests.map((request) => request.fileName)).toEqual(['uno.jpg']);
    const [first] = FakeXhr.requests as [FakeXhr];
    expect(first.body?.get('type')).toBe('galleryImage');
    first.progress(512, 1024);
    const firstBar = within(gallery).getByRole('progressbar', { name: 'Subiendo uno.jpg' });
    expect(firstBar).toHaveAttribute('value', '0.5');
    expect(within(gallery).getAllByText('En espera…')).toHaveLength(2);

    first.answer(422, {
      code: 'validation_failed',
      message: 'Revisa los datos',
      errors: { image: ['El archivo no es una imagen válida. Usa JPEG, PNG, WebP, AVIF o GIF.'] },
    });
    // The failure stays on its tile with a retry; the next one goes on.
    const failedTile = await within(gallery).findByRole('listitem', { name: 'uno.jpg' });
    expect(within(failedTile).getByRole('alert')).toHaveTextContent(
      'El archivo no es una imagen válida.',
    );
    await waitFor(() => expect(FakeXhr.requests).toHaveLength(2));
    const second = FakeXhr.requests[1] as FakeXhr;
    expect(second.fileName).toBe('dos.jpg');
    second.progress(1024, 1024);
    second.answer(201, {
      message: 'Imagen subida exitosamente',
      wedding: { ...wedding, galleryImages: [image(60), image(61)] },
    });
    await waitFor(() => expect(FakeXhr.requests).toHaveLength(3));
    expect(within(gallery).queryByRole('listitem', { name: 'dos.jpg' })).not.toBeInTheDocument();
    const third = FakeXhr.requests[2] as FakeXhr;
    expect(third.fileName).toBe('tres.jpg');
    third.answer(201, {
      message: 'Imagen subida exitosamente',
      wedding: { ...wedding, galleryImages: [image(60), image(61), image(62)] },
    });
    await waitFor(() =>
      expect(within(gallery).getAllByRole('button', { name: 'Eliminar imagen' })).toHaveLength(3),
    );
    expect(within(gallery).getByText('Guardado ✓')).toBeInTheDocument();

    // Retry sends the failed one again.
    await app.user.click(within(failedTile).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(FakeXhr.requests).toHaveLength(4));
    expect((FakeXhr.requests[3] as FakeXhr).fileName).toBe('uno.jpg');
  });
});
