// Typed application errors: services throw these (no HTTP in services); the error handler in
// error-handler.ts turns them into responses in the request's language.
import { serverTexts, type LocalizedText } from '@convite/i18n/server-texts';

const errorMessages = serverTexts.errors;

export class AppError extends Error {
  readonly status: number;
  readonly localized: LocalizedText;

  constructor(status: number, message: LocalizedText, options?: { cause?: unknown }) {
    super(message.en, options);
    this.name = new.target.name;
    this.status = status;
    this.localized = message;
  }
}

export class BadRequestError extends AppError {
  constructor(message: LocalizedText = errorMessages.badRequest, options?: { cause?: unknown }) {
    super(400, message, options);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message: LocalizedText = errorMessages.unauthorized) {
    super(401, message);
  }
}

/** 402: the card payment was declined or failed (the message says why). */
export class PaymentFailedError extends AppError {
  constructor(message: LocalizedText, options?: { cause?: unknown }) {
    super(402, message, options);
  }
}

export class ForbiddenError extends AppError {
  constructor(message: LocalizedText = errorMessages.forbidden) {
    super(403, message);
  }
}

/** Also for another account's resource: it answers 404 and never reveals that it exists. */
export class NotFoundError extends AppError {
  constructor(message: LocalizedText = errorMessages.notFound) {
    super(404, message);
  }
}

export class ConflictError extends AppError {
  constructor(message: LocalizedText = errorMessages.conflict) {
    super(409, message);
  }
}

export class PayloadTooLargeError extends AppError {
  constructor(message: LocalizedText = errorMessages.payloadTooLarge) {
    super(413, message);
  }
}

export class UnsupportedMediaTypeError extends AppError {
  constructor(message: LocalizedText = errorMessages.unsupportedMediaType) {
    super(415, message);
  }
}

export type FieldErrors = Readonly<Record<string, LocalizedText | readonly LocalizedText[]>>;

/** 422 with `{ message, errors: { field: [message] } }`, like the contract's request validation. */
export class FieldValidationError extends AppError {
  readonly fields: FieldErrors;

  constructor(fields: FieldErrors, message: LocalizedText = errorMessages.validation) {
    super(422, message);
    this.fields = fields;
  }

  static field(field: string, message: LocalizedText): FieldValidationError {
    return new FieldValidationError({ [field]: message });
  }
}

export class TooManyRequestsError extends AppError {
  /** Sent as Retry-After when set. */
  readonly retryAfterSeconds: number | undefined;

  constructor(message: LocalizedText = errorMessages.tooManyRequests, retryAfterSeconds?: number) {
    super(429, message);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export class NotImplementedError extends AppError {
  constructor(message: LocalizedText = errorMessages.notImplemented) {
    super(501, message);
  }
}

export class ServiceUnavailableError extends AppError {
  constructor(
    message: LocalizedText = errorMessages.serviceUnavailable,
    options?: { cause?: unknown },
  ) {
    super(503, message, options);
  }
}

/** Seconds a client is asked to wait (Retry-After) while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** 503 while the database is down, restarting or not answering: the request may simply be retried. */
export class DatabaseUnavailableError extends ServiceUnavailableError {
  readonly retryAfterSeconds = DATABASE_RETRY_AFTER_SECONDS;

  constructor(options?: { cause?: unknown }) {
    super(errorMessages.databaseUnavailable, options);
  }
}
