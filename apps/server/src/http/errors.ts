// Typed application errors: services throw these (no HTTP in services); the error handler in
// error-handler.ts turns them into responses in the request's language.
import type { LocalizedText } from './language.ts';

export const errorMessages = {
  badRequest: { es: 'La solicitud no es válida.', en: 'The request is not valid.' },
  malformedJson: {
    es: 'El cuerpo de la solicitud no es un JSON válido.',
    en: 'The request body is not valid JSON.',
  },
  emptyJson: {
    es: 'El cuerpo de la solicitud está vacío; se esperaba un JSON.',
    en: 'The request body is empty; JSON was expected.',
  },
  payloadTooLarge: {
    es: 'El cuerpo de la solicitud es demasiado grande (máximo 1 MB).',
    en: 'The request body is too large (1 MB at most).',
  },
  malformedMultipart: {
    es: 'El formulario enviado está incompleto o mal formado.',
    en: 'The form sent is incomplete or malformed.',
  },
  malformedUrl: {
    es: 'La dirección de la solicitud no es válida.',
    en: 'The request address is not valid.',
  },
  urlTooLong: {
    es: 'La dirección de la solicitud es demasiado larga.',
    en: 'The request address is too long.',
  },
  headersTooLarge: {
    es: 'Los encabezados de la solicitud son demasiado grandes.',
    en: 'The request headers are too large.',
  },
  requestTimeout: {
    es: 'La solicitud tardó demasiado en llegar.',
    en: 'The request took too long to arrive.',
  },
  invalidPreflight: {
    es: 'Una solicitud OPTIONS necesita los encabezados Origin y Access-Control-Request-Method.',
    en: 'An OPTIONS request needs the Origin and Access-Control-Request-Method headers.',
  },
  unsupportedMediaType: {
    es: 'Tipo de contenido no admitido; envía application/json.',
    en: 'Unsupported content type; send application/json.',
  },
  unauthorized: {
    es: 'Tu sesión no es válida o ha expirado. Inicia sesión de nuevo.',
    en: 'Your session is not valid or has expired. Please sign in again.',
  },
  forbidden: {
    es: 'No tienes permiso para realizar esta acción.',
    en: 'You are not allowed to do this.',
  },
  notFound: { es: 'No encontrado.', en: 'Not found.' },
  routeNotFound: { es: 'La ruta solicitada no existe.', en: 'The requested route does not exist.' },
  methodNotAllowed: { es: 'Método no permitido.', en: 'Method not allowed.' },
  conflict: {
    es: 'La operación no es posible en el estado actual.',
    en: 'The operation is not possible in the current state.',
  },
  validation: {
    es: 'Favor de llenar todos los campos correctamente.',
    en: 'Please fill out all fields correctly.',
  },
  tooManyRequests: {
    es: 'Demasiados intentos. Inténtalo de nuevo más tarde.',
    en: 'Too many attempts. Please try again later.',
  },
  serviceUnavailable: {
    es: 'El servicio no está disponible en este momento.',
    en: 'The service is not available right now.',
  },
  databaseUnavailable: {
    es: 'El servicio no está disponible por un momento. Inténtalo de nuevo en unos segundos.',
    en: 'The service is briefly unavailable. Please try again in a few seconds.',
  },
  notImplemented: { es: 'Esta función aún no está disponible.', en: 'This is not available yet.' },
  internal: {
    es: 'Ocurrió un error inesperado. Inténtalo de nuevo más tarde.',
    en: 'An unexpected error occurred. Please try again later.',
  },
} as const satisfies Record<string, LocalizedText>;

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
