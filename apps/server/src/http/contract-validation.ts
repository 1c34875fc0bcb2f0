// Validation against the contract's schemas (Ajv, JSON Schema 2020-12): requests, with the input
// checks every text and integer gets besides its schema, and responses (responseMismatch).
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { ErrorObject, ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type {
  Contract,
  ContractOperation,
  ContractResponse,
  JsonSchema,
} from './contract-document.ts';
import {
  fieldCheckErrors,
  type FieldMessages,
  integerProperties,
  looseIntegerErrors,
  unstorableTextErrors,
} from './input-checks.ts';

// Ajv instances shared by every app of the process, so tests compile each schema once.
const addFormats = addFormatsModule.default;

function createAjv(options: { coerceTypes: boolean; useDefaults: boolean }): Ajv2020 {
  const ajv = new Ajv2020({
    allErrors: true,
    coerceTypes: options.coerceTypes,
    useDefaults: options.useDefaults,
    removeAdditional: false,
    // OpenAPI keywords (example, discriminator, x-*) and 3.1 union types are tolerated.
    strict: false,
    validateFormats: true,
  });
  addFormats(ajv);
  for (const format of ['binary', 'int32', 'int64', 'float', 'double', 'password'])
    ajv.addFormat(format, true);
  return ajv;
}

const ajvBody = createAjv({ coerceTypes: false, useDefaults: true });
const ajvCoercing = createAjv({ coerceTypes: true, useDefaults: true });
const ajvResponses = createAjv({ coerceTypes: false, useDefaults: false });

function compileCached(
  ajv: Ajv2020,
  cache: WeakMap<object, ValidateFunction>,
  schema: object,
): ValidateFunction {
  let validate = cache.get(schema);
  if (validate === undefined) {
    validate = ajv.compile(schema);
    cache.set(schema, validate);
  }
  return validate;
}

const bodyValidators = new WeakMap<object, ValidateFunction>();
const coercingValidators = new WeakMap<object, ValidateFunction>();
const responseValidators = new WeakMap<object, ValidateFunction>();

type CheckedValidator = ((data: unknown) => boolean) & { errors: ErrorObject[] | null };

/** Rules a schema cannot express (a phone's digits), given the body's fields that passed it. */
export type BodyChecks = (fields: Readonly<Record<string, unknown>>) => FieldMessages;

/**
 * The schema's validation and the checks no schema can express (input-checks.ts, and the route's
 * `bodyChecks`) in one pass, so that a 422 names every wrong field at once. `integers` are the
 * properties whose text must be a canonical integer (path and query values, before Ajv coerces).
 */
function withInputChecks(
  validate: ValidateFunction,
  options: { integers?: readonly string[]; bodyChecks?: BodyChecks } = {},
): CheckedValidator {
  const checked: CheckedValidator = Object.assign(
    (data: unknown) => {
      const loose = looseIntegerErrors(data, options.integers ?? []);
      const looseFields = new Set(loose.map((error) => error.instancePath));
      const errors = [
        ...(validate(data) ? [] : (validate.errors ?? [])).filter(
          (error) => !looseFields.has(error.instancePath),
        ),
        ...loose,
        ...unstorableTextErrors(data),
      ];
      if (options.bodyChecks !== undefined) {
        errors.push(...fieldCheckErrors(data, errors, options.bodyChecks));
      }
      checked.errors = errors.length === 0 ? null : errors;
      return errors.length === 0;
    },
    { errors: null },
  );
  return checked;
}

/** The validator of one part of a request (Fastify's validator compiler). */
export function compileValidator(
  schema: object,
  httpPart: string | undefined,
  bodyChecks?: BodyChecks,
): CheckedValidator {
  if (httpPart === 'body') {
    return withInputChecks(compileCached(ajvBody, bodyValidators, schema), { bodyChecks });
  }
  return withInputChecks(compileCached(ajvCoercing, coercingValidators, schema), {
    integers: integerProperties(schema),
  });
}

/** Validates a value against a contract schema (e.g. the fields of a multipart upload). */
export function validateAgainst(schema: object, value: unknown): readonly ErrorObject[] {
  const validate = compileValidator(schema, 'body');
  return validate(value) ? [] : (validate.errors ?? []);
}

function findResponse(operation: ContractOperation, status: number): ContractResponse | undefined {
  return (
    operation.responses[String(status)] ??
    operation.responses[`${String(status).charAt(0)}XX`] ??
    operation.responses.default
  );
}

/** Why a response breaks the contract, or null when it conforms. */
export function responseMismatch(
  contract: Contract,
  operation: ContractOperation,
  status: number,
  contentType: string,
  payload: unknown,
): { reason: string; errors?: readonly ErrorObject[] } | null {
  const mediaType = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  const declared = findResponse(operation, status);
  const isEmpty =
    payload === undefined ||
    payload === null ||
    payload === '' ||
    (Buffer.isBuffer(payload) && payload.length === 0);
  let schema: JsonSchema | undefined;
  if (declared === undefined) {
    // Framework and generic errors (400, 413, 415, 500, ...) may answer any operation: the Error shape.
    if (status < 400)
      return { reason: `status ${status} is not declared for ${operation.operationId}` };
    schema = contract.errorSchema;
  } else {
    const types = Object.keys(declared.content);
    if (types.length === 0) {
      return isEmpty
        ? null
        : { reason: `status ${status} of ${operation.operationId} declares no body` };
    }
    if (!types.includes(mediaType)) {
      return {
        reason: `content type "${mediaType}" is not declared for status ${status} (${types.join(', ')})`,
      };
    }
    schema = declared.content[mediaType];
  }
  if (mediaType !== 'application/json' && !mediaType.endsWith('+json')) return null;
  if (schema === undefined) return null;
  let body: unknown;
  try {
    body = JSON.parse(Buffer.isBuffer(payload) ? payload.toString('utf8') : String(payload));
  } catch {
    return { reason: 'the body is not valid JSON' };
  }
  const validate = compileCached(ajvResponses, responseValidators, schema);
  return validate(body)
    ? null
    : { reason: 'the body does not match the schema', errors: validate.errors ?? [] };
}
