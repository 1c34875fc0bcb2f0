import { serverTexts, type LocalizedText } from '@convite/i18n/server-texts';
import { PLAN_FEATURES } from '@convite/rules/plans';
import { InvalidFieldsError, NotFoundError } from '../../domain/errors.ts';
import {
  deleteUnreferenced,
  storeThenRecord,
  type FileStorage,
} from '../../storage/file-storage.ts';
import { newStorageKey } from '../../storage/storage-keys.ts';
import type { UploadedFile } from '../../storage/upload-form.ts';
import type { MediaWeddings, Reader } from '../../content-kit/media-weddings.ts';
import { assertEditable, assertFeature } from '../../content-kit/wedding-access.ts';
import { isMpegAudio } from './mpeg-audio.ts';
import { toSongDto, type SongDto } from './song-dto.ts';
import { songNameFromFileName } from './song-name.ts';
import type { SongRow, SongsRepository } from './songs.repository.ts';

export type SongsServiceDeps = {
  songs: SongsRepository;
  weddings: MediaWeddings;
  storage: FileStorage;
  now?: () => Date;
  /** Where a file that could not be deleted is reported (it is unreachable, so nothing fails). */
  reportOrphan?: (error: unknown, key: string) => void;
};

type SongResult = { message: LocalizedText; song: SongDto };

export function createSongsService(deps: SongsServiceDeps) {
  const now = deps.now ?? (() => new Date());
  const reportOrphan = deps.reportOrphan ?? (() => {});
  const dto = (row: SongRow) => toSongDto(row, deps.storage.publicUrl);

  async function findSong(id: number): Promise<SongRow> {
    const song = await deps.songs.findById(id);
    if (!song) throw new NotFoundError();
    return song;
  }

  /** The client's song of an active wedding (404 when not theirs, 409 when inactive). */
  async function findEditableSong(clientId: number, id: number): Promise<SongRow> {
    const song = await findSong(id);
    assertEditable(await deps.weddings.findOwned(clientId, song.weddingId), now());
    return song;
  }

  return {
    /** One song per wedding: a new upload replaces the current one (and its file). */
    async upload(
      clientId: number,
      fields: { weddingId: number },
      file: UploadedFile,
    ): Promise<SongResult> {
      const wedding = await deps.weddings.findOwned(clientId, fields.weddingId);
      assertEditable(wedding, now());
      assertFeature(wedding, PLAN_FEATURES.song);
      if (!isMpegAudio(file.bytes)) {
        throw new InvalidFieldsError(
          { song: serverTexts.songs.notMpegAudio },
          serverTexts.songs.notMpegAudio,
        );
      }

      const key = newStorageKey('songs', 'mp3');
      const { song, replacedStorageKey } = await storeThenRecord(
        deps.storage,
        { key, bytes: file.bytes, contentType: 'audio/mpeg' },
        () =>
          deps.songs.replaceForWedding({
            weddingId: wedding.id,
            name: songNameFromFileName(file.fileName),
            storageKey: key,
            contentType: 'audio/mpeg',
            sizeBytes: file.bytes.length,
          }),
      );
      if (replacedStorageKey !== null) {
        await deleteUnreferenced(deps.storage, replacedStorageKey, reportOrphan);
      }
      return { message: serverTexts.songs.uploaded, song: dto(song) };
    },

    async setPlayAutomatically(
      clientId: number,
      id: number,
      playAutomatically: boolean,
    ): Promise<SongResult> {
      const song = await findEditableSong(clientId, id);
      const updated = await deps.songs.updatePlayAutomatically(song.id, playAutomatically);
      if (!updated) throw new NotFoundError();
      return { message: serverTexts.songs.playAutomaticallyUpdated, song: dto(updated) };
    },

    async remove(clientId: number, id: number): Promise<{ message: LocalizedText }> {
      const song = await findEditableSong(clientId, id);
      const deleted = await deps.songs.delete(song.id);
      if (!deleted) throw new NotFoundError();
      await deleteUnreferenced(deps.storage, deleted.storageKey, reportOrphan);
      return { message: serverTexts.songs.deleted };
    },

    async list(reader: Reader, weddingId: number): Promise<SongDto[]> {
      const wedding = await deps.weddings.findReadable(reader, weddingId);
      return (await deps.songs.listForWedding(wedding.id)).map(dto);
    },

    async get(reader: Reader, id: number): Promise<SongDto> {
      const song = await findSong(id);
      await deps.weddings.findReadable(reader, song.weddingId);
      return dto(song);
    },
  };
}

export type SongsService = ReturnType<typeof createSongsService>;
