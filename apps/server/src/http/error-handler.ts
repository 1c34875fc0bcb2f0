// The one error handler: application errors answer their status, code and message in the request's
// language; validation failures 422 with the errors map; framework errors a clear 4xx; faults that
// are not ours (the database away, a full disk, an outside service down) 503 with Retry-After;
// anything else 500 with a generic message (the details go to the log only). Every body is the
// contract's Error shape, built by errorBody.
import { serverTexts, type Language, type LocalizedText } from '@convite/i18n/server-texts';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ErrorObject } from 'ajv';
import type {
  ConnectionError,
  FastifyError,
  FastifyPluginAsync,
  FastifyReply,
  FastifyRequest,
} from 'fastify';
import fp from 'fastify-plugin';
import { isDatabaseFull, isDatabaseUnavailable } from '../db/database-errors.ts';
import { isDiskFull } from '../storage/disk-errors.ts';
import {
  ConflictError,
  DatabaseUnavailableError,
  DomainError,
  type ErrorCode,
  ForbiddenError,
  InvalidFieldsError,
  InvalidInputError,
  NotFoundError,
  NotImplementedError,
  PaymentFailedError,
  RateLimitedError,
  StorageUnavailableError,
  TooLargeError,
  UnauthenticatedError,
  UnavailableError,
  UnsupportedContentTypeError,
} from '../domain/errors.ts';
import { signals } from '../observability/signals.ts';
import { parseAcceptLanguage, requestLanguage } from './language.ts';
import { validationErrorsMap } from './validation-messages.ts';

type ErrorBody = { code: ErrorCode; message: string; errors?: Record<string, string[]> };

/** An answer in the contract's Error shape (ValidationError adds `errors`). */
export function errorBody(code: ErrorCode, text: LocalizedText, language: Language): ErrorBody {
  return { code, message: text[language] };
}

type ErrorKind = abstract new (...args: never[]) => DomainError;

/** The answer's status for each kind of refusal the rules throw (src/domain/errors.ts). */
const STATUS_OF_KIND: readonly (readonly [ErrorKind, number])[] = [
  [InvalidInputError, 400],
  [UnauthenticatedError, 401],
  [PaymentFailedError, 402],
  [ForbiddenError, 403],
  [NotFoundError, 404],
  [ConflictError, 409],
  [TooLargeError, 413],
  [UnsupportedContentTypeError, 415],
  [InvalidFieldsError, 422],
  [RateLimitedError, 429],
  [NotImplementedError, 501],
  [UnavailableError, 503],
];

/** A kind missing from the table is a bug: it answers 500, like any unexpected error. */
export function statusOf(error: DomainError): number {
  return STATUS_OF_KIND.find(([kind]) => error instanceof kind)?.[1] ?? 500;
}

const frameworkMessages: Record<string, LocalizedText> = {
  FST_ERR_CTP_INVALID_JSON_BODY: serverTexts.errors.malformedJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: serverTexts.errors.emptyJson,
  FST_ERR_CTP_BODY_TOO_LARGE: serverTexts.errors.payloadTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: serverTexts.errors.unsupportedMediaType,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: serverTexts.errors.badRequest,
  FST_ERR_BAD_URL: serverTexts.errors.malformedUrl,
  FST_ERR_MAX_PARAM_LENGTH: serverTexts.errors.urlTooLong,
};

type StatusAnswer = { code: ErrorCode; text: LocalizedText };

/** The generic code and text of each status that an error outside the rules (Fastify's, Node's) answers. */
const STATUS_ANSWERS: Record<number, StatusAnswer> = {
  400: { code: 'bad_request', text: serverTexts.errors.badRequest },
  401: { code: 'unauthenticated', text: serverTexts.errors.unauthorized },
  403: { code: 'forbidden', text: serverTexts.errors.forbidden },
  404: { code: 'not_found', text: serverTexts.errors.notFound },
  405: { code: 'method_not_allowed', text: serverTexts.errors.methodNotAllowed },
  408: { code: 'request_timeout', text: serverTexts.errors.requestTimeout },
  409: { code: 'conflict', text: serverTexts.errors.conflict },
  413: { code: 'payload_too_large', text: serverTexts.errors.payloadTooLarge },
  414: { code: 'uri_too_long', text: serverTexts.errors.urlTooLong },
  415: { code: 'unsupported_media_type', text: serverTexts.errors.unsupportedMediaType },
  422: { code: 'validation_failed', text: serverTexts.errors.validation },
  429: { code: 'rate_limited', text: serverTexts.errors.tooManyRequests },
  431: { code: 'headers_too_large', text: serverTexts.errors.headersTooLarge },
  503: { code: 'service_unavailable', text: serverTexts.errors.serviceUnavailable },
};

/** Any other 4xx reads as a request that cannot be read. */
const statusAnswer = (status: number): StatusAnswer =>
  STATUS_ANSWERS[status] ?? { code: 'bad_request', text: serverTexts.errors.badRequest };

function fieldErrors(error: InvalidFieldsError, request: FastifyRequest): Record<string, string[]> {
  const language = requestLanguage(request);
  return Object.fromEntries(
    Object.entries(error.fields).map(([field, messages]) => [
      field,
      (Array.isArray(messages) ? messages : [messages]).map(
        (message: LocalizedText) => message[language],
      ),
    ]),
  );
}

export function errorResponse(
  error: unknown,
  request: FastifyRequest,
): { status: number; body: ErrorBody } {
  const language = requestLanguage(request);

  if (error instanceof DomainError) {
    const body = errorBody(error.code, error.localized, language);
    if (error instanceof InvalidFieldsError) body.errors = fieldErrors(error, request);
    return { status: statusOf(error), body };
  }

  const fastifyError = error as Partial<FastifyError> & {
    validation?: ErrorObject[];
    validationContext?: string;
  };
  if (Array.isArray(fastifyError.validation)) {
    return {
      status: 422,
      body: {
        ...errorBody('validation_failed', serverTexts.errors.validation, language),
        errors: validationErrorsMap(
          fastifyError.validation,
          fastifyError.validationContext ?? 'body',
          language,
        ),
      },
    };
  }

  const status = fastifyError.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const { code, text } = statusAnswer(status);
    const framework =
      fastifyError.code !== undefined ? frameworkMessages[fastifyError.code] : undefined;
    return { status, body: errorBody(code, framework ?? text, language) };
  }

  return {
    status: 500,
    body: errorBody('internal_error', serverTexts.errors.internal, language),
  };
}

/**
 * A fault that is not ours, told by the error a driver or Node threw: a disk that takes no more
 * bytes (the data folder, TMPDIR or the database's), or the database away. Anything else as thrown.
 */
function knownFault(thrown: unknown): unknown {
  if (thrown instanceof DomainError) return thrown;
  if (isDiskFull(thrown) || isDatabaseFull(thrown)) {
    return new StorageUnavailableError({ cause: thrown });
  }
  if (isDatabaseUnavailable(thrown)) return new DatabaseUnavailableError({ cause: thrown });
  return thrown;
}

/** Answers any error thrown while serving a request (also Fastify's framework errors: bad URLs). */
export async function sendError(
  thrown: unknown,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const error = knownFault(thrown);
  const { status, body } = errorResponse(error, request);
  if (error instanceof DomainError) {
    if (status >= 500) {
      request.log.warn({ status, reason: error.message, err: error.cause }, 'request refused');
    }
  } else if (status >= 500) {
    request.log.error({ err: error }, 'request failed');
    signals.faultReported(error, { operation: request.routeOptions.config.operationId });
  } else {
    request.log.info(
      { err: { message: (error as Error).message, code: (error as FastifyError).code } },
      'request refused',
    );
  }
  // Every 503 says when to come back; a 429 when its window is known.
  if (
    (error instanceof RateLimitedError || error instanceof UnavailableError) &&
    error.retryAfterSeconds !== undefined
  ) {
    void reply.header('retry-after', String(Math.ceil(error.retryAfterSeconds)));
  }
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

const clientErrorStatus = (code: string | undefined) =>
  code === 'HPE_HEADER_OVERFLOW' ? 431 : code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;

/**
 * Node's HTTP parser refuses a request before Fastify sees it (headers over the size limit, bytes
 * that are not HTTP, a request that never finishes): the answer is written to the socket, in the
 * Error shape, in the language of the Accept-Language header when the bytes received show one.
 */
/**
 * Fastify's frameworkErrors hook, which expects no promise: sends the error answer, and logs a
 * failure to send it instead of leaving a rejection nobody handles.
 */
export function sendFrameworkError(
  thrown: unknown,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  sendError(thrown, request, reply).catch((failure: unknown) => {
    request.log.error({ err: failure }, 'could not send the error answer');
  });
}

export function clientErrorHandler(error: ConnectionError, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) {
    // Node passes the bytes it was parsing as a Buffer (Fastify's type says otherwise).
    const raw: unknown = error.rawPacket;
    const received = Buffer.isBuffer(raw) ? raw.toString('latin1') : '';
    const header = /^accept-language:[ \t]*([^\r\n]*)/im.exec(received)?.[1];
    const status = clientErrorStatus(error.code);
    const { code, text } = statusAnswer(status);
    const body = JSON.stringify(errorBody(code, text, parseAcceptLanguage(header)));
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\nConnection: close\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

const errorHandlerPlugin: FastifyPluginAsync = async (app) => {
  app.setErrorHandler(sendError);

  app.setNotFoundHandler(async (request, reply) =>
    reply
      .code(404)
      .type('application/json; charset=utf-8')
      .send(errorBody('not_found', serverTexts.errors.routeNotFound, requestLanguage(request))),
  );
};

export const errorHandling = fp(errorHandlerPlugin, { name: 'convite-errors', fastify: '5.x' });
