import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ImageGallery, type ImageGalleryProps } from './image-gallery.tsx';
import { GALLERY_LABELS } from './stories-labels.ts';

const IMAGES = [
  { id: 1, src: '/uploads/1.webp', aspectRatio: 1.5 },
  { id: 2, src: '/uploads/2.webp', aspectRatio: 0.75 },
];

function renderGallery(props: Partial<ImageGalleryProps> = {}) {
  const onUpload = vi.fn<(file: File) => Promise<void>>(() => Promise.resolve());
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

const addInput = () => screen.queryByLabelText<HTMLInputElement>('Agregar imagen');
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
    expect(input).toHaveAttribute('accept', 'image/*');

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

  it('turns a chosen image into a preview that uploads on confirm', async () => {
    let finish!: () => void;
    const onUpload = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { container } = renderGallery({ onUpload });
    const file = photo();
    await userEvent.upload(addInput() as HTMLInputElement, file);

    const preview = container.querySelector('.cv-gallery__tile--preview') as HTMLElement;
    const image = preview.querySelector('img') as HTMLImageElement;
    expect(image).toHaveAttribute('src', 'blob:preview-1');
    // One preview at a time.
    expect(addInput()).toBeNull();
    Object.defineProperty(image, 'naturalWidth', { value: 400 });
    Object.defineProperty(image, 'naturalHeight', { value: 200 });
    fireEvent.load(image);
    expect(preview.style.width).toBe('calc(400px)');

    await userEvent.click(screen.getByRole('button', { name: 'Subir imagen' }));
    expect(onUpload).toHaveBeenCalledWith(file);
    expect(preview).toHaveClass('cv-gallery__tile--busy');
    expect(preview).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Subir imagen' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Descartar imagen' })).toBeDisabled();

    finish();
    await waitFor(() => expect(container.querySelector('.cv-gallery__tile--preview')).toBeNull());
    await waitFor(() => expect(revoked).toEqual(['blob:preview-1']));
    expect(addInput()).not.toBeNull();
  });

  it('keeps the preview when the upload fails', async () => {
    const onUpload = vi.fn(() => Promise.reject(new Error('413')));
    const { container } = renderGallery({ onUpload });
    await userEvent.upload(addInput() as HTMLInputElement, photo());
    await userEvent.click(screen.getByRole('button', { name: 'Subir imagen' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Subir imagen' })).toBeEnabled());
    expect(container.querySelector('.cv-gallery__tile--busy')).toBeNull();
    expect(revoked).toEqual([]);
  });

  it('discards the preview without uploading', async () => {
    const { onUpload, container } = renderGallery();
    await userEvent.upload(addInput() as HTMLInputElement, photo());
    await userEvent.click(screen.getByRole('button', { name: 'Descartar imagen' }));
    expect(container.querySelector('.cv-gallery__tile--preview')).toBeNull();
    expect(onUpload).not.toHaveBeenCalled();
    await waitFor(() => expect(revoked).toEqual(['blob:preview-1']));
  });

  it('alerts when the browser cannot decode the chosen file', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { container } = renderGallery();
    await userEvent.upload(addInput() as HTMLInputElement, photo());
    fireEvent.error(container.querySelector('.cv-gallery__tile--preview img') as HTMLElement);
    expect(alert).toHaveBeenCalledWith('No se pudo cargar la imagen');
    expect(container.querySelector('.cv-gallery__tile--preview')).toBeNull();
  });

  it('alerts for a file that is not an image', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    renderGallery();
    const text = new File(['hola'], 'notas.txt', { type: 'text/plain' });
    await userEvent.upload(addInput() as HTMLInputElement, text, { applyAccept: false });
    expect(alert).toHaveBeenCalledWith('No se pudo cargar la imagen');
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
