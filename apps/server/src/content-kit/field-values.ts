// The editable fields of wedding content, described once per resource: each field's operation (a
// PATCH /<resource>/{id}/<field> in the contract) sets it. The contract has already checked the JSON type; this applies the rules on top
// (trimmed text, blank optional text → null, http(s) links only, ISO timestamps → Date, calendar days
// kept as their YYYY-MM-DD text).
import { serverTexts, type LocalizedText } from '@convite/i18n/server-texts';
import { toE164Phone } from '@convite/rules/phone';
import { InvalidFieldsError } from '../domain/errors.ts';
import type { OperationId } from '../http/operations.ts';

export type FieldKind =
  | 'text'
  | 'optionalText'
  | 'optionalLink'
  | 'boolean'
  | 'timestamp'
  | 'optionalTimestamp'
  | 'optionalDate'
  | 'optionalPhone'
  | 'optionalId';

export type FieldSpec<Key extends string = string> = {
  /** The body property and the column (`addressLink`). */
  key: Key;
  kind: FieldKind;
  /** The contract operation that sets it: its PATCH /<resource>/{id}/<field> (content-routes.ts). */
  operationId: OperationId;
};

export type FieldValue = string | boolean | number | Date | null;

const isHttpLink = (value: string) => /^https?:\/\/[^\s]+$/i.test(value);

/** The stored value of one field (422 under the field's key when the rules refuse it). */
export function normalizeField(spec: FieldSpec, raw: unknown): FieldValue {
  switch (spec.kind) {
    case 'text': {
      const text = String(raw).trim();
      if (text === '') throw InvalidFieldsError.field(spec.key, serverTexts.content.required);
      return text;
    }
    case 'optionalText':
      return optionalText(raw);
    case 'optionalLink': {
      const link = optionalText(raw);
      if (link !== null && !isHttpLink(link)) {
        throw InvalidFieldsError.field(spec.key, serverTexts.content.httpLink);
      }
      return link;
    }
    case 'timestamp':
      return new Date(String(raw));
    case 'optionalTimestamp':
      return raw === null || raw === undefined ? null : new Date(String(raw));
    case 'optionalDate':
      return raw === null || raw === undefined ? null : String(raw);
    case 'boolean':
      return raw === true;
    case 'optionalId':
      return typeof raw === 'number' ? raw : null;
    case 'optionalPhone': {
      const typed = optionalText(raw);
      if (typed === null) return null;
      const phone = toE164Phone(typed);
      if (phone === null) throw InvalidFieldsError.field(spec.key, serverTexts.content.phone);
      return phone;
    }
  }
}

function optionalText(raw: unknown): string | null {
  if (raw === null || raw === undefined) return null;
  const text = String(raw).trim();
  return text === '' ? null : text;
}

/**
 * The stored values of the fields present in `body` (create requests leave optional fields out;
 * they keep the column default).
 */
export function normalizeFields<Key extends string>(
  specs: readonly FieldSpec<Key>[],
  body: Readonly<Record<string, unknown>>,
): Partial<Record<Key, FieldValue>> {
  const values: Partial<Record<Key, FieldValue>> = {};
  const problems: Record<string, LocalizedText> = {};
  for (const spec of specs) {
    if (!(spec.key in body)) continue;
    try {
      values[spec.key] = normalizeField(spec, body[spec.key]);
    } catch (error) {
      if (!(error instanceof InvalidFieldsError)) throw error;
      Object.assign(problems, error.fields);
    }
  }
  if (Object.keys(problems).length > 0) throw new InvalidFieldsError(problems);
  return values;
}
