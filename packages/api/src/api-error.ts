import type { components } from './generated/openapi.ts';

/** Field name → messages, as the server's 422 answer carries them. */
export type FieldErrors = Record<string, string[]>;

/**
 * What went wrong, for the apps to branch on (openapi/README.md, "Error codes"): two refusals of one
 * status (a plan without the feature, an inactive wedding) differ here, never in the status.
 */
export type ErrorCode = components['schemas']['ErrorCode'];

/**
 * Every failed call rejects with this: the HTTP status (0 when the server could not be reached),
 * the contract's code, the server's message (already in the request's language) and, for 422, the
 * errors per field. Without the API's answer (no connection, or a body that is not the API's: a
 * proxy's page) the code is `service_unavailable` and the message the client's own, in the
 * interface language (apiErrorFromResponse). Built by hand, an ApiError may have no code.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | undefined;
  readonly errors: FieldErrors;
  readonly path: string;

  constructor({
    status,
    code,
    message,
    errors = {},
    path = '',
  }: {
    status: number;
    code?: ErrorCode;
    message: string;
    errors?: FieldErrors;
    path?: string;
  }) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.errors = errors;
    this.path = path;
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }

  /** The first message for a field, if the server named it. */
  fieldError(field: string): string | undefined {
    return this.errors[field]?.[0];
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Whether the call failed with one of these codes, e.g. `hasErrorCode(error, 'wedding_inactive')`. */
export function hasErrorCode<C extends ErrorCode>(
  error: unknown,
  ...codes: readonly C[]
): error is ApiError & { readonly code: C } {
  return isApiError(error) && codes.some((code) => code === error.code);
}

/** A 422: the server refused the data and says why per field (`errors`). */
export function isValidationError(error: unknown): error is ApiError {
  return hasErrorCode(error, 'validation_failed');
}

/** What an error body says, read defensively: the contract promises `{code, message, errors?}`. */
export type ErrorBody = { code?: ErrorCode; message?: string; errors: FieldErrors };

/** Reads a parsed error body; whatever is not the contract's shape is left out. */
export function readErrorBody(body: unknown): ErrorBody {
  if (!body || typeof body !== 'object') return { errors: {} };
  const record = body as Record<string, unknown>;
  const errors =
    record.errors && typeof record.errors === 'object'
      ? Object.fromEntries(
          Object.entries(record.errors as Record<string, unknown>).map(([field, value]) => [
            field,
            Array.isArray(value) ? value.map(String) : [String(value)],
          ]),
        )
      : {};
  return {
    // A code this client does not know yet still reaches the app; it matches none of its checks.
    ...(typeof record.code === 'string' && { code: record.code as ErrorCode }),
    ...(typeof record.message === 'string' && { message: record.message }),
    errors,
  };
}

/**
 * The text of a failure without the API's answer (a proxy's 502/503/504 page, an empty body, no
 * connection): the server's texts cannot say it, so the client does, in the interface language.
 * Kept here beside the one place that uses it, since this package carries no i18n resources.
 */
const UNAVAILABLE_MESSAGES = {
  es: 'El servicio no responde en este momento. Inténtalo de nuevo en unos instantes.',
  en: 'The service is not answering right now. Try again in a moment.',
} as const satisfies Record<string, string>;

/** That text in `language` (an Accept-Language tag such as `en` or `en-US`); Spanish, the default, otherwise. */
export function unavailableMessage(language = ''): string {
  const primary = language.trim().toLowerCase().split('-')[0];
  return primary === 'en' ? UNAVAILABLE_MESSAGES.en : UNAVAILABLE_MESSAGES.es;
}

/**
 * Reads an error answer defensively. A body with the contract's `code` keeps its own code and message
 * (already in the request's language). Anything else is not the API talking (a proxy's "Bad Gateway",
 * an HTML page, an empty body): it becomes `service_unavailable` with our text in `language`, never
 * the status text, which is English and often empty.
 */
export async function apiErrorFromResponse(
  response: Response,
  path: string,
  language?: string,
): Promise<ApiError> {
  let body: unknown = null;
  try {
    body = await response.clone().json();
  } catch {
    // Not JSON: not the API's answer.
  }
  const { code, message, errors } = readErrorBody(body);
  if (code === undefined) {
    return new ApiError({
      status: response.status,
      code: 'service_unavailable',
      message: unavailableMessage(language),
      path,
    });
  }
  return new ApiError({
    status: response.status,
    code,
    message: message ?? response.statusText,
    errors,
    path,
  });
}
