import { localize, serverTexts } from '@convite/i18n/server-texts';
import type { FastifyPluginAsync } from 'fastify';
import { requireClient, requireSession } from '../../http/auth.ts';
import { readUploadFormToDisk, registerMultipart } from '../../storage/upload-form.ts';
import { MAX_IMAGE_BYTES } from './image-size-caps.ts';
import { createImagesRepository } from './images.repository.ts';
import { createImagesService, type UploadImageFields } from './images.service.ts';
import { createMediaWeddings } from '../../content-kit/media-weddings.ts';
import { serve } from '../../http/operations.ts';

/** Cover, gallery and event images: upload (multipart), delete, list and get. */
export const imagesRoutes: FastifyPluginAsync = async (app) => {
  await registerMultipart(app);
  const service = createImagesService({
    images: createImagesRepository(app.db),
    weddings: createMediaWeddings(app.db),
    storage: app.storage,
    reportOrphan: (error, key) =>
      app.log.warn({ err: error, key }, 'could not delete an image file'),
  });

  serve(app, 'uploadImage', async (request, reply) => {
    const clientId = requireClient(request);
    // On disk, not in memory, while the upload waits for a processing slot.
    const form = await readUploadFormToDisk<UploadImageFields>(request, {
      fileField: 'image',
      maxFileBytes: MAX_IMAGE_BYTES,
      tooLarge: serverTexts.images.fileTooLarge,
    });
    let result;
    try {
      result = await service.upload(clientId, form.fields, form.file);
    } finally {
      await form.dispose(); // rm with force: it fails only if the disk does
    }
    return reply.code(201).send({ ...result, message: localize(result.message, request.language) });
  });

  serve(app, 'deleteImage', async (request) => {
    const result = await service.remove(requireClient(request), request.params.id);
    return { message: localize(result.message, request.language) };
  });

  serve(app, 'listImages', async (request) =>
    service.list(requireSession(request), request.query.weddingId),
  );

  serve(app, 'getImage', async (request) =>
    service.get(requireSession(request), request.params.id),
  );
};
