// Reading a multipart upload (one file and a few text fields) within size limits, the file into
// memory or into a temporary file, and checking its fields against the operation's multipart schema
// in the contract (the contract plugin validates JSON bodies only).
import { serverTexts, type LocalizedText } from '@convite/i18n/server-texts';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { validateAgainst } from '../http/contract-validation.ts';
import { DomainError, InvalidInputError, TooLargeError } from '../domain/errors.ts';
import { isCanonicalInteger } from '../http/input-checks.ts';
import { tryAgainIn, type RateLimit } from '../security/rate-limit.ts';

export type UploadedFile = Readonly<{ fileName: string; mimeType: string; bytes: Buffer }>;

/** A file kept in a temporary file instead of memory (readUploadFormToDisk). */
export type SpooledFile = Readonly<{
  fileName: string;
  mimeType: string;
  path: string;
  size: number;
}>;

export type UploadForm<Fields, File = UploadedFile> = Readonly<{ fields: Fields; file: File }>;

export type UploadLimits = Readonly<{
  fileField: string;
  maxFileBytes: number;
  /** The 413 message when the file is over maxFileBytes. */
  tooLarge: LocalizedText;
}>;

const tooManyParts = serverTexts.uploads.tooManyParts;

/** Multipart parsing for the routes of the calling plugin (encapsulated: JSON elsewhere). */
export async function registerMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: { files: 1, fields: 10, parts: 12, fieldSize: 1000, headerPairs: 50 },
  });
}

type MultipartError = Error & { code?: string; syscall?: string };

function translateMultipartError(error: unknown, limits: UploadLimits): unknown {
  const { code, syscall } = error as MultipartError;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new TooLargeError(limits.tooLarge);
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new InvalidInputError(tooManyParts, { cause: error });
  }
  // Our own refusals, and the server's disk failing (a file system call), keep their answer;
  // anything else the parser throws (no boundary, a cut-off part, a bad header) is the body's fault.
  if (error instanceof DomainError || syscall !== undefined) return error;
  return new InvalidInputError(serverTexts.errors.malformedMultipart, { cause: error });
}

/**
 * Numbers arrive as text: a field whose schema wants an integer is converted when it is written as
 * one (`12`, not `+12`, `012` or `1.2e1`); its schema then checks the range.
 */
function typedValue(schema: unknown, value: unknown): unknown {
  const type = (schema as { type?: unknown } | undefined)?.type;
  const wantsInteger = type === 'integer' || (Array.isArray(type) && type.includes('integer'));
  return wantsInteger &&
    typeof value === 'string' &&
    isCanonicalInteger(value) &&
    value.length <= 15
    ? Number(value)
    : value;
}

function validationError(errors: ReturnType<typeof validateAgainst>): Error {
  // The shape of Fastify's own validation errors, so the error handler answers 422 with the errors map.
  return Object.assign(new Error('The upload form is not valid'), {
    validation: [...errors],
    validationContext: 'body',
  });
}

/** The file of a part, or null when it is empty (an empty file counts as missing). */
type FileReader<File> = (part: MultipartFile) => Promise<File | null>;

/**
 * Uploads per account (images, songs, guest lists), counted before the body is read: a couple's
 * whole album in one go fits; a script filling the disk does not.
 */
export const UPLOADS_PER_ACCOUNT: RateLimit = {
  bucket: 'uploads-account',
  max: 120,
  windowMs: 3600 * 1000,
  message: tryAgainIn(serverTexts.rateLimit.tooManyUploads),
};

async function readForm<Fields extends Record<string, unknown>, File>(
  request: FastifyRequest,
  limits: UploadLimits,
  readFile: FileReader<File>,
): Promise<UploadForm<Fields, File>> {
  if (request.auth !== null) {
    const { role, id } = request.auth;
    await request.server.rateLimiter.hit(UPLOADS_PER_ACCOUNT, `${role}:${id}`);
  }
  const operationId = request.routeOptions.config.operationId;
  const schema =
    operationId === undefined
      ? undefined
      : request.server.contract.contract.byId.get(operationId)?.requestBody?.content[
          'multipart/form-data'
        ];
  if (schema === undefined) throw new Error(`No multipart schema for ${String(operationId)}`);
  const properties = (schema.properties ?? {}) as Record<string, unknown>;

  const values: Record<string, unknown> = {};
  let file: File | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: limits.maxFileBytes } })) {
      if (part.type === 'file') {
        const read = await readFile(part);
        if (read === null) continue;
        if (part.fieldname === limits.fileField) file = read;
        values[part.fieldname] = part.filename;
      } else if (part.fieldname !== limits.fileField) {
        values[part.fieldname] = typedValue(properties[part.fieldname], part.value);
      }
    }
  } catch (error) {
    throw translateMultipartError(error, limits);
  }

  const errors = validateAgainst(schema, values);
  if (errors.length > 0 || file === null) throw validationError(errors);
  const fields = Object.fromEntries(
    Object.entries(values).filter(([name]) => name !== limits.fileField),
  );
  return { fields: fields as Fields, file };
}

/**
 * Reads the form of the current operation, the file into memory: 413 when the file is over the
 * limit (reading stops there), 422 with `errors` for missing or wrong fields (an empty file counts
 * as missing).
 */
export function readUploadForm<Fields extends Record<string, unknown>>(
  request: FastifyRequest,
  limits: UploadLimits,
): Promise<UploadForm<Fields>> {
  return readForm<Fields, UploadedFile>(request, limits, async (part) => {
    const bytes = await part.toBuffer();
    return bytes.length === 0 ? null : { fileName: part.filename, mimeType: part.mimetype, bytes };
  });
}

/**
 * readUploadForm with the file streamed into a temporary file, so that uploads waiting for their
 * turn hold no memory. The caller must call `dispose()` when done with the file; on an error the
 * file is already gone.
 */
export async function readUploadFormToDisk<Fields extends Record<string, unknown>>(
  request: FastifyRequest,
  limits: UploadLimits,
): Promise<UploadForm<Fields, SpooledFile> & { dispose(): Promise<void> }> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'convite-upload-'));
  const dispose = () => rm(directory, { recursive: true, force: true });
  let files = 0;
  try {
    const form = await readForm<Fields, SpooledFile>(request, limits, async (part) => {
      files += 1;
      const target = path.join(directory, `file-${files}`);
      await pipeline(part.file, createWriteStream(target));
      if (part.file.truncated) throw new TooLargeError(limits.tooLarge);
      const { size } = await stat(target);
      return size === 0
        ? null
        : { fileName: part.filename, mimeType: part.mimetype, path: target, size };
    });
    return { ...form, dispose };
  } catch (error) {
    await dispose();
    throw error;
  }
}
