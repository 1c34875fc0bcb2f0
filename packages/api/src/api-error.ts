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
 * the contract's code (undefined without an answer, or for a body that is not the API's: a proxy's
 * page), the server's message (already in the request's language) and, for 422, the errors per field.
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

/** Reads an error answer defensively: a proxy may answer anything (then the status text is the message). */
export async function apiErrorFromResponse(response: Response, path: string): Promise<ApiError> {
  let body: unknown = null;
  try {
    body = await response.clone().json();
  } catch {
    // Not JSON: keep the status text.
  }
  const { code, message = response.statusText, errors } = readErrorBody(body);
  return new ApiError({ status: response.status, code, message, errors, path });
}
