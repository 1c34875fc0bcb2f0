import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { songs, type SongRow } from '../../db/schema/content.ts';
import { lockWeddingRow } from '../../content-kit/wedding-row-lock.ts';

export type { SongRow };

export type NewSong = Readonly<{
  weddingId: number;
  name: string;
  storageKey: string;
  contentType: string;
  sizeBytes: number;
}>;

export function createSongsRepository(db: Db) {
  return {
    async findById(id: number): Promise<SongRow | null> {
      const [row] = await db.select().from(songs).where(eq(songs.id, id)).limit(1);
      return row ?? null;
    },

    async listForWedding(weddingId: number): Promise<SongRow[]> {
      return db.select().from(songs).where(eq(songs.weddingId, weddingId));
    },

    /**
     * The wedding's one song becomes `song` (keeping the old song's autoplay choice), under a lock
     * on the wedding row; returns the new row and the storage key of the song it replaced.
     */
    async replaceForWedding(
      song: NewSong,
    ): Promise<{ song: SongRow; replacedStorageKey: string | null }> {
      return db.transaction(async (tx) => {
        await lockWeddingRow(tx, song.weddingId);
        const [replaced] = await tx
          .delete(songs)
          .where(eq(songs.weddingId, song.weddingId))
          .returning();
        const [row] = await tx
          .insert(songs)
          .values({ ...song, playAutomatically: replaced?.playAutomatically ?? false })
          .returning();
        if (!row) throw new Error('insert returned no song');
        return { song: row, replacedStorageKey: replaced?.storageKey ?? null };
      });
    },

    async updatePlayAutomatically(id: number, playAutomatically: boolean): Promise<SongRow | null> {
      const [row] = await db
        .update(songs)
        .set({ playAutomatically })
        .where(eq(songs.id, id))
        .returning();
      return row ?? null;
    },

    async delete(id: number): Promise<SongRow | null> {
      const [row] = await db.delete(songs).where(eq(songs.id, id)).returning();
      return row ?? null;
    },
  };
}

export type SongsRepository = ReturnType<typeof createSongsRepository>;
