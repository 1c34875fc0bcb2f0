import { fill, serverTexts, type LocalizedText } from '@convite/i18n/server-texts';
import { PLAN_FEATURES } from '@convite/rules/plans';
import { ConflictError, InvalidFieldsError, NotFoundError } from '../../domain/errors.ts';
import {
  deleteUnreferenced,
  type FileStorage,
  type StoredFile,
} from '../../storage/file-storage.ts';
import { newStorageKey } from '../../storage/storage-keys.ts';
import type { SpooledFile, UploadedFile } from '../../storage/upload-form.ts';
import {
  assertEditable,
  assertFeature,
  type WeddingWithPlan,
} from '../../content-kit/wedding-access.ts';
import { imageStorageKeys } from '../../content-kit/image-files.ts';
import { toImageDto, type ImageDto } from './image-dto.ts';
import { processImage, type ProcessedImage } from './image-processing.ts';
import { shareJpeg, widthVariant } from './image-variants.ts';
import type { ImageSlot, ImagesRepository, ImageType } from './images.repository.ts';
import type { MediaWeddings, Reader } from '../../content-kit/media-weddings.ts';
import { imageProcessingSlots, type ProcessingSlots } from './processing-slots.ts';

export type UploadImageFields = { type: ImageType; weddingId?: number; eventId?: number };

export type ImagesServiceDeps = {
  images: ImagesRepository;
  weddings: MediaWeddings;
  storage: FileStorage;
  now?: () => Date;
  /** Where a file that could not be deleted is reported (it is unreachable, so nothing fails). */
  reportOrphan?: (error: unknown, key: string) => void;
  /** Bounds how many images are decoded at once (default: the process's shared slots). */
  processingSlots?: ProcessingSlots;
};

/** The plan features of the counted image types. */
const IMAGE_FEATURES = {
  galleryImage: PLAN_FEATURES.galleryImages,
  eventImage: PLAN_FEATURES.eventImages,
} as const;

const COVER_MAX = 1;

/** eventImage names its event; coverImage and galleryImage their wedding, and nothing else. */
function slotOf(fields: UploadImageFields): ImageSlot {
  const [needed, other] =
    fields.type === 'eventImage'
      ? (['eventId', 'weddingId'] as const)
      : (['weddingId', 'eventId'] as const);
  const errors: Record<string, LocalizedText> = {};
  if (fields[needed] === undefined) errors[needed] = serverTexts.images.ownerRequired;
  if (fields[other] !== undefined) errors[other] = serverTexts.images.ownerNotAllowed;
  if (Object.keys(errors).length > 0) throw new InvalidFieldsError(errors);
  return fields.type === 'eventImage'
    ? { type: 'eventImage', eventId: fields.eventId as number }
    : { type: fields.type, weddingId: fields.weddingId as number };
}

/** How many images the slot may hold (null: no limit), or 409 when the plan lacks the feature. */
function maxFor(slot: ImageSlot, wedding: WeddingWithPlan): number | null {
  if (slot.type === 'coverImage') return COVER_MAX;
  return assertFeature(wedding, IMAGE_FEATURES[slot.type]).max;
}

/** The slot is full: the cover's one image is every wedding's, the other limits are the plan's. */
function limitError(slot: ImageSlot, max: number): ConflictError {
  if (slot.type === 'coverImage') return new ConflictError(serverTexts.images.coverLimit);
  return new ConflictError(fill(serverTexts.images[`${slot.type}Limit`], { max }), {
    code: 'plan_limit_reached',
  });
}

/** The files of one upload: the original, its 800 px variant (wider images) and the cover's share JPEG. */
async function imageFiles(processed: ProcessedImage, type: ImageType) {
  const key = newStorageKey('images', processed.extension);
  const stem = key.slice(0, -`.${processed.extension}`.length);
  const variant = await widthVariant(processed.bytes, processed.width);
  const share =
    type === 'coverImage'
      ? await shareJpeg(processed.bytes, processed.width, processed.height)
      : null;
  const original: StoredFile = { key, bytes: processed.bytes, contentType: processed.contentType };
  const variantFile: StoredFile | null =
    variant === null
      ? null
      : { key: `${stem}-w${variant.width}.webp`, bytes: variant.bytes, contentType: 'image/webp' };
  const shareFile: StoredFile | null =
    share === null
      ? null
      : { key: `${stem}-share.jpg`, bytes: share.bytes, contentType: 'image/jpeg' };
  return {
    files: [original, variantFile, shareFile].filter((file): file is StoredFile => file !== null),
    columns: {
      storageKey: key,
      variantStorageKey: variantFile?.key ?? null,
      variantWidth: variant?.width ?? null,
      shareStorageKey: shareFile?.key ?? null,
    },
  };
}

/**
 * Writes every file, then records them (the insert): when a write or the insert fails, the files
 * written are deleted again, so a refused upload leaves nothing behind.
 */
async function storeAllThenRecord<T>(
  storage: FileStorage,
  files: readonly StoredFile[],
  record: () => Promise<T>,
): Promise<T> {
  const written: string[] = [];
  try {
    for (const file of files) {
      await storage.put(file.key, file.bytes, file.contentType);
      written.push(file.key);
    }
    return await record();
  } catch (error) {
    await Promise.allSettled(written.map((key) => storage.delete(key)));
    throw error;
  }
}

export function createImagesService(deps: ImagesServiceDeps) {
  const now = deps.now ?? (() => new Date());
  const reportOrphan = deps.reportOrphan ?? (() => {});
  const processingSlots = deps.processingSlots ?? imageProcessingSlots;
  const dto = (row: Parameters<typeof toImageDto>[0]) => toImageDto(row, deps.storage.publicUrl);

  async function owningWedding(clientId: number, slot: ImageSlot): Promise<WeddingWithPlan> {
    if (slot.type !== 'eventImage') return deps.weddings.findOwned(clientId, slot.weddingId);
    const event = await deps.images.findEvent(slot.eventId);
    if (!event) throw new NotFoundError();
    return deps.weddings.findOwned(clientId, event.weddingId);
  }

  async function findImage(id: number) {
    const found = await deps.images.findWithWedding(id);
    if (!found) throw new NotFoundError();
    return found;
  }

  return {
    /**
     * Checks ownership, the active wedding and the plan's limit, then the bytes (in one of the
     * process's processing slots: 503 when none frees up); only then are the files written and
     * the row inserted (the files are removed if the insert fails).
     */
    async upload(
      clientId: number,
      fields: UploadImageFields,
      file: UploadedFile | SpooledFile,
    ): Promise<{ message: LocalizedText; image: ImageDto }> {
      const slot = slotOf(fields);
      const wedding = await owningWedding(clientId, slot);
      assertEditable(wedding, now());
      const max = maxFor(slot, wedding);
      if (max !== null && (await deps.images.countInSlot(slot)) >= max) throw limitError(slot, max);

      const { processed, files, columns } = await processingSlots.run(async () => {
        const image = await processImage('path' in file ? file.path : file.bytes);
        return { processed: image, ...(await imageFiles(image, slot.type)) };
      });
      const row = await storeAllThenRecord(deps.storage, files, async () => {
        const inserted = await deps.images.insertWithinLimit(
          {
            slot,
            ...columns,
            contentType: processed.contentType,
            sizeBytes: processed.bytes.length,
            width: processed.width,
            height: processed.height,
            aspectRatio: processed.aspectRatio,
          },
          wedding.id,
          max,
        );
        if (!inserted) throw limitError(slot, max ?? COVER_MAX);
        return inserted;
      });
      return { message: serverTexts.images.uploaded, image: dto(row) };
    },

    async remove(clientId: number, id: number): Promise<{ message: LocalizedText }> {
      const { image, weddingId } = await findImage(id);
      assertEditable(await deps.weddings.findOwned(clientId, weddingId), now());
      const deleted = await deps.images.delete(image.id);
      if (!deleted) throw new NotFoundError();
      await Promise.all(
        imageStorageKeys(deleted).map((key) => deleteUnreferenced(deps.storage, key, reportOrphan)),
      );
      return { message: serverTexts.images.deleted };
    },

    async list(reader: Reader, weddingId: number): Promise<ImageDto[]> {
      const wedding = await deps.weddings.findReadable(reader, weddingId);
      return (await deps.images.listForWedding(wedding.id)).map(dto);
    },

    async get(reader: Reader, id: number): Promise<ImageDto> {
      const { image, weddingId } = await findImage(id);
      await deps.weddings.findReadable(reader, weddingId);
      return dto(image);
    },
  };
}

export type ImagesService = ReturnType<typeof createImagesService>;
