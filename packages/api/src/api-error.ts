/** Field name → messages, as the server's 422 answer carries them. */
export type FieldErrors = Record<string, string[]>;

/**
 * Every failed call rejects with this: the HTTP status (0 when the server could not be reached),
 * the server's message (already in the request's language) and, for 422, the errors per field.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: FieldErrors;
  readonly path: string;

  constructor({
    status,
    message,
    errors = {},
    path = '',
  }: {
    status: number;
    message: string;
    errors?: FieldErrors;
    path?: string;
  }) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
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

/** A 422: the server refused the data and says why per field (`errors`). */
export function isValidationError(error: unknown): error is ApiError {
  return isApiError(error) && error.status === 422;
}

/** Reads an error body defensively: the contract promises `{message, errors?}`, a proxy may answer anything. */
export async function apiErrorFromResponse(response: Response, path: string): Promise<ApiError> {
  let message = response.statusText;
  let errors: FieldErrors = {};
  try {
    const body: unknown = await response.clone().json();
    if (body && typeof body === 'object') {
      const record = body as Record<string, unknown>;
      if (typeof record.message === 'string') message = record.message;
      if (record.errors && typeof record.errors === 'object') {
        errors = Object.fromEntries(
          Object.entries(record.errors as Record<string, unknown>).map(([field, value]) => [
            field,
            Array.isArray(value) ? value.map(String) : [String(value)],
          ]),
        );
      }
    }
  } catch {
    // Not JSON: keep the status text.
  }
  return new ApiError({ status: response.status, message, errors, path });
}
