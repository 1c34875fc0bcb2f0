// What a rule may refuse with, named by what went wrong. Each kind carries its text in both
// languages and the contract's code, and nothing of HTTP: services, content-kit, storage and
// security throw these, and src/http/error-handler.ts answers each kind with its status (one table
// there).
import type { components } from '@convite/api/schema';
import { serverTexts, type LocalizedText } from '@convite/i18n/server-texts';

const texts = serverTexts.errors;

/** What went wrong, for a program: the contract's ErrorCode (openapi/README.md, "Error codes"). */
export type ErrorCode = components['schemas']['ErrorCode'];

type ErrorOptions = {
  cause?: unknown;
  /** The specific case, where a caller must tell it from the kind's other refusals. */
  code?: ErrorCode;
};

export abstract class DomainError extends Error {
  /** The text when the thrower gives none; each kind sets its own. */
  static readonly defaultMessage: LocalizedText = texts.internal;
  /** The code when the thrower names no specific case: the generic code of the kind's status. */
  static readonly defaultCode: ErrorCode = 'internal_error';

  readonly localized: LocalizedText;
  readonly code: ErrorCode;

  constructor(message?: LocalizedText, options?: ErrorOptions) {
    const kind = new.target as unknown as typeof DomainError;
    const text = message ?? kind.defaultMessage;
    super(text.en, options);
    this.name = new.target.name;
    this.localized = text;
    this.code = options?.code ?? kind.defaultCode;
  }
}

/** The request as a whole cannot be read or used (a malformed form, a bad signature). */
export class InvalidInputError extends DomainError {
  static override readonly defaultMessage = texts.badRequest;
  static override readonly defaultCode = 'bad_request';
}

/** Nobody is signed in, or the session is no longer valid. */
export class UnauthenticatedError extends DomainError {
  static override readonly defaultMessage = texts.unauthorized;
  static override readonly defaultCode = 'unauthenticated';
}

/** The card payment was declined or failed (the message says why). */
export class PaymentFailedError extends DomainError {
  static override readonly defaultCode = 'payment_failed';

  // Narrows the base: a declined payment always says why, so the message is required.
  // eslint-disable-next-line @typescript-eslint/no-useless-constructor
  constructor(message: LocalizedText, options?: ErrorOptions) {
    super(message, options);
  }
}

export class ForbiddenError extends DomainError {
  static override readonly defaultMessage = texts.forbidden;
  static override readonly defaultCode = 'forbidden';
}

/** Also for another account's resource: it is as absent as a missing one and never revealed. */
export class NotFoundError extends DomainError {
  static override readonly defaultMessage = texts.notFound;
  static override readonly defaultCode = 'not_found';
}

/** Not possible in the current state (an inactive wedding, a name taken, a limit reached). */
export class ConflictError extends DomainError {
  static override readonly defaultMessage = texts.conflict;
  static override readonly defaultCode = 'conflict';
}

/** The body or the file is larger than allowed. */
export class TooLargeError extends DomainError {
  static override readonly defaultMessage = texts.payloadTooLarge;
  static override readonly defaultCode = 'payload_too_large';
}

/** The body comes in a content type that is not accepted. */
export class UnsupportedContentTypeError extends DomainError {
  static override readonly defaultMessage = texts.unsupportedMediaType;
  static override readonly defaultCode = 'unsupported_media_type';
}

export type FieldErrors = Readonly<Record<string, LocalizedText | readonly LocalizedText[]>>;

/** Some fields are wrong: the message under each (`{ message, errors: { field: [message] } }`). */
export class InvalidFieldsError extends DomainError {
  static override readonly defaultCode = 'validation_failed';

  readonly fields: FieldErrors;

  constructor(fields: FieldErrors, message: LocalizedText = texts.validation) {
    super(message);
    this.fields = fields;
  }

  static field(field: string, message: LocalizedText): InvalidFieldsError {
    return new InvalidFieldsError({ [field]: message });
  }
}

export class RateLimitedError extends DomainError {
  static override readonly defaultCode = 'rate_limited';

  /** How long the caller should wait, when known (sent as Retry-After). */
  readonly retryAfterSeconds: number | undefined;

  constructor(message: LocalizedText = texts.tooManyRequests, retryAfterSeconds?: number) {
    super(message);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export class NotImplementedError extends DomainError {
  static override readonly defaultMessage = texts.notImplemented;
  static override readonly defaultCode = 'not_implemented';
}

/** Seconds a client is asked to wait (Retry-After) when a 503 names no other time. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 30;

/** An outside service (or this one) cannot do it right now. */
export class UnavailableError extends DomainError {
  static override readonly defaultMessage = texts.serviceUnavailable;
  static override readonly defaultCode = 'service_unavailable';

  /** How long the caller should wait: every 503 is sent with a Retry-After. */
  readonly retryAfterSeconds: number;

  constructor(message?: LocalizedText, options?: ErrorOptions & { retryAfterSeconds?: number }) {
    super(message, options);
    this.retryAfterSeconds = options?.retryAfterSeconds ?? UNAVAILABLE_RETRY_AFTER_SECONDS;
  }
}

/** Seconds a client is asked to wait (Retry-After) while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** The database is down, restarting or not answering: the request may simply be retried. */
export class DatabaseUnavailableError extends UnavailableError {
  constructor(options?: ErrorOptions) {
    super(texts.databaseUnavailable, {
      ...options,
      retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS,
    });
  }
}

/** Seconds a client is asked to wait (Retry-After) while nothing can be saved: space is made by hand. */
export const STORAGE_RETRY_AFTER_SECONDS = 60;

/**
 * Nothing can be written right now: the disk of the data folder or of TMPDIR is full (or over its
 * quota, or read-only), the database's disk is full, or the file storage cannot be reached. What was
 * saved before is untouched and the refused write left nothing behind.
 */
export class StorageUnavailableError extends UnavailableError {
  constructor(options?: ErrorOptions) {
    super(texts.storageUnavailable, { ...options, retryAfterSeconds: STORAGE_RETRY_AFTER_SECONDS });
  }
}
