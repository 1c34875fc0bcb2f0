import type { FastifyPluginAsync } from 'fastify';
import { requireClient } from '../../http/auth.ts';
import { sendFile } from '../../http/file-download.ts';
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
    const { weddingId, guestIds } = request.body;
    const write = await service.qrSheet(requireClient(request), weddingId, guestIds);
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
