// Ajv errors → the contract's 422 `errors` map, in the request's language. The field key is the
// property name (dotted for nested fields; for `required`, the missing property).
import { fill, serverTexts, type Language, type LocalizedText } from '@convite/i18n/server-texts';
import type { ErrorObject } from 'ajv';
import { LOCALIZED_KEYWORD, TEXT_KEYWORD } from './input-checks.ts';

type Params = Record<string, unknown>;

const texts = serverTexts.validation;

const typeNames: Readonly<Record<string, LocalizedText>> = texts.types;

const formatNames: Readonly<Record<string, LocalizedText>> = {
  email: texts.formats.email,
  'date-time': texts.formats.dateTime,
  date: texts.formats.date,
  uri: texts.formats.uri,
  url: texts.formats.uri,
};

function list(values: unknown): string {
  return Array.isArray(values)
    ? values.map((value) => (value === null ? 'null' : String(value))).join(', ')
    : '';
}

/** The message for one Ajv error. */
export function validationMessage(error: ErrorObject, language: Language): string {
  const params = error.params as Params;
  const limit = String(params.limit);
  const text = ((): LocalizedText => {
    switch (error.keyword) {
      case 'required':
        return texts.required;
      case 'format':
        return formatNames[String(params.format)] ?? texts.invalidFormat;
      case 'minLength':
        return Number(params.limit) <= 1 ? texts.required : fill(texts.minLength, { limit });
      case 'maxLength':
        return fill(texts.maxLength, { limit });
      case 'pattern':
        return texts.invalidFormat;
      case 'type': {
        const types = Array.isArray(params.type) ? params.type : String(params.type).split(',');
        const first = types.find((type) => type !== 'null') ?? types[0];
        return typeNames[String(first)] ?? texts.invalid;
      }
      case 'enum':
        return fill(texts.enum, { options: list(params.allowedValues) });
      case 'const':
        return fill(texts.const, { value: String(params.allowedValue) });
      case 'minimum':
        return fill(texts.minimum, { limit });
      case 'maximum':
        return fill(texts.maximum, { limit });
      case 'exclusiveMinimum':
        return fill(texts.exclusiveMinimum, { limit });
      case 'exclusiveMaximum':
        return fill(texts.exclusiveMaximum, { limit });
      case 'multipleOf':
        return fill(texts.multipleOf, { value: String(params.multipleOf) });
      case 'minItems':
        return fill(texts.minItems, { limit });
      case 'maxItems':
        return fill(texts.maxItems, { limit });
      case 'uniqueItems':
        return texts.uniqueItems;
      case 'additionalProperties':
      case 'unevaluatedProperties': {
        const name = String(params.additionalProperty ?? params.unevaluatedProperty);
        return fill(texts.unknownField, { name });
      }
      case 'minProperties':
        return texts.required;
      case LOCALIZED_KEYWORD:
        return params.message as LocalizedText;
      case TEXT_KEYWORD:
        return texts.invalidCharacters;
      default:
        return texts.invalid;
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
