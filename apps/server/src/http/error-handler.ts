// The one error handler: application errors answer their status and message in the request's
// language; validation failures 422 with the errors map; framework errors a clear 4xx; the database
// being away 503 with Retry-After; anything else 500 with a generic message (the details go to the
// log only).
import { serverTexts, type LocalizedText } from '@convite/i18n/server-texts';
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
import { isDatabaseUnavailable } from '../db/database-errors.ts';
import {
  ConflictError,
  DatabaseUnavailableError,
  DomainError,
  ForbiddenError,
  InvalidFieldsError,
  InvalidInputError,
  NotFoundError,
  NotImplementedError,
  PaymentFailedError,
  RateLimitedError,
  TooLargeError,
  UnauthenticatedError,
  UnavailableError,
  UnsupportedContentTypeError,
} from '../domain/errors.ts';
import { parseAcceptLanguage, requestLanguage } from './language.ts';
import { validationErrorsMap } from './validation-messages.ts';

type ErrorBody = { message: string; errors?: Record<string, string[]> };

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

const statusMessages: Record<number, LocalizedText> = {
  400: serverTexts.errors.badRequest,
  401: serverTexts.errors.unauthorized,
  403: serverTexts.errors.forbidden,
  404: serverTexts.errors.notFound,
  405: serverTexts.errors.methodNotAllowed,
  409: serverTexts.errors.conflict,
  408: serverTexts.errors.requestTimeout,
  413: serverTexts.errors.payloadTooLarge,
  414: serverTexts.errors.urlTooLong,
  415: serverTexts.errors.unsupportedMediaType,
  422: serverTexts.errors.validation,
  429: serverTexts.errors.tooManyRequests,
  431: serverTexts.errors.headersTooLarge,
  503: serverTexts.errors.serviceUnavailable,
};

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
    const body: ErrorBody = { message: error.localized[language] };
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
        message: serverTexts.errors.validation[language],
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
    const text =
      (fastifyError.code !== undefined ? frameworkMessages[fastifyError.code] : undefined) ??
      statusMessages[status] ??
      serverTexts.errors.badRequest;
    return { status, body: { message: text[language] } };
  }

  return { status: 500, body: { message: serverTexts.errors.internal[language] } };
}

/** Answers any error thrown while serving a request (also Fastify's framework errors: bad URLs). */
export async function sendError(
  thrown: unknown,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const error =
    !(thrown instanceof DomainError) && isDatabaseUnavailable(thrown)
      ? new DatabaseUnavailableError({ cause: thrown })
      : thrown;
  const { status, body } = errorResponse(error, request);
  if (error instanceof DomainError) {
    if (status >= 500) {
      request.log.warn({ status, reason: error.message, err: error.cause }, 'request refused');
    }
  } else if (status >= 500) {
    request.log.error({ err: error }, 'request failed');
  } else {
    request.log.info(
      { err: { message: (error as Error).message, code: (error as FastifyError).code } },
      'request refused',
    );
  }
  if (
    (error instanceof RateLimitedError || error instanceof DatabaseUnavailableError) &&
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
    const body = JSON.stringify({
      message: (statusMessages[status] ?? serverTexts.errors.badRequest)[
        parseAcceptLanguage(header)
      ],
    });
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
      .send({ message: serverTexts.errors.routeNotFound[requestLanguage(request)] }),
  );
};

export const errorHandling = fp(errorHandlerPlugin, { name: 'convite-errors', fastify: '5.x' });
