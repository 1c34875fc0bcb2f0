import type { ImageRow } from './images.repository.ts';

// The contract's Image: the storage keys and file details stay on the server.
export type ImageDto = {
  id: number;
  src: string;
  srcSet: string | null;
  aspectRatio: number;
  type: ImageRow['type'];
  weddingId: number | null;
  eventId: number | null;
  createdAt: string;
};

type ImageFiles = Pick<ImageRow, 'storageKey' | 'width' | 'variantStorageKey' | 'variantWidth'>;

/** `<variant> 800w, <original> 2048w`, or null for an image without a smaller variant. */
export function imageSrcSet(row: ImageFiles, publicUrl: (key: string) => string): string | null {
  if (row.variantStorageKey === null || row.variantWidth === null) return null;
  return `${publicUrl(row.variantStorageKey)} ${row.variantWidth}w, ${publicUrl(row.storageKey)} ${row.width}w`;
}

export function toImageDto(row: ImageRow, publicUrl: (key: string) => string): ImageDto {
  return {
    id: row.id,
    src: publicUrl(row.storageKey),
    srcSet: imageSrcSet(row, publicUrl),
    aspectRatio: row.aspectRatio,
    type: row.type,
    weddingId: row.weddingId,
    eventId: row.eventId,
    createdAt: row.createdAt.toISOString(),
  };
}
