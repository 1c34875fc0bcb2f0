// Handlers are bound to the contract by operationId: `serve(app, 'getSong', handler)` takes the
// method, the path and the validation schemas from the operation in openapi/, and types the request
// (path parameters, query, JSON body) and the answer from it. So one search for an operationId leads
// from openapi/ to its handler and back.
import type { operations } from '@convite/api/schema';
import type {
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import { API_PREFIX } from './contract-document.ts';

export type OperationId = keyof operations;

type Operation<Id extends OperationId> = operations[Id];

type PathParameters<Id extends OperationId> = Operation<Id>['parameters'] extends {
  path: infer Path;
}
  ? Path
  : unknown;

/**
 * `page` is the contract's shared Page parameter, which has a default: the validator fills it in,
 * so a handler always has it.
 */
type WithDefaults<Query> = Query extends { page?: infer Page }
  ? Omit<Query, 'page'> & { page: NonNullable<Page> }
  : Query;

type QueryParameters<Id extends OperationId> = Operation<Id>['parameters'] extends {
  query?: infer Query;
}
  ? [NonNullable<Query>] extends [never] // `query?: never`: the operation takes none
    ? unknown
    : WithDefaults<NonNullable<Query>>
  : unknown;

type JsonBody<Id extends OperationId> =
  Operation<Id> extends {
    requestBody?: { content: { 'application/json': infer Body } };
  }
    ? Body
    : unknown;

type SuccessStatus = 200 | 201 | 202;
type SuccessResponses<Id extends OperationId> = Pick<
  Operation<Id>['responses'],
  keyof Operation<Id>['responses'] & SuccessStatus
>;

/** The JSON bodies of the operation's 2xx answers (never when it answers none: a file, a 204). */
type JsonAnswer<Id extends OperationId> = {
  [Status in keyof SuccessResponses<Id>]: SuccessResponses<Id>[Status] extends {
    content: { 'application/json': infer Answer };
  }
    ? Answer
    : never;
}[keyof SuccessResponses<Id>];

/** What Fastify knows of a request and answer of the operation `Id`. */
export type OperationRoute<Id extends OperationId> = {
  Params: PathParameters<Id>;
  Querystring: QueryParameters<Id>;
  Body: JsonBody<Id>;
  Reply: [JsonAnswer<Id>] extends [never] ? unknown : JsonAnswer<Id>;
};

type Handler<Id extends OperationId> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  OperationRoute<Id>
>;

/** Route options besides the handler (hooks, config such as bodyChecks, limits); never a schema. */
export type OperationOptions<Id extends OperationId> = Omit<
  RouteShorthandOptions<
    RawServerDefault,
    RawRequestDefaultExpression,
    RawReplyDefaultExpression,
    OperationRoute<Id>
  >,
  'schema'
>;

/**
 * Serves the contract operation `operationId` with `handler`, from a plugin registered under /v1.
 * Start-up stops when the contract has no such operation.
 */
export function serve<Id extends OperationId>(
  app: FastifyInstance,
  operationId: Id,
  handler: Handler<Id>,
): void;
export function serve<Id extends OperationId>(
  app: FastifyInstance,
  operationId: Id,
  options: OperationOptions<Id>,
  handler: Handler<Id>,
): void;
export function serve<Id extends OperationId>(
  app: FastifyInstance,
  operationId: Id,
  ...rest: [Handler<Id>] | [OperationOptions<Id>, Handler<Id>]
): void {
  const [options, handler] = rest.length === 1 ? [{}, rest[0]] : rest;
  const operation = app.contract.contract.byId.get(operationId);
  if (operation === undefined) {
    throw new Error(`serve: the contract (openapi/) has no operation "${operationId}".`);
  }
  app.route<OperationRoute<Id>>({
    ...options,
    method: operation.method,
    url: operation.routeUrl.slice(API_PREFIX.length),
    config: { ...options.config, operationId },
    handler,
  });
}
