// What the contract's JSON Schemas cannot say, checked together with them (contract.ts) so that a
// 422 names every wrong field at once:
// - text that is not storable text: NUL (PostgreSQL refuses it in text and jsonb) and lone UTF-16
//   surrogates (no UTF-8 for them), in any string value or object key of a request;
// - the rules a route adds beyond the schema (`bodyChecks`), on the fields the schema accepted;
// - integers written loosely in a path, query or form field (`+3`, `03`, `0x3`, `3e0`, `3.0`),
//   which Ajv's type coercion would otherwise read as 3.
import { type LocalizedText } from '@convite/i18n/server-texts';
import type { ErrorObject } from 'ajv';

/** The keyword of the errors for NUL and lone surrogates (validation-messages.ts words it). */
export const TEXT_KEYWORD = 'storableText';
/** Messages per field (a field without a message is fine). */
export type FieldMessages = Readonly<
  Record<string, LocalizedText | readonly LocalizedText[] | undefined>
>;

/** The keyword of a route's own rule; its `params.message` is the text to answer. */
export const LOCALIZED_KEYWORD = 'localizedRule';

const pointer = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

// In a `u` regular expression a surrogate pair is one code point: only a lone surrogate is \p{Cs}.
const isStorable = (text: string) => !text.includes('\u0000') && !/\p{Cs}/u.test(text);

type Location = { parent: Location; key: string } | null;

function pathOf(location: Location): string {
  const keys: string[] = [];
  for (let at = location; at !== null; at = at.parent) keys.unshift(`/${pointer(at.key)}`);
  return keys.join('');
}

/** An error for every string value or key under `value` that holds NUL or a lone surrogate. */
export function unstorableTextErrors(value: unknown): ErrorObject[] {
  const errors: ErrorObject[] = [];
  // A loop, not recursion, and paths built only for an error: a body may nest thousands deep.
  const pending: [unknown, Location][] = [[value, null]];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [node, location] = next;
    if (typeof node === 'string') {
      if (!isStorable(node)) errors.push(textError(pathOf(location)));
    } else if (typeof node === 'object' && node !== null) {
      for (const [key, item] of Object.entries(node)) {
        // A bad key is reported at its object: it could not be shown as a field name anyway.
        if (!isStorable(key)) errors.push(textError(pathOf(location)));
        else pending.push([item, { parent: location, key }]);
      }
    }
  }
  return errors;
}

function textError(instancePath: string): ErrorObject {
  return { keyword: TEXT_KEYWORD, instancePath, schemaPath: '#', params: {} };
}

/** A decimal integer without sign noise, leading zeros, exponent or fraction: `0`, `42`, `-7`. */
export function isCanonicalInteger(text: string): boolean {
  return /^-?(0|[1-9][0-9]*)$/.test(text);
}

type Schema = Record<string, unknown>;

function acceptsInteger(schema: unknown): boolean {
  if (typeof schema !== 'object' || schema === null) return false;
  const { type, allOf, anyOf, oneOf } = schema as Schema;
  if (type === 'integer' || (Array.isArray(type) && type.includes('integer'))) return true;
  return [allOf, anyOf, oneOf].some(
    (branches) => Array.isArray(branches) && branches.some(acceptsInteger),
  );
}

/** The properties of an object schema (path or query parameters) that take an integer. */
export function integerProperties(schema: unknown): string[] {
  const properties = (schema as Schema | null)?.properties;
  if (typeof properties !== 'object' || properties === null) return [];
  return Object.entries(properties)
    .filter(([, property]) => acceptsInteger(property))
    .map(([name]) => name);
}

/** A `type: integer` error for each of `names` whose text in `data` is not a canonical integer. */
export function looseIntegerErrors(data: unknown, names: readonly string[]): ErrorObject[] {
  if (typeof data !== 'object' || data === null) return [];
  return names
    .filter((name) => {
      const value = (data as Schema)[name];
      return typeof value === 'string' && !isCanonicalInteger(value);
    })
    .map((name) => ({
      keyword: 'type',
      instancePath: `/${pointer(name)}`,
      schemaPath: '#',
      params: { type: 'integer' },
    }));
}

/** The top-level field a schema error is about (`/phone` and a missing `phone` are both phone). */
function topField(error: ErrorObject): string | undefined {
  const [first] = error.instancePath.split('/').slice(1);
  if (first !== undefined) return first.replace(/~1/g, '/').replace(/~0/g, '~');
  const { missingProperty } = error.params as { missingProperty?: unknown };
  return typeof missingProperty === 'string' ? missingProperty : undefined;
}

/**
 * The errors of `checks` on the fields of `body` that no schema error names: those have the types
 * the schema promises, and a field already wrong is not reported twice.
 */
export function fieldCheckErrors(
  body: unknown,
  schemaErrors: readonly ErrorObject[],
  checks: (fields: Readonly<Record<string, unknown>>) => FieldMessages,
): ErrorObject[] {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return [];
  if (schemaErrors.some((error) => topField(error) === undefined)) return []; // not an object of the schema
  const flagged = new Set(schemaErrors.map(topField));
  const fields = Object.fromEntries(Object.entries(body).filter(([name]) => !flagged.has(name)));
  return Object.entries(checks(fields))
    .filter(([name, messages]) => messages !== undefined && !flagged.has(name))
    .flatMap(([name, messages]) =>
      [messages ?? []].flat().map((message: LocalizedText) => ({
        keyword: LOCALIZED_KEYWORD,
        instancePath: `/${pointer(name)}`,
        schemaPath: '#',
        params: { message },
      })),
    );
}
