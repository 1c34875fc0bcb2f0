import { useState, type ChangeEvent, type CSSProperties } from 'react';
import { PreviewActions, useFilePreview, type FilePreview } from './file-preview.tsx';
import { PlusIcon, TrashIcon } from './icons.tsx';
import { Spinner } from './spinner.tsx';

export type GalleryImage = { id: number; src: string; aspectRatio: number };

export type ImageGalleryLabels = {
  /** The add button, also the file input's accessible name ("Agregar imagen"). */
  add: string;
  confirm: string;
  discard: string;
  delete: string;
  /** Already formatted ("Máximo 3 imágenes"); shown when there is a maximum. */
  maxCount: string;
  /** Alerted when the browser cannot decode the chosen file ("No se pudo cargar la imagen"). */
  unreadable: string;
  /** The test-mode note. */
  note?: string;
};

export type ImageGalleryProps = {
  images: readonly GalleryImage[];
  /** null: no maximum. */
  max: number | null;
  /** Whether the plan allows adding here. */
  canAdd: boolean;
  /** Everything disabled (the wedding is not active). */
  disabled?: boolean;
  /** Uploads a confirmed preview; reject on failure (the preview stays for another try). */
  onUpload: (file: File) => Promise<void>;
  /** The delete button asks the caller, which confirms (ConfirmModal) and then deletes. */
  onDeleteRequest?: (id: number) => void;
  /** Or deletes at once, without asking; the tile pulses meanwhile. Ignored with onDeleteRequest. */
  onDelete?: (id: number) => Promise<void>;
  labels: ImageGalleryLabels;
};

/** Tiles are 200 px high; the width follows the image's aspect ratio. */
export const IMAGE_TILE_HEIGHT_PX = 200;

type Preview = FilePreview & { ratio: number };

function tileStyle(ratio: number): CSSProperties {
  const safe = Number.isFinite(ratio) && ratio > 0 ? ratio : 1;
  return { width: `calc(${IMAGE_TILE_HEIGHT_PX}px * ${safe})` };
}

/** An image list with an add button, a preview to confirm or discard, and a delete button per image. */
export function ImageGallery({
  images,
  max,
  canAdd,
  disabled = false,
  onUpload,
  onDeleteRequest,
  onDelete,
  labels,
}: ImageGalleryProps) {
  const { preview, setPreview, confirm, discard } = useFilePreview<Preview>(onUpload);
  const [deletingIds, setDeletingIds] = useState<ReadonlySet<number>>(new Set());

  const hasRoom = max === null || images.length < max;
  const canShowAdd = canAdd && !disabled && hasRoom && preview === null;
  const canDelete = Boolean(onDeleteRequest ?? onDelete);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Lets the same file be chosen again after a discard.
    input.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      window.alert(labels.unreadable);
      return;
    }
    setPreview({ file, url: URL.createObjectURL(file), ratio: 1, isUploading: false });
  };

  const remove = async (id: number) => {
    if (onDeleteRequest) {
      onDeleteRequest(id);
      return;
    }
    if (!onDelete || deletingIds.has(id)) return;
    setDeletingIds((current) => new Set(current).add(id));
    try {
      await onDelete(id);
    } catch {
      // The caller reports the error.
    } finally {
      setDeletingIds((current) => {
        const next = new Set(current);
        next.delete(id);
        return next;
      });
    }
  };

  const isUploading = preview?.isUploading ?? false;

  return (
    <div className="cv-gallery">
      <ul className="cv-gallery__list">
        {images.map((image) => {
          const isDeleting = deletingIds.has(image.id);
          return (
            <li
              key={image.id}
              className={['cv-gallery__tile', isDeleting && 'cv-gallery__tile--busy']
                .filter(Boolean)
                .join(' ')}
              style={tileStyle(image.aspectRatio)}
              aria-busy={isDeleting || undefined}
            >
              <img className="cv-gallery__image" src={image.src} alt="" loading="lazy" />
              {canDelete && (
                <button
                  type="button"
                  className="cv-icon-button cv-gallery__delete"
                  aria-label={labels.delete}
                  title={labels.delete}
                  disabled={disabled || isDeleting}
                  onClick={() => void remove(image.id)}
                >
                  <TrashIcon />
                </button>
              )}
            </li>
          );
        })}
        {preview && (
          <li
            className={[
              'cv-gallery__tile',
              'cv-gallery__tile--preview',
              isUploading && 'cv-gallery__tile--busy',
            ]
              .filter(Boolean)
              .join(' ')}
            style={tileStyle(preview.ratio)}
            aria-busy={isUploading || undefined}
          >
            <img
              className="cv-gallery__image"
              src={preview.url}
              alt=""
              onLoad={(event) => {
                const { naturalWidth, naturalHeight } = event.currentTarget;
                if (naturalWidth > 0 && naturalHeight > 0)
                  setPreview(
                    (current) => current && { ...current, ratio: naturalWidth / naturalHeight },
                  );
              }}
              onError={() => {
                setPreview(null);
                window.alert(labels.unreadable);
              }}
            />
            {isUploading && (
              <span className="cv-gallery__spinner">
                <Spinner size="md" />
              </span>
            )}
            <div className="cv-gallery__preview-actions">
              <PreviewActions
                labels={labels}
                isUploading={isUploading}
                disabled={disabled}
                onConfirm={() => void confirm()}
                onDiscard={discard}
              />
            </div>
          </li>
        )}
        {canShowAdd && (
          <li className="cv-gallery__add-item">
            <label className="cv-gallery__add">
              <input
                type="file"
                accept="image/*"
                className="cv-visually-hidden"
                onChange={choose}
              />
              <PlusIcon size={28} />
              <span>{labels.add}</span>
            </label>
          </li>
        )}
      </ul>
      {max !== null && <p className="cv-gallery__meta">{labels.maxCount}</p>}
      {labels.note && <p className="cv-gallery__note">{labels.note}</p>}
    </div>
  );
}
