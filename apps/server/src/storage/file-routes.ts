// GET /files/* serves the local driver's files: only valid keys (no traversal, no listing), with the
// long cache header (a key names one content forever) and single byte ranges (Safari plays audio
// only from servers that honour them).
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyPluginAsync } from 'fastify';
import { NotFoundError } from '../domain/errors.ts';
import {
  IMMUTABLE_CACHE_CONTROL,
  isValidStorageKey,
  STORAGE_CONTENT_TYPES,
} from './storage-keys.ts';
import { localFilePath } from './local-file-storage.ts';

const CONTENT_TYPES = STORAGE_CONTENT_TYPES;

type ByteRange = { start: number; end: number };

/** The one range of a `Range: bytes=…` header; null to send the whole file; 'unsatisfiable' for 416. */
export function parseByteRange(
  header: string | undefined,
  size: number,
): ByteRange | null | 'unsatisfiable' {
  if (header === undefined) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (match === null) return null; // several ranges or another unit: the whole file is a valid answer
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(size - suffix, 0), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

export const fileRoutes: FastifyPluginAsync<{ directory: string }> = async (app, options) => {
  app.get<{ Params: { '*': string } }>('/files/*', async (request, reply) => {
    const key = request.params['*'];
    const contentType = CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)];
    if (!isValidStorageKey(key) || contentType === undefined) throw new NotFoundError();
    const file = localFilePath(options.directory, key);
    const stats = await stat(file).catch(() => null);
    if (stats === null || !stats.isFile()) throw new NotFoundError();

    void reply
      .header('content-type', contentType)
      .header('cache-control', IMMUTABLE_CACHE_CONTROL)
      .header('x-content-type-options', 'nosniff')
      // The apps and the invitation show these from their own origins.
      .header('cross-origin-resource-policy', 'cross-origin')
      .header('accept-ranges', 'bytes');
    const range = parseByteRange(request.headers.range, stats.size);
    if (range === 'unsatisfiable') {
      return reply.code(416).header('content-range', `bytes */${stats.size}`).send();
    }
    if (range === null) {
      return reply.header('content-length', stats.size).send(createReadStream(file));
    }
    return reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${stats.size}`)
      .header('content-length', range.end - range.start + 1)
      .send(createReadStream(file, { start: range.start, end: range.end }));
  });
};
