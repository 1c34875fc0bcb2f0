// Faults that are not ours answer 503 with Retry-After, never 500, whoever throws them: an outside
// service being down (the rules throw UnavailableError), a disk that takes no more bytes (Node's own
// system error, from the data folder or TMPDIR), the database's disk being full (SQLSTATE 53100).
// A bug still answers 500.
import { DrizzleQueryError } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  STORAGE_RETRY_AFTER_SECONDS,
  UNAVAILABLE_RETRY_AFTER_SECONDS,
  UnavailableError,
} from '../domain/errors.ts';
import { errorHandling } from './error-handler.ts';

/** A system error as Node's fs makes it (code, errno, syscall, path). */
function systemError(code: string, syscall: string): Error {
  return Object.assign(new Error(`${code}: failed, ${syscall} '/data/files/x.webp'`), {
    code,
    errno: -28,
    syscall,
    path: '/data/files/x.webp',
  });
}

const THROWN: Record<string, () => unknown> = {
  'provider-down': () => new UnavailableError({ es: 'Proveedor caído.', en: 'Provider down.' }),
  'disk-full': () => systemError('ENOSPC', 'write'),
  'quota-reached': () => systemError('EDQUOT', 'write'),
  'read-only': () => systemError('EROFS', 'open'),
  // A stream (or a library) wrapping the file system's error.
  'disk-full-wrapped': () =>
    new Error('pipeline failed', { cause: systemError('ENOSPC', 'write') }),
  'database-full': () =>
    new DrizzleQueryError(
      'insert into guests …',
      [],
      Object.assign(new Error('could not extend file "base/5/16385": No space left on device'), {
        code: '53100',
      }),
    ),
  // Only Node's system errors count: a code alone, from anything, is no full disk.
  'code-alone': () => Object.assign(new Error('ENOSPC'), { code: 'ENOSPC' }),
  bug: () => new TypeError('cannot read properties of undefined'),
};

describe('the answer to a fault that is not ours', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify({ logger: false });
    await app.register(errorHandling);
    app.get<{ Params: { what: string } }>('/throw/:what', async (request) => {
      throw THROWN[request.params.what]?.() ?? new Error('unknown');
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });

  const call = (what: string, language = 'en') =>
    app.inject({ method: 'GET', url: `/throw/${what}`, headers: { 'accept-language': language } });

  it('is 503 with Retry-After when an outside service is down', async () => {
    const response = await call('provider-down');
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe(String(UNAVAILABLE_RETRY_AFTER_SECONDS));
    expect(response.json()).toEqual({ code: 'service_unavailable', message: 'Provider down.' });
  });

  it.each(['disk-full', 'quota-reached', 'read-only', 'disk-full-wrapped', 'database-full'])(
    'is 503 with Retry-After and the storage message when nothing can be written (%s)',
    async (what) => {
      for (const [language, message] of [
        [
          'es',
          'No podemos guardar en este momento. Lo que ya guardaste está a salvo; inténtalo de nuevo en unos minutos.',
        ],
        [
          'en',
          'We cannot save right now. What you already saved is safe; please try again in a few minutes.',
        ],
      ] as const) {
        const response = await call(what, language);
        expect(response.statusCode).toBe(503);
        expect(response.headers['retry-after']).toBe(String(STORAGE_RETRY_AFTER_SECONDS));
        // The path and the errno stay in the log.
        expect(response.json()).toEqual({ code: 'service_unavailable', message });
      }
    },
  );

  it.each(['code-alone', 'bug'])('stays 500 for anything else (%s)', async (what) => {
    const response = await call(what);
    expect(response.statusCode).toBe(500);
    expect(response.headers['retry-after']).toBeUndefined();
  });
});
