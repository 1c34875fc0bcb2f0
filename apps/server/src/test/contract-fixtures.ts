// Minimal valid requests built from the contract, for the tests that walk every operation.
import type { InjectOptions } from 'fastify';
import type { ContractOperation } from '../http/contract-document.ts';
import { validateAgainst } from '../http/contract-validation.ts';

type Schema = Record<string, unknown>;

function isObject(value: unknown): value is Schema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const STRING_FORMATS: Record<string, string> = {
  email: 'fixture@example.com',
  'date-time': '2030-06-15T18:00:00.000Z',
  date: '2030-06-15',
  uri: 'https://example.com/',
  url: 'https://example.com/',
  uuid: '00000000-0000-4000-8000-000000000000',
  binary: '',
};

/** The smallest plausible value a schema accepts (examples and defaults first). */
export function sampleFromSchema(schema: unknown): unknown {
  if (!isObject(schema)) return null;
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if (schema.example !== undefined) return schema.example;
  if (schema.default !== undefined) return schema.default;
  if (Array.isArray(schema.enum)) return schema.enum.find((value) => value !== null) ?? null;
  if (Array.isArray(schema.allOf)) {
    const parts = schema.allOf.map(sampleFromSchema);
    const own = sampleFromSchema({ ...schema, allOf: undefined });
    if (parts.every(isObject)) return Object.assign({}, ...parts, isObject(own) ? own : {});
    return parts[0];
  }
  for (const key of ['oneOf', 'anyOf'] as const) {
    const branches = schema[key];
    if (Array.isArray(branches)) {
      const branch =
        branches.find((candidate) => !(isObject(candidate) && candidate.type === 'null')) ??
        branches[0];
      return sampleFromSchema(branch);
    }
  }
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const type = types.find((candidate) => candidate !== 'null') ?? types[0];
  switch (type) {
    case 'object': {
      const properties = isObject(schema.properties) ? schema.properties : {};
      const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
      return Object.fromEntries(required.map((name) => [name, sampleFromSchema(properties[name])]));
    }
    case 'array': {
      const count = typeof schema.minItems === 'number' ? schema.minItems : 0;
      return Array.from({ length: count }, (_, index) => {
        const item = sampleFromSchema(schema.items);
        return typeof item === 'number' ? item + index : item;
      });
    }
    case 'integer':
    case 'number': {
      if (typeof schema.minimum === 'number')
        return Math.max(schema.minimum, type === 'integer' ? 1 : schema.minimum);
      if (typeof schema.exclusiveMinimum === 'number') return schema.exclusiveMinimum + 1;
      return 1;
    }
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'string': {
      const format = typeof schema.format === 'string' ? STRING_FORMATS[schema.format] : undefined;
      if (format !== undefined) return format;
      const length = typeof schema.minLength === 'number' ? Math.max(schema.minLength, 1) : 1;
      return 'x'.repeat(Math.min(length, 64)).padEnd(length, 'x');
    }
    default:
      return null;
  }
}

/** `/v1/weddings/{id}/name` with path parameters from `values`, else sampled (`1`, a slug, …). */
export function samplePath(
  operation: ContractOperation,
  values: Readonly<Record<string, string | number>> = {},
): string {
  return operation.routeUrl.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const given = values[name];
    if (given !== undefined) return encodeURIComponent(String(given));
    const parameter = operation.parameters.find(
      (candidate) => candidate.in === 'path' && candidate.name === name,
    );
    return encodeURIComponent(String(sampleFromSchema(parameter?.schema) ?? 1));
  });
}

export type SampleRequestOptions = {
  pathValues?: Readonly<Record<string, string | number>>;
  /** Merged over the sampled JSON body. */
  body?: Readonly<Record<string, unknown>>;
};

/** A request that the contract's validation accepts (required query, header and JSON body filled). */
export function sampleRequest(
  operation: ContractOperation,
  options: SampleRequestOptions = {},
): InjectOptions {
  const query: Record<string, string> = {};
  const headers: Record<string, string> = {};
  for (const parameter of operation.parameters) {
    if (!parameter.required || parameter.in === 'path') continue;
    const value = String(sampleFromSchema(parameter.schema));
    if (parameter.in === 'query') query[parameter.name] = value;
    if (parameter.in === 'header') {
      headers[parameter.name.toLowerCase()] =
        parameter.name.toLowerCase() === 'idempotency-key'
          ? `fixture-${Math.random().toString(36).slice(2, 12)}`
          : value;
    }
  }
  const request: InjectOptions = {
    method: operation.method as InjectOptions['method'],
    url: samplePath(operation, options.pathValues),
    query,
    headers,
  };
  const jsonSchema = operation.requestBody?.content['application/json'];
  if (jsonSchema !== undefined) {
    const sampled = sampleFromSchema(jsonSchema);
    request.payload = (
      isObject(sampled) ? { ...sampled, ...options.body } : sampled
    ) as InjectOptions['payload'];
  }
  return request;
}

/** Why the sampled JSON body of an operation breaks its own schema (so the contract needs `examples`). */
export function sampleBodyProblems(operation: ContractOperation): string[] {
  const jsonSchema = operation.requestBody?.content['application/json'];
  if (jsonSchema === undefined) return [];
  return validateAgainst(jsonSchema, sampleFromSchema(jsonSchema)).map(
    (error) =>
      `${operation.operationId}: ${error.instancePath || '(body)'} ${error.message ?? error.keyword}`,
  );
}
