// What every setting's schema is made of: the README row it carries (`documented`), the error
// of a bad value (`got`), and the shapes the variables share (URLs, bounded integers, lists).
import { z } from 'zod';

/** What the README's configuration table says of a variable (the table is generated from these). */
export type ConfigVariableInfo = Readonly<{ name: string; default: string; description: string }>;
export type VariableDoc = Readonly<{ description: string; default?: string }>;

export const docs = z.registry<VariableDoc>();

/** A variable's schema with its README row: what it sets, and its default when the schema has none. */
export function documented<T extends z.ZodType>(
  schema: T,
  description: string,
  defaultText?: string,
): T {
  docs.add(schema as z.ZodType, {
    description,
    ...(defaultText === undefined ? {} : { default: defaultText }),
  });
  return schema;
}

/** The zod error of a bad value: what the variable expects, then the value (redacted by `shown`). */
export function got(expected: string, shown: (value: string) => string = (value) => value) {
  return {
    error: (issue: { input?: unknown }) => `${expected}, got "${shown(String(issue.input))}"`,
    abort: true,
  };
}

export const protocolOf = (value: string) => (URL.canParse(value) ? new URL(value).protocol : '');
export const redactUrl = (value: string) => value.replace(/\/\/([^/@]*)@/, '//***@');
export const commaSeparated = (value: string) =>
  value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');

export const httpUrl = z
  .string()
  .refine(
    (value) => ['http:', 'https:'].includes(protocolOf(value)),
    got('an absolute http(s) URL'),
  )
  .transform((value) => value.replace(/\/+$/, ''));
export const urlOf = (protocols: readonly string[], expected: string) =>
  z.string().refine((value) => protocols.includes(protocolOf(value)), got(expected, redactUrl));
export const integer = (min: number, max: number, unit: string) =>
  z
    .string()
    .refine(
      (value) => /^\d+$/.test(value) && Number(value) >= min && Number(value) <= max,
      got(`${unit} between ${min} and ${max}`),
    )
    .transform(Number);
export const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, got(`one of ${values.join(', ')}`));
export const secret = (pattern: RegExp, expected: string) =>
  z.string().regex(pattern, { error: expected }); // never echoed

export const ms = 'milliseconds';

/** The parsed values of a group of variables, by name (an optional one may be absent). */
export type SettingsOf<T extends z.ZodRawShape> = z.output<z.ZodObject<T>>;
