// Ajv errors → the contract's 422 `errors` map, in the request's language. The field key is the
// property name (dotted for nested fields; for `required`, the missing property).
import type { ErrorObject } from 'ajv';
import { LOCALIZED_KEYWORD, TEXT_KEYWORD } from './input-checks.ts';
import type { Language, LocalizedText } from './language.ts';

type Params = Record<string, unknown>;

const typeNames: Record<string, LocalizedText> = {
  integer: { es: 'Debe ser un número entero.', en: 'Must be an integer.' },
  number: { es: 'Debe ser un número.', en: 'Must be a number.' },
  string: { es: 'Debe ser un texto.', en: 'Must be a string.' },
  boolean: { es: 'Debe ser verdadero o falso.', en: 'Must be true or false.' },
  object: { es: 'Debe ser un objeto.', en: 'Must be an object.' },
  array: { es: 'Debe ser una lista.', en: 'Must be a list.' },
  null: { es: 'Debe estar vacío.', en: 'Must be empty.' },
};

const formatNames: Record<string, LocalizedText> = {
  email: { es: 'Correo electrónico inválido.', en: 'Invalid email address.' },
  'date-time': {
    es: 'Fecha y hora inválidas (ISO 8601, p. ej. 2026-05-01T18:00:00Z).',
    en: 'Invalid date and time (ISO 8601, e.g. 2026-05-01T18:00:00Z).',
  },
  date: { es: 'Fecha inválida (AAAA-MM-DD).', en: 'Invalid date (YYYY-MM-DD).' },
  uri: { es: 'URL inválida.', en: 'Invalid URL.' },
  url: { es: 'URL inválida.', en: 'Invalid URL.' },
};

const required: LocalizedText = { es: 'Este campo es obligatorio.', en: 'This field is required.' };
const invalid: LocalizedText = { es: 'Valor inválido.', en: 'Invalid value.' };

function list(values: unknown): string {
  return Array.isArray(values)
    ? values.map((value) => (value === null ? 'null' : String(value))).join(', ')
    : '';
}

/** The message for one Ajv error. */
export function validationMessage(error: ErrorObject, language: Language): string {
  const params = error.params as Params;
  const text = ((): LocalizedText => {
    switch (error.keyword) {
      case 'required':
        return required;
      case 'format':
        return (
          formatNames[String(params.format)] ?? { es: 'Formato inválido.', en: 'Invalid format.' }
        );
      case 'minLength': {
        const limit = Number(params.limit);
        if (limit <= 1) return required;
        return {
          es: `Debe tener al menos ${limit} caracteres.`,
          en: `Must be at least ${limit} characters long.`,
        };
      }
      case 'maxLength':
        return {
          es: `Debe tener como máximo ${String(params.limit)} caracteres.`,
          en: `Must be at most ${String(params.limit)} characters long.`,
        };
      case 'pattern':
        return { es: 'Formato inválido.', en: 'Invalid format.' };
      case 'type': {
        const types = Array.isArray(params.type) ? params.type : String(params.type).split(',');
        const first = types.find((type) => type !== 'null') ?? types[0];
        return typeNames[String(first)] ?? invalid;
      }
      case 'enum':
        return {
          es: `Valor no permitido. Opciones: ${list(params.allowedValues)}.`,
          en: `Value not allowed. Options: ${list(params.allowedValues)}.`,
        };
      case 'const':
        return {
          es: `Debe ser ${String(params.allowedValue)}.`,
          en: `Must be ${String(params.allowedValue)}.`,
        };
      case 'minimum':
        return {
          es: `Debe ser mayor o igual a ${String(params.limit)}.`,
          en: `Must be greater than or equal to ${String(params.limit)}.`,
        };
      case 'maximum':
        return {
          es: `Debe ser menor o igual a ${String(params.limit)}.`,
          en: `Must be less than or equal to ${String(params.limit)}.`,
        };
      case 'exclusiveMinimum':
        return {
          es: `Debe ser mayor que ${String(params.limit)}.`,
          en: `Must be greater than ${String(params.limit)}.`,
        };
      case 'exclusiveMaximum':
        return {
          es: `Debe ser menor que ${String(params.limit)}.`,
          en: `Must be less than ${String(params.limit)}.`,
        };
      case 'multipleOf':
        return {
          es: `Debe ser múltiplo de ${String(params.multipleOf)}.`,
          en: `Must be a multiple of ${String(params.multipleOf)}.`,
        };
      case 'minItems':
        return {
          es: `Debe tener al menos ${String(params.limit)} elementos.`,
          en: `Must have at least ${String(params.limit)} items.`,
        };
      case 'maxItems':
        return {
          es: `Debe tener como máximo ${String(params.limit)} elementos.`,
          en: `Must have at most ${String(params.limit)} items.`,
        };
      case 'uniqueItems':
        return {
          es: 'No debe tener elementos repetidos.',
          en: 'Must not contain duplicate items.',
        };
      case 'additionalProperties':
      case 'unevaluatedProperties': {
        const name = String(params.additionalProperty ?? params.unevaluatedProperty);
        return { es: `El campo «${name}» no está permitido.`, en: `Unknown field "${name}".` };
      }
      case 'minProperties':
        return required;
      case LOCALIZED_KEYWORD:
        return params.message as LocalizedText;
      case TEXT_KEYWORD:
        return {
          es: 'Contiene caracteres no válidos (un carácter nulo o un símbolo incompleto).',
          en: 'Contains characters that are not allowed (a null character or a broken symbol).',
        };
      default:
        return invalid;
    }
  })();
  return text[language];
}

/** The field an error belongs to: `email`, `guests.0.name`; the root value is named by its context. */
export function validationField(error: ErrorObject, context: string): string {
  const segments = error.instancePath
    .split('/')
    .slice(1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
  const params = error.params as Params;
  if (error.keyword === 'required' && typeof params.missingProperty === 'string') {
    segments.push(params.missingProperty);
  } else if (
    error.keyword === 'additionalProperties' &&
    typeof params.additionalProperty === 'string'
  ) {
    segments.push(params.additionalProperty);
  } else if (
    error.keyword === 'unevaluatedProperties' &&
    typeof params.unevaluatedProperty === 'string'
  ) {
    segments.push(params.unevaluatedProperty);
  }
  return segments.length === 0 ? context : segments.join('.');
}

const COMBINATORS = new Set(['oneOf', 'anyOf', 'if', 'not', 'allOf']);

/**
 * Groups Ajv errors per field, dropping the noise of nullable alternatives (`type: [x, null]` or
 * `oneOf: [x, null]` report both branches) and of combinators whose branches already explain it.
 */
export function validationErrorsMap(
  errors: readonly ErrorObject[],
  context: string,
  language: Language,
): Record<string, string[]> {
  const specific = errors.filter((error) => !COMBINATORS.has(error.keyword));
  const relevant = specific.filter((error) => {
    if (error.keyword !== 'type' || (error.params as Params).type !== 'null') return true;
    // A "must be null" from the null branch of a nullable value says nothing useful when another
    // error explains the same value.
    return !specific.some((other) => other !== error && other.instancePath === error.instancePath);
  });
  const chosen = relevant.length > 0 ? relevant : errors;
  // A Map, not an object: a field may be named `__proto__`.
  const map = new Map<string, string[]>();
  for (const error of chosen) {
    const field = validationField(error, context);
    const message = validationMessage(error, language);
    const messages = map.get(field) ?? [];
    if (!messages.includes(message)) messages.push(message);
    map.set(field, messages);
  }
  return Object.fromEntries(map);
}
