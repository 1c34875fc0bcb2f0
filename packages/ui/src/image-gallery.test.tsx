import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ImageGallery, type ImageGalleryProps } from './image-gallery.tsx';
import { GALLERY_LABELS } from './stories-labels.ts';

const IMAGES = [
  { id: 1, src: '/uploads/1.webp', aspectRatio: 1.5 },
  { id: 2, src: '/uploads/2.webp', aspectRatio: 0.75 },
];

function renderGallery(props: Partial<ImageGalleryProps> = {}) {
  const onUpload = vi.fn<ImageGalleryProps['onUpload']>(() => Promise.resolve());
  const onDeleteRequest = vi.fn();
  const view = render(
    <ImageGallery
      images={IMAGES}
      max={3}
      canAdd
      onUpload={onUpload}
      onDeleteRequest={onDeleteRequest}
      labels={{ ...GALLERY_LABELS, note: 'Modo de prueba: una imagen' }}
      {...props}
    />,
  );
  return { onUpload: props.onUpload ?? onUpload, onDeleteRequest, ...view };
}

const addInput = () => screen.queryByLabelText<HTMLInputElement>('Agregar fotos');
const photo = () => new File(['jpeg bytes'], 'foto.jpg', { type: 'image/jpeg' });

let created: string[];
let revoked: string[];

beforeEach(() => {
  created = [];
  revoked = [];
  URL.createObjectURL = vi.fn(() => {
    const url = `blob:preview-${created.length + 1}`;
    created.push(url);
    return url;
  });
  URL.revokeObjectURL = vi.fn((url: string) => {
    revoked.push(url);
  });
});

afterEach(() => vi.restoreAllMocks());

describe('ImageGallery', () => {
  it('draws 200 px tiles as wide as their aspect ratio, with the maximum and the note', () => {
    const { container } = renderGallery();
    // jsdom folds calc(200px * ratio).
    const tiles = container.querySelectorAll<HTMLElement>('.cv-gallery__tile');
    expect(tiles).toHaveLength(2);
    expect(tiles[0]?.style.width).toBe('calc(300px)');
    expect(tiles[1]?.style.width).toBe('calc(150px)');
    expect(screen.getByText('Máximo 3 imágenes')).toBeInTheDocument();
    expect(screen.getByText('Modo de prueba: una imagen')).toBeInTheDocument();
  });

  it('offers the add button only below the maximum, when allowed and enabled', () => {
    const { rerender, onUpload } = renderGallery();
    const input = addInput();
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp,image/gif,image/avif');
    expect(input).not.toHaveAttribute('multiple');

    const props = { onUpload, labels: GALLERY_LABELS };
    rerender(<ImageGallery {...props} images={IMAGES} max={2} canAdd />);
    expect(addInput()).toBeNull();
    rerender(<ImageGallery {...props} images={IMAGES} max={null} canAdd />);
    expect(addInput()).not.toBeNull();
    expect(screen.queryByText('Máximo 3 imágenes')).toBeNull();
    rerender(<ImageGallery {...props} images={IMAGES} max={null} canAdd={false} />);
    expect(addInput()).toBeNull();
    rerender(<ImageGallery {...props} images={IMAGES} max={3} canAdd disabled />);
    expect(addInput()).toBeNull();
  });

  it('keeps a chosen photo as a preview until the primary button saves it', async () => {
    let finish!: () => void;
    let report!: (fraction: number) => void;
    const onUpload = vi.fn(
      (_file: File, onProgress: (fraction: number) => void) =>
        new Promise<void>((resolve) => {
          finish = resolve;
          report = onProgress;
        }),
    );
    const onUnsavedChange = vi.fn();
    const { container } = renderGallery({ onUpload, onUnsavedChange });
    const file = photo();
    await userEvent.upload(addInput() as HTMLInputElement, file);

    const preview = container.querySelector('.cv-gallery__tile--preview') as HTMLElement;
    const image = preview.querySelector('img') as HTMLImageElement;
    expect(image).toHaveAttribute('src', 'blob:preview-1');
    Object.defineProperty(image, 'naturalWidth', { value: 400 });
    Object.defineProperty(image, 'naturalHeight', { value: 200 });
    fireEvent.load(image);
    expect(preview.style.width).toBe('calc(400px)');
    expect(screen.getByText('Esta foto aún no se guarda.')).toBeInTheDocument();
    expect(onUnsavedChange).toHaveBeenLastCalledWith(1);
    expect(onUpload).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Guardar foto' }));
    expect(onUpload).toHaveBeenCalledWith(file, expect.any(Function));
    expect(preview).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('button', { name: 'Guardar foto' })).toBeNull();
    act(() => report(0.25));
    expect(screen.getByRole('progressbar', { name: 'Subiendo foto.jpg' })).toHaveAttribute(
      'value',
      '0.25',
    );
    expect(screen.getByText('25 %')).toBeInTheDocument();

    finish();
    await waitFor(() => expect(container.querySelector('.cv-gallery__tile--preview')).toBeNull());
    expect(revoked).toEqual(['blob:preview-1']);
    // Told by an effect after the render that removed the preview.
    await waitFor(() => expect(onUnsavedChange).toHaveBeenLastCalledWith(0));
  });

  it('keeps a failed photo with its reason and a retry', async () => {
    const onUpload = vi
      .fn<(file: File) => Promise<void>>()
      .mockRejectedValueOnce(new Error('La imagen pesa más de 10 MB.'))
      .mockResolvedValueOnce(undefined);
    const { container } = renderGallery({ onUpload });
    await userEvent.upload(addInput() as HTMLInputElement, photo());
    await userEvent.click(screen.getByRole('button', { name: 'Guardar foto' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('La imagen pesa más de 10 MB.');
    expect(revoked).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(container.querySelector('.cv-gallery__tile--preview')).toBeNull());
    expect(onUpload).toHaveBeenCalledTimes(2);
  });

  it('cancels the chosen photos without uploading', async () => {
    const { onUpload, container } = renderGallery({ multiple: true, max: null });
    await userEvent.upload(addInput() as HTMLInputElement, [photo(), photo()]);
    expect(screen.getByText('2 fotos aún no se guardan.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(container.querySelector('.cv-gallery__tile--preview')).toBeNull();
    expect(onUpload).not.toHaveBeenCalled();
    expect(revoked).toEqual(['blob:preview-1', 'blob:preview-2']);
  });

  it('says when the browser cannot decode the chosen file', async () => {
    const { container } = renderGallery();
    await userEvent.upload(addInput() as HTMLInputElement, photo());
    fireEvent.error(container.querySelector('.cv-gallery__tile--preview img') as HTMLElement);
    expect(screen.getByRole('alert')).toHaveTextContent('No se pudo leer «foto.jpg»');
    expect(container.querySelector('.cv-gallery__tile--preview')).toBeNull();
  });

  it('refuses a file that is not an image the server takes, or too heavy', async () => {
    renderGallery({ maxBytes: 5, multiple: true });
    const text = new File(['hola'], 'notas.txt', { type: 'text/plain' });
    const heic = new File(['x'], 'foto.heic', { type: 'image/heic' });
    const heavy = new File(['123456'], 'grande.jpg', { type: 'image/jpeg' });
    await userEvent.upload(addInput() as HTMLInputElement, [text, heic, heavy], {
      applyAccept: false,
    });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('No se pudo leer «notas.txt»');
    expect(alert).toHaveTextContent('No se pudo leer «foto.heic»');
    expect(alert).toHaveTextContent('«grande.jpg» pesa más de 10 MB');
    expect(created).toEqual([]);
  });

  it('asks the caller before deleting an image', async () => {
    const { onDeleteRequest } = renderGallery();
    const buttons = screen.getAllByRole('button', { name: 'Eliminar imagen' });
    await userEvent.click(buttons[1] as HTMLElement);
    expect(onDeleteRequest).toHaveBeenCalledWith(2);
  });

  it('disables deleting while disabled', () => {
    renderGallery({ disabled: true });
    for (const button of screen.getAllByRole('button', { name: 'Eliminar imagen' }))
      expect(button).toBeDisabled();
  });
});
