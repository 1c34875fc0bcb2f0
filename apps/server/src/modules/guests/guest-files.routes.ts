import { PassThrough, type Writable } from 'node:stream';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { requireClient } from '../../http/auth.ts';
import { serve } from '../../http/operations.ts';
import { createWeddingAccess } from '../../content-kit/wedding-access.ts';
import { createGuestFilesRepository } from './guest-files.repository.ts';
import { createGuestFilesService } from './guest-files.service.ts';
import { EXAMPLE_FILES } from './guest-list-example.ts';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The files made of the guest list: the .xlsx export, the printable QR sheet and the example list. */
export const guestFilesRoutes: FastifyPluginAsync = async (app) => {
  const service = createGuestFilesService({
    access: createWeddingAccess(app.db),
    guests: createGuestFilesRepository(app.db),
    invitationUrl: app.config.invitationUrl,
  });

  serve(app, 'downloadGuests', async (request, reply) => {
    const write = await service.exportWorkbook(requireClient(request), request.body.weddingId);
    const file = { type: XLSX_TYPE, name: 'guests.xlsx' };
    return sendFile(request, reply, file, (output) => write(output, request.language));
  });

  serve(app, 'downloadGuestQrSheet', async (request, reply) => {
    const write = await service.qrSheet(requireClient(request), request.body.weddingId);
    const file = { type: 'application/pdf', name: 'guest-qr-codes.pdf' };
    return sendFile(request, reply, file, (output) => write(output, request.language));
  });

  serve(app, 'downloadGuestListExample', async (request, reply) => {
    requireClient(request);
    const { format } = request.query;
    const write = service.exampleList(format);
    return sendFile(request, reply, EXAMPLE_FILES[format], (output) =>
      write(output, request.language),
    );
  });
};

/**
 * A file the service writes as it goes, streamed as the reply. A failure midway is logged and
 * breaks the download (the status line has gone out already), so no half file looks complete.
 */
function sendFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: { type: string; name: string },
  write: (output: Writable) => Promise<void>,
) {
  const body = new PassThrough();
  write(body).catch((error: unknown) => {
    request.log.error({ err: error }, `writing ${file.name} failed`);
    body.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return reply
    .header('content-type', file.type)
    .header('content-disposition', `attachment; filename="${file.name}"`)
    .send(body);
}
