import { useEffect, useRef, useState, type ChangeEvent, type CSSProperties } from 'react';
import { Button } from './button.tsx';
import { CloseIcon, PlusIcon, TrashIcon } from './icons.tsx';

export type GalleryImage = { id: number; src: string; aspectRatio: number };

export type ImageGalleryLabels = {
  /** The add button, also the file input's accessible name ("Agregar fotos"). */
  add: string;
  /** The primary button that uploads the chosen photos ("Guardar foto", "Guardar 3 fotos"). */
  save: (count: number) => string;
  /** Drops every chosen photo that is not uploading yet ("Cancelar"). */
  cancel: string;
  /** Drops one chosen photo ("Quitar foto.jpg"). */
  remove: (name: string) => string;
  /** A failed photo's button ("Reintentar"). */
  retry: string;
  /** A photo waiting for the ones before it ("En espera"). */
  waiting: string;
  /** The progress of one photo ("Subiendo foto.jpg"). */
  uploading: (name: string) => string;
  /** Said while photos are chosen and not saved ("Esta foto aún no se guarda"). */
  unsaved: (count: number) => string;
  delete: string;
  /** Already formatted ("Máximo 3 imágenes"); shown when there is a maximum. */
  maxCount: string;
  /** The browser cannot decode the file, or its type is not one the server takes. */
  unreadable: (name: string) => string;
  /** The file weighs more than the server takes. */
  tooLarge: (name: string) => string;
  /** More photos were chosen than the slot has room for; `skipped` of them were left out. */
  tooMany: (skipped: number) => string;
  /** A failure without a message of its own. */
  failed: string;
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
  /** Several photos can be chosen at once (the gallery); one otherwise (the cover). */
  multiple?: boolean;
  /** The heaviest file the server takes, in bytes. */
  maxBytes?: number;
  /**
   * Uploads one photo, telling its progress (0 to 1); reject with an Error whose message says why
   * (the photo stays with a retry button while the others go on).
   */
  onUpload: (file: File, onProgress: (fraction: number) => void) => Promise<void>;
  /** How many chosen photos are not saved yet (to warn before leaving). */
  onUnsavedChange?: (count: number) => void;
  /** The delete button asks the caller, which confirms (ConfirmModal) and then deletes. */
  onDeleteRequest?: (id: number) => void;
  labels: ImageGalleryLabels;
};

/** The types the server decodes (HEIC is not among them: the browser cannot show it either). */
export const UPLOADABLE_IMAGE_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
];

/** Tiles are 200 px high; the width follows the image's aspect ratio. */
export const IMAGE_TILE_HEIGHT_PX = 200;

type PendingState = 'chosen' | 'waiting' | 'uploading' | 'failed';

/** A chosen photo until it is saved: its object URL, where it stands, its progress or its error. */
type Pending = {
  key: number;
  file: File;
  url: string;
  ratio: number;
  state: PendingState;
  progress: number;
  error?: string;
};

function tileStyle(ratio: number): CSSProperties {
  const safe = Number.isFinite(ratio) && ratio > 0 ? ratio : 1;
  return { width: `calc(${IMAGE_TILE_HEIGHT_PX}px * ${safe})` };
}

const className = (...names: (string | false)[]) => names.filter(Boolean).join(' ');

let nextKey = 0;

/**
 * An image list with an add button and a delete button per image. Chosen photos stay as previews
 * until the primary button saves them; then they upload one after another, each with its own
 * progress, and a failed one keeps its preview with a retry while the rest go on.
 */
export function ImageGallery({
  images,
  max,
  canAdd,
  disabled = false,
  multiple = false,
  maxBytes,
  onUpload,
  onUnsavedChange,
  onDeleteRequest,
  labels,
}: ImageGalleryProps) {
  const [pending, setPending] = useState<readonly Pending[]>([]);
  const [refusals, setRefusals] = useState<readonly string[]>([]);

  const update = (key: number, change: Partial<Pending>) =>
    setPending((current) =>
      current.map((item) => (item.key === key ? { ...item, ...change } : item)),
    );
  const drop = (keys: ReadonlySet<number>) =>
    setPending((current) => {
      for (const item of current) if (keys.has(item.key)) URL.revokeObjectURL(item.url);
      return current.filter((item) => !keys.has(item.key));
    });

  // The object URLs still held when the gallery goes (the couple left after being warned).
  const pendingRef = useRef(pending);
  pendingRef.current = pending;
  useEffect(() => () => pendingRef.current.forEach((item) => URL.revokeObjectURL(item.url)), []);

  useEffect(() => onUnsavedChange?.(pending.length), [pending.length, onUnsavedChange]);

  // One upload at a time, in the order chosen: the server counts the slot's photos as they arrive.
  const uploadRef = useRef(onUpload);
  uploadRef.current = onUpload;
  useEffect(() => {
    if (pending.some((item) => item.state === 'uploading')) return;
    const next = pending.find((item) => item.state === 'waiting');
    if (!next) return;
    update(next.key, { state: 'uploading', progress: 0, error: undefined });
    uploadRef
      .current(next.file, (fraction) => update(next.key, { progress: fraction }))
      .then(
        () => drop(new Set([next.key])),
        (error: unknown) =>
          update(next.key, {
            state: 'failed',
            error: error instanceof Error && error.message ? error.message : labels.failed,
          }),
      );
  }, [pending, labels.failed]);

  const room = max === null ? Infinity : max - images.length - pending.length;
  const canShowAdd = canAdd && !disabled && room > 0;
  const chosen = pending.filter((item) => item.state === 'chosen');

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const files = Array.from(input.files ?? []);
    // Lets the same files be chosen again after a cancel.
    input.value = '';
    const problems: string[] = [];
    const fitting = files.filter((file) => {
      if (!UPLOADABLE_IMAGE_TYPES.includes(file.type)) problems.push(labels.unreadable(file.name));
      else if (maxBytes !== undefined && file.size > maxBytes)
        problems.push(labels.tooLarge(file.name));
      else return true;
      return false;
    });
    const accepted = fitting.slice(0, room);
    if (fitting.length > accepted.length)
      problems.push(labels.tooMany(fitting.length - accepted.length));
    setRefusals(problems);
    setPending((current) => [
      ...current,
      ...accepted.map((file) => ({
        key: (nextKey += 1),
        file,
        url: URL.createObjectURL(file),
        ratio: 1,
        state: 'chosen' as const,
        progress: 0,
      })),
    ]);
  };

  const saveChosen = () =>
    setPending((current) =>
      current.map((item) => (item.state === 'chosen' ? { ...item, state: 'waiting' } : item)),
    );

  return (
    <div className="cv-gallery">
      <ul className="cv-gallery__list">
        {images.map((image) => (
          <li key={image.id} className="cv-gallery__tile" style={tileStyle(image.aspectRatio)}>
            <img className="cv-gallery__image" src={image.src} alt="" loading="lazy" />
            {onDeleteRequest && (
              <button
                type="button"
                className="cv-icon-button cv-gallery__delete"
                aria-label={labels.delete}
                title={labels.delete}
                disabled={disabled}
                onClick={() => onDeleteRequest(image.id)}
              >
                <TrashIcon />
              </button>
            )}
          </li>
        ))}
        {pending.map((item) => (
          <PendingTile
            key={item.key}
            item={item}
            labels={labels}
            onLoad={(ratio) => update(item.key, { ratio })}
            onUnreadable={() => {
              drop(new Set([item.key]));
              setRefusals((current) => [...current, labels.unreadable(item.file.name)]);
            }}
            onRemove={() => drop(new Set([item.key]))}
            onRetry={() => update(item.key, { state: 'waiting', error: undefined })}
          />
        ))}
        {canShowAdd && (
          <li className="cv-gallery__add-item">
            <label className="cv-gallery__add">
              <input
                type="file"
                accept={UPLOADABLE_IMAGE_TYPES.join(',')}
                multiple={multiple}
                className="cv-visually-hidden"
                onChange={choose}
              />
              <PlusIcon size={28} />
              <span>{labels.add}</span>
            </label>
          </li>
        )}
      </ul>
      {chosen.length > 0 && (
        <div className="cv-gallery__save">
          <p className="cv-gallery__unsaved">{labels.unsaved(chosen.length)}</p>
          <div className="cv-gallery__save-actions">
            <Button onClick={saveChosen} disabled={disabled}>
              {labels.save(chosen.length)}
            </Button>
            <Button
              variant="secondary"
              onClick={() => drop(new Set(chosen.map((item) => item.key)))}
            >
              {labels.cancel}
            </Button>
          </div>
        </div>
      )}
      {refusals.length > 0 && (
        <ul className="cv-gallery__refusals" role="alert">
          {refusals.map((refusal) => (
            <li key={refusal}>{refusal}</li>
          ))}
        </ul>
      )}
      {max !== null && <p className="cv-gallery__meta">{labels.maxCount}</p>}
      {labels.note && <p className="cv-gallery__note">{labels.note}</p>}
    </div>
  );
}

type PendingTileProps = {
  item: Pending;
  labels: ImageGalleryLabels;
  onLoad: (ratio: number) => void;
  onUnreadable: () => void;
  onRemove: () => void;
  onRetry: () => void;
};

/** A chosen photo: removable while chosen or failed, its progress while it uploads, its error after. */
function PendingTile({ item, labels, onLoad, onUnreadable, onRemove, onRetry }: PendingTileProps) {
  const isBusy = item.state === 'waiting' || item.state === 'uploading';
  return (
    <li
      className={className(
        'cv-gallery__tile',
        'cv-gallery__tile--preview',
        isBusy && 'cv-gallery__tile--busy',
        item.state === 'failed' && 'cv-gallery__tile--failed',
      )}
      style={tileStyle(item.ratio)}
      aria-busy={isBusy || undefined}
      aria-label={item.file.name}
    >
      <img
        className="cv-gallery__image"
        src={item.url}
        alt=""
        onLoad={(event) => {
          const { naturalWidth, naturalHeight } = event.currentTarget;
          if (naturalWidth > 0 && naturalHeight > 0) onLoad(naturalWidth / naturalHeight);
        }}
        onError={onUnreadable}
      />
      {!isBusy && (
        <button
          type="button"
          className="cv-icon-button cv-gallery__delete"
          aria-label={labels.remove(item.file.name)}
          title={labels.remove(item.file.name)}
          onClick={onRemove}
        >
          <CloseIcon />
        </button>
      )}
      {isBusy && (
        <div className="cv-gallery__progress">
          {item.state === 'waiting' ? (
            <span>{labels.waiting}</span>
          ) : (
            <>
              <progress
                value={item.progress}
                max={1}
                aria-label={labels.uploading(item.file.name)}
              />
              <span aria-hidden="true">{Math.round(item.progress * 100)} %</span>
            </>
          )}
        </div>
      )}
      {item.state === 'failed' && (
        <div className="cv-gallery__failure" role="alert">
          <span>{item.error}</span>
          <Button variant="secondary" onClick={onRetry}>
            {labels.retry}
          </Button>
        </div>
      )}
    </li>
  );
}
