import { localize, serverTexts } from '@convite/i18n/server-texts';
import { PassThrough, type Writable } from 'node:stream';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { requireClient } from '../../http/auth.ts';
import { readUploadForm, registerMultipart } from '../../storage/upload-form.ts';
import { createWeddingAccess } from '../../content-kit/wedding-access.ts';
import { MAX_IMPORT_BYTES } from './guest-csv.ts';
import { guestFormErrors } from './guest-values.ts';
import { createGuestsRepository } from './guests.repository.ts';
import { createGuestsService } from './guests.service.ts';
import { serve } from '../../http/operations.ts';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The guest list: pages, search, summary, the form's writes, CSV import, .xlsx export, the
 * printable QR sheet, the reviewed import (a file's preview, then its rows), and the WhatsApp walkthroughs' queue and reminder marks. */
export const guestsRoutes: FastifyPluginAsync = async (app) => {
  await registerMultipart(app);
  const service = createGuestsService({
    access: createWeddingAccess(app.db),
    guests: createGuestsRepository(app.db),
    invitationUrl: app.config.invitationUrl,
  });

  serve(app, 'listGuests', async (request) =>
    service.list(
      requireClient(request),
      request.body.weddingId,
      request.body.page ?? 1,
      request.body.status,
    ),
  );

  serve(app, 'getGuest', async (request) => service.get(requireClient(request), request.params.id));

  serve(app, 'searchGuests', async (request) =>
    service.search(requireClient(request), request.body.weddingId, request.body.name),
  );

  serve(app, 'getGuestSummary', async (request) =>
    service.summary(requireClient(request), request.body.weddingId),
  );

  serve(app, 'createGuest', { config: { bodyChecks: guestFormErrors } }, async (request, reply) => {
    const { weddingId, ...input } = request.body;
    const result = await service.create(requireClient(request), weddingId, input);
    return reply.code(201).send({ ...result, message: localize(result.message, request.language) });
  });

  serve(app, 'updateGuest', { config: { bodyChecks: guestFormErrors } }, async (request) => {
    const result = await service.replace(requireClient(request), request.params.id, request.body);
    return { ...result, message: localize(result.message, request.language) };
  });

  // Each operation sets one field of the guest.
  const patches = {
    updateGuestName: 'name',
    updateGuestLastName: 'lastName',
    updateGuestMaxGuestsAllowed: 'maxGuestsAllowed',
    updateGuestSent: 'sent',
  } as const;
  for (const [operationId, field] of Object.entries(patches)) {
    serve(app, operationId as keyof typeof patches, async (request) => {
      const value = (request.body as Record<string, unknown>)[field];
      const result = await service.patch(requireClient(request), request.params.id, {
        [field]: value,
      });
      return { ...result, message: localize(result.message, request.language) };
    });
  }

  serve(app, 'getSendQueue', async (request) =>
    service.sendQueue(requireClient(request), request.params.id, request.query.kind),
  );

  serve(app, 'markGuestReminded', async (request) => {
    const result = await service.markReminded(requireClient(request), request.params.id);
    return { ...result, message: localize(result.message, request.language) };
  });

  serve(app, 'deleteGuest', async (request) => {
    const result = await service.remove(requireClient(request), request.params.id);
    return { message: localize(result.message, request.language) };
  });

  serve(app, 'uploadGuestsFile', async (request) => {
    const clientId = requireClient(request);
    const form = await readUploadForm<{ weddingId: number }>(request, {
      fileField: 'csvFile',
      maxFileBytes: MAX_IMPORT_BYTES,
      tooLarge: serverTexts.guests.fileTooLarge,
    });
    const result = await service.importFile(
      clientId,
      form.fields.weddingId,
      form.file.bytes,
      'csvFile',
    );
    const { language } = request;
    return {
      message: localize(result.message, language),
      totalRows: result.totalRows,
      successfulRows: result.successfulRows,
      errorRows: result.errorRows.map((row) => ({
        index: row.index,
        row: row.row,
        errors: Object.fromEntries(
          Object.entries(row.errors).map(([field, messages]) => [
            field,
            messages.map((message) => localize(message, language)),
          ]),
        ),
      })),
    };
  });

  serve(app, 'previewGuestImport', async (request) => {
    const preview = await service.previewFile(requireClient(request), request.params.id, {
      field: 'file',
      read: async () => {
        const form = await readUploadForm(request, {
          fileField: 'file',
          maxFileBytes: MAX_IMPORT_BYTES,
          tooLarge: serverTexts.guests.fileTooLarge,
        });
        return form.file.bytes;
      },
    });
    const { language } = request;
    return {
      columns: preview.columns,
      counts: preview.counts,
      rows: preview.rows.map((row) => ({
        index: row.index,
        values: row.values,
        duplicateOf: row.duplicateOf,
        errors: Object.fromEntries(
          Object.entries(row.errors).map(([field, message]) => [
            field,
            localize(message, language),
          ]),
        ),
      })),
    };
  });

  serve(app, 'importGuestRows', async (request) => {
    const result = await service.importRows(
      requireClient(request),
      request.params.id,
      request.body.rows,
    );
    return { ...result, message: localize(result.message, request.language) };
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
