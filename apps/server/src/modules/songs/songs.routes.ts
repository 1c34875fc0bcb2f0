import { localize, serverTexts } from '@convite/i18n/server-texts';
import type { FastifyPluginAsync } from 'fastify';
import { requireClient, requireSession } from '../../http/auth.ts';
import { readUploadForm, registerMultipart } from '../../storage/upload-form.ts';
import { MAX_SONG_BYTES } from './song-size-caps.ts';
import { createSongsRepository } from './songs.repository.ts';
import { createSongsService } from './songs.service.ts';
import { serve } from '../../http/operations.ts';
import { createMediaWeddings } from '../../content-kit/media-weddings.ts';

/** The invitation's song: upload (multipart, replaces), autoplay flag, delete, list and get. */
export const songsRoutes: FastifyPluginAsync = async (app) => {
  await registerMultipart(app);
  const service = createSongsService({
    songs: createSongsRepository(app.db),
    weddings: createMediaWeddings(app.db),
    storage: app.storage,
    reportOrphan: (error, key) => app.log.warn({ err: error, key }, 'could not delete a song file'),
  });

  serve(app, 'uploadSong', async (request, reply) => {
    const clientId = requireClient(request);
    const form = await readUploadForm<{ weddingId: number }>(request, {
      fileField: 'song',
      maxFileBytes: MAX_SONG_BYTES,
      tooLarge: serverTexts.songs.fileTooLarge,
    });
    const result = await service.upload(clientId, form.fields, form.file);
    return reply.code(201).send({ ...result, message: localize(result.message, request.language) });
  });

  serve(app, 'updateSongPlayAutomatically', async (request) => {
    const result = await service.setPlayAutomatically(
      requireClient(request),
      request.params.id,
      request.body.playAutomatically,
    );
    return { ...result, message: localize(result.message, request.language) };
  });

  serve(app, 'deleteSong', async (request) => {
    const result = await service.remove(requireClient(request), request.params.id);
    return { message: localize(result.message, request.language) };
  });

  serve(app, 'listSongs', async (request) =>
    service.list(requireSession(request), request.query.weddingId),
  );

  serve(app, 'getSong', async (request) => service.get(requireSession(request), request.params.id));
};
