import { PassThrough, type Writable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A file to download: its media type and the name it is saved as. */
export type DownloadFile = { type: string; name: string };

/**
 * A file the service writes as it goes, streamed as the reply. A failure midway is logged and
 * breaks the download (the status line has gone out already), so no half file looks complete.
 */
export function sendFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: DownloadFile,
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
