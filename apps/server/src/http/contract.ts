// The contract plugin: every /v1 route takes its validation schemas and access list from the bundled
// OpenAPI file (contract-document.ts). Modules register handlers by operationId with `serve`
// (operations.ts); a /v1 route the file does not describe, or one registered without its
// operationId, stops start-up. Requests and, when configured, responses are validated against it
// (contract-validation.ts).
import { serverTexts } from '@convite/i18n/server-texts';
import type { FastifyInstance, FastifyPluginAsync, HTTPMethods } from 'fastify';
import fp from 'fastify-plugin';
import {
  API_PREFIX,
  loadContract,
  toOpenApiPath,
  type AccessRole,
  type Contract,
  type ContractOperation,
} from './contract-document.ts';
import { compileValidator, responseMismatch, type BodyChecks } from './contract-validation.ts';
import { errorBody } from './error-handler.ts';
import { NotImplementedError, UnsupportedContentTypeError } from '../domain/errors.ts';
import { requestLanguage } from './language.ts';

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
    if (!Object.keys(declared).includes(mediaType)) throw new UnsupportedContentTypeError();
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
      return JSON.stringify(
        errorBody('internal_error', serverTexts.errors.internal, requestLanguage(request)),
      );
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
