import contract from '@convite/openapi/openapi.json' with { type: 'json' };
import { vi } from 'vitest';
import type { components, paths } from '../generated/openapi.ts';

// Test helper for the apps (imported only from their *.test.tsx files), kept here beside the client it
// stands in for so the three apps share one fake server. It is typed from the contract's `paths`: a
// handler is registered for a real "METHOD /path/{param}" of the contract, the same method and path
// the apps pass to $api and openapi-fetch, so a fake answer cannot drift from the contract unnoticed.

type Method = 'get' | 'put' | 'post' | 'delete' | 'patch';

/** Every operation of the contract as "METHOD /path", e.g. 'GET /weddings/{id}'. */
export type MockRoute = {
  [P in keyof paths]: {
    [M in Method]: [NonNullable<paths[P][M]>] extends [never] ? never : `${Uppercase<M>} ${P}`;
  }[Method];
}[keyof paths];

type OperationOf<R extends MockRoute> = R extends `${infer M} ${infer P extends keyof paths}`
  ? NonNullable<paths[P][Lowercase<M> & Method]>
  : never;

/** An absent part of a request (`path?: never`) reads as an empty object, not undefined. */
type Present<T> = [NonNullable<T>] extends [never] ? Record<string, never> : NonNullable<T>;

type Part<T, K extends string> = T[K & keyof T];
type Parameters<R extends MockRoute> = Part<OperationOf<R>, 'parameters'>;
type PathParams<R extends MockRoute> = Present<Part<Parameters<R>, 'path'>>;
type QueryParams<R extends MockRoute> = Present<Part<Parameters<R>, 'query'>>;

/** The JSON or form fields the operation accepts; FormData for a multipart upload; undefined if none. */
type RequestBody<R extends MockRoute> = BodyOfRequest<
  NonNullable<Part<OperationOf<R>, 'requestBody'>>
>;
type BodyOfRequest<B> = [B] extends [never]
  ? undefined
  : B extends { content: { 'application/json': infer J } }
    ? J
    : B extends { content: { 'application/x-www-form-urlencoded': infer F } }
      ? F
      : FormData;

type Responses<R extends MockRoute> = OperationOf<R>['responses'];
type Body<T> = T extends { content: { 'application/json': infer J } }
  ? J
  : T extends { content: Record<string, infer C> }
    ? C
    : undefined;

/** The status answered when a reply names none: the operation's success status (200, else 201). */
type SuccessStatus<R extends MockRoute> = 200 extends keyof Responses<R> ? 200 : 201;
/** A server failure is undeclared on every operation; the fake may still answer one with the error shape. */
type ServerFailure = { status: 500; body: components['schemas']['Error'] };

type Answer<S, B> = undefined extends B ? { status: S; body?: B } : { status: S; body: B };

/** What a handler answers for the route: a status the contract declares, with that status's body. */
export type MockReply<R extends MockRoute> =
  | {
      [S in keyof Responses<R>]: S extends SuccessStatus<R>
        ? Omit<Answer<S, Body<Responses<R>[S]>>, 'status'> & { status?: S }
        : Answer<S, Body<Responses<R>[S]>>;
    }[keyof Responses<R>]
  | ServerFailure;

/** A request the fake received for the route, read as the contract types it. */
export type MockCall<R extends MockRoute = MockRoute> = {
  route: R;
  method: string;
  /** The URL's path without /v1, e.g. /weddings/5. */
  path: string;
  /** Path and query parameters, numbers where the contract's schema is an integer. */
  params: { path: PathParams<R>; query: QueryParams<R> };
  body: RequestBody<R>;
  headers: Headers;
};

export type MockHandler<R extends MockRoute> =
  MockReply<R> | ((call: MockCall<R>, count: number) => MockReply<R> | Promise<MockReply<R>>);

/** Handlers by "METHOD /path" of the contract; a route the contract lacks is a type error. */
export type MockHandlers = { [R in MockRoute]?: MockHandler<R> };

/** A call that matched no operation of the contract. */
type StrayCall = Omit<MockCall, 'route'> & { route: null };

type Schema = { type?: string; $ref?: string };
type Parameter = { name: string; in: string; schema?: Schema; $ref?: string };
type Operation = { parameters?: Parameter[]; responses: Record<string, unknown> };
type Contract = {
  paths: Record<string, Partial<Record<Method | 'parameters', unknown>>>;
  components: { parameters: Record<string, Parameter>; schemas: Record<string, Schema> };
};

const spec = contract as unknown as Contract;

function resolve<T extends { $ref?: string }>(node: T, section: 'parameters' | 'schemas'): T {
  const name = node.$ref?.split('/').at(-1);
  return name ? (spec.components[section][name] as T) : node;
}

/** A parameter read from the URL as the contract types it (integers as numbers). */
function coerce(value: string, parameter: Parameter | undefined) {
  const schema = parameter?.schema && resolve(parameter.schema, 'schemas');
  return schema?.type === 'integer' || schema?.type === 'number' ? Number(value) : value;
}

type Template = {
  path: string;
  pattern: RegExp;
  names: string[];
  operation: (method: string) => { operation: Operation; parameters: Parameter[] } | undefined;
};

const templates: Template[] = Object.entries(spec.paths)
  .map(([path, item]) => {
    const names = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
    const source = path
      .split(/\{\w+\}/)
      .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
      .join('([^/]+)');
    const shared = (item.parameters as Parameter[] | undefined) ?? [];
    return {
      path,
      names,
      pattern: new RegExp(`^${source}$`),
      operation: (method: string) => {
        const operation = item[method.toLowerCase() as Method] as Operation | undefined;
        if (!operation) return undefined;
        const parameters = [...shared, ...(operation.parameters ?? [])].map((parameter) =>
          resolve(parameter, 'parameters'),
        );
        return { operation, parameters };
      },
    };
  })
  // A literal segment wins over a parameter: /themes/public before /themes/{id}.
  .sort((a, b) => a.names.length - b.names.length);

/** The contract's operation for a request, with its parameters read from the URL. */
function match(method: string, url: URL) {
  const path = url.pathname.replace(/^\/v1/, '');
  for (const template of templates) {
    const found = template.pattern.exec(path);
    const resolved = found && template.operation(method);
    if (!found || !resolved) continue;
    const named = (place: string, name: string) =>
      resolved.parameters.find((parameter) => parameter.in === place && parameter.name === name);
    const pathParams = Object.fromEntries(
      template.names.map((name, index) => [
        name,
        coerce(decodeURIComponent(found[index + 1] as string), named('path', name)),
      ]),
    );
    const query = Object.fromEntries(
      [...url.searchParams].map(([name, value]) => [name, coerce(value, named('query', name))]),
    );
    const success = Object.keys(resolved.operation.responses)
      .map(Number)
      .filter((status) => status >= 200 && status < 300)
      .sort((a, b) => a - b)[0];
    return {
      route: `${method} ${template.path}` as MockRoute,
      path,
      params: { path: pathParams, query },
      success: success ?? 200,
    };
  }
  return { route: null, path, params: { path: {}, query: {} }, success: 200 };
}

async function readBody(request: Request) {
  if (request.headers.get('Content-Type')?.startsWith('multipart/form-data')) {
    return request.formData();
  }
  const text = await request.text();
  if (request.headers.get('Content-Type')?.startsWith('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(text));
  }
  return text ? (JSON.parse(text) as unknown) : undefined;
}

/**
 * Stubs fetch for the API: handlers keyed by an operation of the contract, "METHOD /path" without /v1
 * and with the contract's {parameters}, e.g. 'GET /weddings/{id}'. A reply without a status answers the
 * operation's success status. Unmocked calls, and calls outside the contract, answer 404 so a test
 * never reaches a network. Returns the calls made, in order.
 */
export function mockApi(handlers: MockHandlers) {
  const calls: (MockCall | StrayCall)[] = [];
  const counts = new Map<MockRoute, number>();
  const answer = (status: number, body: unknown) =>
    new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      const url = new URL(input.url);
      const { route, path, params, success } = match(input.method, url);
      const fields = { method: input.method, path, params, headers: input.headers };
      const body = await readBody(input);
      if (!route) {
        calls.push({ ...fields, route, body } as StrayCall);
        return answer(404, {
          code: 'not_found',
          message: `not in the contract: ${input.method} ${path}`,
        });
      }
      const call = { ...fields, route, body } as MockCall;
      calls.push(call);
      const count = (counts.get(route) ?? 0) + 1;
      counts.set(route, count);
      // Each handler is typed for its own route; here they are one union, called with its call.
      const handler = handlers[route] as MockHandler<MockRoute> | undefined;
      if (!handler) return answer(404, { code: 'not_found', message: `not mocked: ${route}` });
      const reply = typeof handler === 'function' ? await handler(call, count) : handler;
      return answer(reply.status ?? success, reply.body);
    }),
  );
  return {
    /** Every call, in order, including those outside the contract (route null). */
    calls: calls as readonly (MockCall | StrayCall)[],
    /** The calls to one operation, optionally only those with the given path parameters. */
    callsTo: <R extends MockRoute>(route: R, pathParams: Partial<PathParams<R>> = {}) =>
      calls.filter(
        (call): call is MockCall<R> =>
          call.route === route &&
          Object.entries(pathParams).every(
            ([name, value]) => (call.params.path as Record<string, unknown>)[name] === value,
          ),
      ),
  };
}
