// The contract as the server reads it: the bundled OpenAPI file (openapi/dist/openapi.json) parsed
// into operations (method, path, access, parameters, bodies, responses) with their $refs resolved.
import { readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { FastifySchema } from 'fastify';

export const API_PREFIX = '/v1';

export type AccessRole = 'public' | 'client' | 'admin' | 'promoter' | 'helper';
export type Role = Exclude<AccessRole, 'public'>;

export type JsonSchema = Record<string, unknown>;

export type ContractParameter = {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: JsonSchema;
};

export type ContractResponse = { content: Record<string, JsonSchema | undefined> };

export type ContractOperation = {
  operationId: string;
  /** Upper-case HTTP method. */
  method: string;
  /** The OpenAPI path, without the /v1 prefix: `/weddings/{id}`. */
  path: string;
  /** The Fastify route: `/v1/weddings/:id`. */
  routeUrl: string;
  access: readonly AccessRole[];
  isPublic: boolean;
  parameters: readonly ContractParameter[];
  /** Request body schemas per media type. */
  requestBody: { required: boolean; content: Record<string, JsonSchema | undefined> } | null;
  /** Responses per status code ('200', '4XX', 'default'). */
  responses: Readonly<Record<string, ContractResponse>>;
  /** The Fastify validation schemas (params, querystring, body for application/json or a form). */
  schema: FastifySchema;
};

export type Contract = {
  file: string;
  document: JsonSchema;
  operations: readonly ContractOperation[];
  byId: ReadonlyMap<string, ContractOperation>;
  /** Keyed by `METHOD /openapi/path`. */
  byRoute: ReadonlyMap<string, ContractOperation>;
  errorSchema: JsonSchema;
};

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'] as const;

export function contractFile(): string {
  return createRequire(import.meta.url).resolve('@convite/openapi/openapi.json');
}

function isObject(value: unknown): value is JsonSchema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const ANNOTATIONS = new Set([
  'description',
  'summary',
  'title',
  'example',
  'examples',
  'deprecated',
]);

/** Replaces every local `$ref` (`#/...`) with its target; a cycle is an error. */
export function dereference(document: JsonSchema): JsonSchema {
  const resolved = new Map<string, unknown>();
  const resolving = new Set<string>();

  const pointer = (ref: string): unknown => {
    if (!ref.startsWith('#/')) throw new Error(`Only local $refs are supported, got ${ref}`);
    let node: unknown = document;
    for (const raw of ref.slice(2).split('/')) {
      const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
      if (!isObject(node) && !Array.isArray(node)) throw new Error(`Unresolvable $ref ${ref}`);
      node = (node as Record<string, unknown>)[key];
      if (node === undefined) throw new Error(`Unresolvable $ref ${ref}`);
    }
    return node;
  };

  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (!isObject(node)) return node;
    if (typeof node.$ref === 'string') {
      const ref = node.$ref;
      if (resolving.has(ref)) throw new Error(`Circular $ref ${ref} cannot be dereferenced`);
      let target = resolved.get(ref);
      if (target === undefined) {
        resolving.add(ref);
        target = walk(pointer(ref));
        resolving.delete(ref);
        resolved.set(ref, target);
      }
      const siblings = Object.entries(node).filter(([key]) => key !== '$ref');
      if (siblings.length === 0) return target;
      const constraining = siblings.filter(([key]) => !ANNOTATIONS.has(key));
      const rest = Object.fromEntries(siblings.map(([key, value]) => [key, walk(value)]));
      // OpenAPI 3.1 allows keywords beside $ref: annotations override, constraints add up.
      return constraining.length === 0
        ? { ...(target as JsonSchema), ...rest }
        : { allOf: [target], ...rest };
    }
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, walk(value)]));
  };

  return walk(document) as JsonSchema;
}

/** `/weddings/{id}` → `/weddings/:id`. */
export function toRoutePath(openApiPath: string): string {
  return openApiPath.replace(/\{([^}]+)\}/g, ':$1');
}

/** `/weddings/:id` (or `:id(^\\d+$)`) → `/weddings/{id}`. */
export function toOpenApiPath(routePath: string): string {
  return routePath.replace(/:([A-Za-z0-9_]+)(\([^)]*\))?/g, '{$1}');
}

function objectSchema(parameters: readonly ContractParameter[]): JsonSchema {
  return {
    type: 'object',
    properties: Object.fromEntries(
      parameters.map((parameter) => [parameter.name, parameter.schema]),
    ),
    required: parameters
      .filter((parameter) => parameter.required)
      .map((parameter) => parameter.name),
  };
}

function buildOperation(
  path: string,
  method: string,
  raw: JsonSchema,
  pathParameters: unknown[],
): ContractOperation {
  const operationId = raw.operationId;
  if (typeof operationId !== 'string')
    throw new Error(`${method.toUpperCase()} ${path} has no operationId`);
  const access = raw['x-access'];
  if (!Array.isArray(access) || access.length === 0) {
    throw new Error(`Operation ${operationId} has no x-access list`);
  }
  for (const role of access) {
    if (!['public', 'client', 'admin', 'promoter', 'helper'].includes(role as string)) {
      throw new Error(`Operation ${operationId} has an unknown x-access role: ${String(role)}`);
    }
  }

  const merged = new Map<string, ContractParameter>();
  for (const candidate of [
    ...pathParameters,
    ...((raw.parameters as unknown[] | undefined) ?? []),
  ]) {
    if (!isObject(candidate)) continue;
    const parameter: ContractParameter = {
      name: String(candidate.name),
      in: candidate.in as ContractParameter['in'],
      required: candidate.in === 'path' ? true : candidate.required === true,
      schema: isObject(candidate.schema) ? candidate.schema : {},
    };
    merged.set(`${parameter.in}:${parameter.name}`, parameter);
  }
  const parameters = [...merged.values()];

  let requestBody: ContractOperation['requestBody'] = null;
  if (isObject(raw.requestBody)) {
    const content = isObject(raw.requestBody.content) ? raw.requestBody.content : {};
    requestBody = {
      required: raw.requestBody.required === true,
      content: Object.fromEntries(
        Object.entries(content).map(([type, media]) => [
          type,
          isObject(media) && isObject(media.schema) ? media.schema : undefined,
        ]),
      ),
    };
  }

  const responses: Record<string, ContractResponse> = {};
  for (const [status, response] of Object.entries(isObject(raw.responses) ? raw.responses : {})) {
    const content = isObject(response) && isObject(response.content) ? response.content : {};
    responses[status] = {
      content: Object.fromEntries(
        Object.entries(content).map(([type, media]) => [
          type,
          isObject(media) && isObject(media.schema) ? media.schema : undefined,
        ]),
      ),
    };
  }

  const schema: FastifySchema = {};
  const pathParams = parameters.filter((parameter) => parameter.in === 'path');
  const queryParams = parameters.filter((parameter) => parameter.in === 'query');
  if (pathParams.length > 0) schema.params = objectSchema(pathParams);
  if (queryParams.length > 0) schema.querystring = objectSchema(queryParams);
  // JSON bodies, and the one form (a mail client's one-click unsubscribe, parsed to an object by its
  // module), are validated here; multipart uploads are read and checked by their module.
  const fieldsBody =
    requestBody?.content['application/json'] ??
    requestBody?.content['application/x-www-form-urlencoded'];
  if (requestBody !== null && fieldsBody !== undefined) {
    schema.body = requestBody.required ? fieldsBody : { anyOf: [{ type: 'null' }, fieldsBody] };
  }

  return {
    operationId,
    method: method.toUpperCase(),
    path,
    routeUrl: `${API_PREFIX}${toRoutePath(path)}`,
    access: access as AccessRole[],
    isPublic: access.includes('public'),
    parameters,
    requestBody,
    responses,
    schema,
  };
}

export function parseContract(document: JsonSchema, file = '(inline)'): Contract {
  const dereferenced = dereference(document);
  const operations: ContractOperation[] = [];
  const paths = isObject(dereferenced.paths) ? dereferenced.paths : {};
  for (const [path, item] of Object.entries(paths)) {
    if (!isObject(item)) continue;
    const pathParameters = Array.isArray(item.parameters) ? item.parameters : [];
    for (const method of METHODS) {
      const raw = item[method];
      if (isObject(raw)) operations.push(buildOperation(path, method, raw, pathParameters));
    }
  }
  const byId = new Map<string, ContractOperation>();
  const byRoute = new Map<string, ContractOperation>();
  for (const operation of operations) {
    if (byId.has(operation.operationId))
      throw new Error(`Duplicate operationId ${operation.operationId}`);
    byId.set(operation.operationId, operation);
    byRoute.set(`${operation.method} ${operation.path}`, operation);
  }
  const components = isObject(dereferenced.components) ? dereferenced.components : {};
  const schemas = isObject(components.schemas) ? components.schemas : {};
  const errorSchema = isObject(schemas.Error)
    ? schemas.Error
    : { type: 'object', required: ['message'], properties: { message: { type: 'string' } } };
  return { file, document: dereferenced, operations, byId, byRoute, errorSchema };
}

let cached: { file: string; mtimeMs: number; size: number; contract: Contract } | undefined;

/** The bundled contract, parsed once per process (and again when the bundle file changes). */
export function loadContract(file = contractFile()): Contract {
  const stat = statSync(file);
  if (cached?.file === file && cached.mtimeMs === stat.mtimeMs && cached.size === stat.size)
    return cached.contract;
  const contract = parseContract(JSON.parse(readFileSync(file, 'utf8')) as JsonSchema, file);
  cached = { file, mtimeMs: stat.mtimeMs, size: stat.size, contract };
  return contract;
}
