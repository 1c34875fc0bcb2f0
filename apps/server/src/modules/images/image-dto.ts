import type { ImageRow } from './images.repository.ts';

// The contract's Image: the storage key and file details stay on the server.
export type ImageDto = {
  id: number;
  src: string;
  aspectRatio: number;
  type: ImageRow['type'];
  weddingId: number | null;
  eventId: number | null;
  createdAt: string;
};

export function toImageDto(row: ImageRow, publicUrl: (key: string) => string): ImageDto {
  return {
    id: row.id,
    src: publicUrl(row.storageKey),
    aspectRatio: row.aspectRatio,
    type: row.type,
    weddingId: row.weddingId,
    eventId: row.eventId,
    createdAt: row.createdAt.toISOString(),
  };
}
