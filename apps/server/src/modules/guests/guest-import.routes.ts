import { localize, serverTexts } from '@convite/i18n/server-texts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { requireClient } from '../../http/auth.ts';
import { serve } from '../../http/operations.ts';
import { readUploadForm, registerMultipart } from '../../storage/upload-form.ts';
import { createWeddingAccess } from '../../content-kit/wedding-access.ts';
import { createGuestAdministration } from './guest-administration.ts';
import { MAX_IMPORT_BYTES } from './guest-import-file.ts';
import { createGuestImportRepository } from './guest-import.repository.ts';
import { createGuestImportService } from './guest-import.service.ts';
import { createGuestsRepository } from './guests.repository.ts';

/** A guest list from a file: the one-step CSV upload, and the reviewed import (a preview, then the rows). */
export const guestImportRoutes: FastifyPluginAsync = async (app) => {
  await registerMultipart(app);
  const service = createGuestImportService({
    administration: createGuestAdministration({
      access: createWeddingAccess(app.db),
      guests: createGuestsRepository(app.db),
    }),
    guests: createGuestImportRepository(app.db),
  });
  const readFile = (request: FastifyRequest, fileField: string) =>
    readUploadForm<{ weddingId: number }>(request, {
      fileField,
      maxFileBytes: MAX_IMPORT_BYTES,
      tooLarge: serverTexts.guests.fileTooLarge,
    });

  serve(app, 'uploadGuestsFile', async (request) => {
    const clientId = requireClient(request);
    const form = await readFile(request, 'csvFile');
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
      read: async () => (await readFile(request, 'file')).file.bytes,
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
};
