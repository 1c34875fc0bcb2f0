// The contract plugin: every /v1 route takes its validation schemas and access list from the bundled
// OpenAPI file (openapi/dist/openapi.json). Modules register handlers by operationId with `serve`
// (operations.ts); a /v1 route the file does not describe, or one registered without its
// operationId, stops start-up.
import { readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { ErrorObject, ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FastifyInstance, FastifyPluginAsync, FastifySchema, HTTPMethods } from 'fastify';
import fp from 'fastify-plugin';
import { errorMessages, NotImplementedError, UnsupportedMediaTypeError } from './errors.ts';
import {
  fieldCheckErrors,
  type FieldMessages,
  integerProperties,
  looseIntegerErrors,
  unstorableTextErrors,
} from './input-checks.ts';
import { requestLanguage } from './language.ts';

export const API_PREFIX = '/v1';

export type AccessRole = 'public' | 'client' | 'admin' | 'promoter';
export type Role = Exclude<AccessRole, 'public'>;

type JsonSchema = Record<string, unknown>;

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
  /** The Fastify validation schemas (params, querystring, body for application/json). */
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
    if (!['public', 'client', 'admin', 'promoter'].includes(role as string)) {
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
  const jsonBody = requestBody?.content['application/json'];
  if (requestBody !== null && jsonBody !== undefined) {
    // Only JSON bodies are validated here; multipart uploads are read and checked by their module.
    schema.body = requestBody.required ? jsonBody : { anyOf: [{ type: 'null' }, jsonBody] };
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
function compileValidator(
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

export type ContractRegistry = {
  contract: Contract;
  /** operationIds a module route serves (the 501 stubs are not counted). */
  served: Set<string>;
};

declare module 'fastify' {
  interface FastifyInstance {
    contract: ContractRegistry;
  }
  interface FastifyContextConfig {
    operationId?: string;
    access?: readonly AccessRole[];
    /** Set on the 501 stubs registered for operations no module serves yet. */
    pending?: boolean;
    /** The body's rules beyond its schema, checked with it (one 422 names every wrong field). */
    bodyChecks?: BodyChecks;
  }
}

export type ContractPluginOptions = { contract?: Contract; validateResponses: boolean };

// Routes outside the contract: probes, stored files, and the CORS preflight catch-all.
const OUTSIDE_CONTRACT = [/^\/health$/, /^\/ready$/, /^\/files(\/.*)?$/, /^\*$/];

function isApiRoute(url: string): boolean {
  return url === API_PREFIX || url.startsWith(`${API_PREFIX}/`);
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

const contractPlugin: FastifyPluginAsync<ContractPluginOptions> = async (app, options) => {
  const contract = options.contract ?? loadContract();
  const registry: ContractRegistry = { contract, served: new Set() };
  app.decorate('contract', registry);

  app.setValidatorCompiler(({ schema, httpPart }) => compileValidator(schema, httpPart));

  app.addHook('onRoute', (route) => {
    if (!isApiRoute(route.url)) {
      if (OUTSIDE_CONTRACT.some((pattern) => pattern.test(route.url))) return;
      throw new Error(
        `Route ${String(route.method)} ${route.url} is outside ${API_PREFIX} and not allowed there.`,
      );
    }
    const methods = (Array.isArray(route.method) ? route.method : [route.method]) as HTTPMethods[];
    const ids = new Set<string>();
    let operation: ContractOperation | undefined;
    for (const method of methods) {
      const openApiPath = toOpenApiPath(route.url.slice(API_PREFIX.length));
      operation = contract.byRoute.get(`${method.toUpperCase()} ${openApiPath}`);
      if (operation === undefined && method.toUpperCase() === 'HEAD') {
        operation = contract.byRoute.get(`GET ${openApiPath}`);
      }
      if (operation === undefined) {
        throw new Error(
          `Route ${method} ${route.url} is not described by the contract (openapi/): add the operation there first.`,
        );
      }
      ids.add(operation.operationId);
    }
    if (operation === undefined || ids.size !== 1) {
      throw new Error(`Route ${route.url} must map to exactly one contract operation.`);
    }
    // Handlers are bound by operationId (http/operations.ts), so a search for it finds them.
    const boundTo = route.config?.operationId;
    if (boundTo !== operation.operationId && route.config?.pending !== true) {
      throw new Error(
        boundTo === undefined
          ? `Route ${String(route.method)} ${route.url} serves ${operation.operationId}: register it with serve(app, '${operation.operationId}', handler) (http/operations.ts).`
          : `Route ${String(route.method)} ${route.url} is ${operation.operationId}, not ${boundTo}.`,
      );
    }
    // The contract is the source of truth for what a request may carry.
    route.schema = { ...route.schema, ...operation.schema };
    const bodyChecks = route.config?.bodyChecks;
    if (bodyChecks !== undefined) {
      route.validatorCompiler = ({ schema, httpPart }) =>
        compileValidator(schema, httpPart, bodyChecks);
    }
    route.config = {
      ...route.config,
      operationId: operation.operationId,
      access: operation.access,
    };
    if (route.config.pending !== true) registry.served.add(operation.operationId);
  });

  // A body of a media type the operation does not declare (e.g. multipart to a JSON call) is 415.
  app.addHook('preValidation', async (request) => {
    const { operationId } = request.routeOptions.config;
    const contentType = request.headers['content-type'];
    if (operationId === undefined || contentType === undefined) return;
    const declared = contract.byId.get(operationId)?.requestBody?.content;
    if (declared === undefined) return;
    const mediaType = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
    if (!Object.keys(declared).includes(mediaType)) throw new UnsupportedMediaTypeError();
  });

  if (options.validateResponses) {
    app.addHook('onSend', async (request, reply, payload) => {
      const { operationId, pending } = request.routeOptions.config;
      if (operationId === undefined || pending === true) return payload;
      if (
        payload !== null &&
        payload !== undefined &&
        typeof payload !== 'string' &&
        !Buffer.isBuffer(payload)
      ) {
        return payload; // streams (downloads) are not checked
      }
      const operation = contract.byId.get(operationId);
      if (operation === undefined) return payload;
      const contentType = String(reply.getHeader('content-type') ?? '');
      const mismatch = responseMismatch(
        contract,
        operation,
        reply.statusCode,
        contentType,
        payload,
      );
      if (mismatch === null) return payload;
      request.log.error(
        {
          operationId,
          status: reply.statusCode,
          reason: mismatch.reason,
          errors: mismatch.errors,
          payload,
        },
        'response does not match the contract',
      );
      reply.code(500).header('content-type', 'application/json; charset=utf-8');
      return JSON.stringify({ message: errorMessages.internal[requestLanguage(request)] });
    });
  }
};

export const contractRoutes = fp(contractPlugin, { name: 'convite-contract', fastify: '5.x' });

/** Registers a 501 stub under /v1 for every contract operation that no module serves. */
export function registerPendingOperations(app: FastifyInstance): void {
  app.register(
    fp(
      async (instance) => {
        const { contract, served } = instance.contract;
        for (const operation of contract.operations) {
          if (served.has(operation.operationId)) continue;
          instance.route({
            method: operation.method as HTTPMethods,
            url: operation.routeUrl,
            config: { pending: true },
            handler: async () => {
              throw new NotImplementedError();
            },
          });
        }
      },
      { name: 'convite-pending-operations', dependencies: ['convite-contract'] },
    ),
  );
}

/** operationIds served by a module route, sorted. */
export function servedOperationIds(app: FastifyInstance): string[] {
  return [...app.contract.served].sort();
}

/** operationIds of the contract that no module serves (answered by the 501 stubs), sorted. */
export function unservedOperationIds(app: FastifyInstance): string[] {
  return app.contract.contract.operations
    .map((operation) => operation.operationId)
    .filter((id) => !app.contract.served.has(id))
    .sort();
}
