import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { ConfirmModal } from './confirm-modal.tsx';
import { ImageGallery, type GalleryImage } from './image-gallery.tsx';
import { GALLERY_LABELS } from './stories-labels.ts';

function sample(width: number, height: number, color: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${color}"/><circle cx="50%" cy="50%" r="${Math.min(width, height) / 4}" fill="#fffdf9" opacity="0.5"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const IMAGES: GalleryImage[] = [
  { id: 1, src: sample(600, 400, '#b08d57'), aspectRatio: 1.5 },
  { id: 2, src: sample(300, 400, '#5b4330'), aspectRatio: 0.75 },
];

type DemoProps = {
  max: number | null;
  canAdd?: boolean;
  disabled?: boolean;
  /** Uploads fail after two seconds. */
  isFailing?: boolean;
  note?: string;
};

let nextId = 100;

function ImageGalleryDemo({ max, canAdd = true, disabled, isFailing = false, note }: DemoProps) {
  const [images, setImages] = useState(IMAGES);
  const [deleting, setDeleting] = useState<number | null>(null);
  return (
    <>
      <ImageGallery
        images={images}
        max={max}
        canAdd={canAdd}
        disabled={disabled}
        labels={{ ...GALLERY_LABELS, maxCount: max === null ? '' : `Máximo ${max} imágenes`, note }}
        multiple
        maxBytes={10 * 1024 * 1024}
        onUpload={async (file, onProgress) => {
          for (let step = 1; step <= 4; step += 1) {
            await new Promise((resolve) => setTimeout(resolve, 500));
            onProgress(step / 4);
          }
          if (isFailing) throw new Error('No se pudo subir la imagen');
          const src = await new Promise<string>((resolve) => {
            const reader = new FileReader();
            reader.onload = () => resolve(String(reader.result));
            reader.readAsDataURL(file);
          });
          const ratio = await new Promise<number>((resolve) => {
            const image = new Image();
            image.onload = () => resolve(image.naturalWidth / image.naturalHeight);
            image.src = src;
          });
          nextId += 1;
          setImages((current) => [...current, { id: nextId, src, aspectRatio: ratio }]);
        }}
        onDeleteRequest={setDeleting}
      />
      <ConfirmModal
        open={deleting !== null}
        message="¿Eliminar esta imagen?"
        confirmLabel="Eliminar"
        cancelLabel="Cancelar"
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          setImages((current) => current.filter((image) => image.id !== deleting));
          setDeleting(null);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Controls/ImageGallery',
  component: ImageGalleryDemo,
  args: { max: 3 },
} satisfies Meta<typeof ImageGalleryDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Choose photos: they wait as previews for the save button, then upload with their progress. */
export const Default: Story = {};
export const Full: Story = { args: { max: 2 } };
export const TestMode: Story = {
  args: { max: 3, note: 'En modo de prueba puedes subir una imagen.' },
};
export const UploadFails: Story = { args: { isFailing: true } };
export const Disabled: Story = { args: { disabled: true } };
