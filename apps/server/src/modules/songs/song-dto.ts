import type { SongRow } from './songs.repository.ts';

// The contract's Song: the storage key and file details stay on the server.
export type SongDto = {
  id: number;
  name: string;
  src: string;
  playAutomatically: boolean;
  weddingId: number;
  createdAt: string;
};

export function toSongDto(row: SongRow, publicUrl: (key: string) => string): SongDto {
  return {
    id: row.id,
    name: row.name,
    src: publicUrl(row.storageKey),
    playAutomatically: row.playAutomatically,
    weddingId: row.weddingId,
    createdAt: row.createdAt.toISOString(),
  };
}
