import { serve, type OperationId } from './operations.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config/config.ts';
import type { Database, Db } from '../db/database.ts';
import {
  createTestToken,
  EVERY_TOKEN_IS_A_SESSION,
  NO_JOBS,
  TEST_JWT_SECRET,
} from '../test/test-app.ts';
import {
  dereference,
  loadContract,
  parseContract,
  toOpenApiPath,
  toRoutePath,
} from './contract-document.ts';
import { servedOperationIds, unservedOperationIds } from './contract.ts';

// A small contract of our own, so these tests pin the plugin's behaviour whatever the real file holds.
const document = {
  openapi: '3.1.0',
  info: { title: 'test', version: '1' },
  paths: {
    '/things/{id}': {
      parameters: [{ $ref: '#/components/parameters/Id' }],
      get: {
        operationId: 'getThing',
        'x-access': ['public'],
        security: [],
        parameters: [
          { name: 'page', in: 'query', schema: { type: 'integer', minimum: 1, default: 1 } },
        ],
        responses: {
          '200': {
            description: 'ok',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Page' } } },
          },
        },
      },
      patch: {
        operationId: 'updateThing',
        'x-access': ['client', 'admin'],
        requestBody: {
          required: true,
          content: { 'application/json': { schema: { $ref: '#/components/schemas/UpdateThing' } } },
        },
        responses: {
          '200': {
            description: 'ok',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Thing' } } },
          },
        },
      },
    },
    '/things': {
      post: {
        operationId: 'createThing',
        'x-access': ['admin'],
        responses: { '201': { description: 'created' } },
      },
    },
  },
  components: {
    parameters: {
      Id: { name: 'id', in: 'path', required: true, schema: { $ref: '#/components/schemas/Id' } },
    },
    schemas: {
      Id: { type: 'integer', minimum: 1, examples: [1] },
      Page: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'page'],
        properties: { id: { $ref: '#/components/schemas/Id' }, page: { type: 'integer' } },
      },
      UpdateThing: {
        type: 'object',
        additionalProperties: false,
        required: ['name', 'note'],
        properties: {
          name: { type: 'string', minLength: 2, maxLength: 5, example: 'abc', 'x-ui': 'short' },
          note: { type: ['string', 'null'], maxLength: 3 },
          kind: { type: 'string', enum: ['a', 'b'] },
          count: { type: 'integer', minimum: 0, maximum: 3 },
          when: { type: 'string', format: 'date-time' },
          link: { oneOf: [{ type: 'string', format: 'uri' }, { type: 'null' }] },
          nested: {
            type: 'object',
            required: ['inner'],
            properties: { inner: { type: 'string' } },
          },
        },
      },
      Thing: {
        type: 'object',
        required: ['id', 'name'],
        discriminator: { propertyName: 'name' },
        properties: { id: { $ref: '#/components/schemas/Id' }, name: { type: 'string' } },
      },
    },
  },
};

// The made-up contract's operations are no OperationId of the real one: typed here by hand.
const thingsModule: FastifyPluginAsync = async (app) => {
  serve(app, 'getThing' as OperationId, async (request) => {
    const { params, query } = request as unknown as {
      params: { id: number };
      query: { page: number };
    };
    return { id: params.id, page: query.page };
  });
  serve(app, 'updateThing' as OperationId, async (request) => {
    const { params, body } = request as unknown as {
      params: { id: number };
      body: { name: string };
    };
    return { id: params.id, name: body.name };
  });
};

const fakeDatabase: Database = {
  db: {} as Db,
  kind: 'pglite',
  connection: { kind: 'postgres', url: 'postgres://unused.invalid/none' },
  ping: async () => {},
  close: async () => {},
  onError: () => {},
  migrate: async () => {},
};

describe('the contract plugin', () => {
  let app: FastifyInstance;
  let dataDir: string;
  let clientToken: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'convite-contract-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      JWT_SECRET: TEST_JWT_SECRET,
    });
    app = await buildApp({
      config,
      database: fakeDatabase,
      modules: [thingsModule],
      contract: parseContract(document),
      sessions: EVERY_TOKEN_IS_A_SESSION,
      jobs: NO_JOBS,
    });
    clientToken = await createTestToken({ role: 'client', id: 1 });
  });
  afterAll(async () => {
    await app?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const patch = (payload: unknown, language = 'en') =>
    app.inject({
      method: 'PATCH',
      url: '/v1/things/3',
      headers: { authorization: `Bearer ${clientToken}`, 'accept-language': language },
      payload: payload as object,
    });

  it('coerces path and query parameters and applies defaults', async () => {
    const response = await app.inject({ method: 'GET', url: '/v1/things/5?page=2' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: 5, page: 2 });
    expect((await app.inject({ method: 'GET', url: '/v1/things/5' })).json()).toEqual({
      id: 5,
      page: 1,
    });
  });

  it('validates parameters with the field named', async () => {
    const word = await app.inject({
      method: 'GET',
      url: '/v1/things/abc',
      headers: { 'accept-language': 'en' },
    });
    expect(word.statusCode).toBe(422);
    expect(word.json()).toEqual({
      code: 'validation_failed',
      message: 'Please fill out all fields correctly.',
      errors: { id: ['Must be an integer.'] },
    });
    const zero = await app.inject({ method: 'GET', url: '/v1/things/0?page=0' });
    expect(zero.json()).toEqual({
      code: 'validation_failed',
      message: 'Favor de llenar todos los campos correctamente.',
      errors: { id: ['Debe ser mayor o igual a 1.'] },
    });
  });

  it('accepts a valid body, including null for a nullable field', async () => {
    const response = await patch({
      name: 'abc',
      note: null,
      link: null,
      when: '2026-05-01T18:00:00Z',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: 3, name: 'abc' });
  });

  it('maps every keyword to a message per field, in English', async () => {
    const response = await patch({
      name: 'a',
      note: 'long',
      kind: 'c',
      count: 4,
      when: 'yesterday',
      link: 'not a url',
      nested: {},
      extra: 1,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json<{ errors: unknown }>().errors).toEqual({
      name: ['Must be at least 2 characters long.'],
      note: ['Must be at most 3 characters long.'],
      kind: ['Value not allowed. Options: a, b.'],
      count: ['Must be less than or equal to 3.'],
      when: ['Invalid date and time (ISO 8601, e.g. 2026-05-01T18:00:00Z).'],
      link: ['Invalid URL.'],
      'nested.inner': ['This field is required.'],
      extra: ['Unknown field "extra".'],
    });
  });

  it('maps the same failures in Spanish', async () => {
    const response = await patch({ name: 'abcdef', note: 3, count: -1 }, 'es');
    expect(response.json<{ errors: unknown }>().errors).toEqual({
      name: ['Debe tener como máximo 5 caracteres.'],
      note: ['Debe ser un texto.'],
      count: ['Debe ser mayor o igual a 0.'],
    });
  });

  it('refuses a body of a media type the operation does not declare', async () => {
    const response = await app.inject({
      method: 'PATCH',
      url: '/v1/things/3',
      headers: {
        authorization: `Bearer ${clientToken}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'name=abc',
    });
    expect(response.statusCode).toBe(415);
  });

  it('knows which operations are served and answers 501 for the others', async () => {
    expect(servedOperationIds(app)).toEqual(['getThing', 'updateThing']);
    expect(unservedOperationIds(app)).toEqual(['createThing']);
    const adminToken = await createTestToken({ role: 'admin', id: 1 });
    const stub = await app.inject({
      method: 'POST',
      url: '/v1/things',
      headers: { authorization: `Bearer ${adminToken}`, 'accept-language': 'en' },
    });
    expect(stub.statusCode).toBe(501);
    expect(stub.json()).toEqual({ code: 'not_implemented', message: 'This is not available yet.' });
    const anonymous = await app.inject({ method: 'POST', url: '/v1/things' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('contract helpers', () => {
  it('converts between Fastify and OpenAPI paths', () => {
    expect(toRoutePath('/promoters/{promoterId}/promo-codes')).toBe(
      '/promoters/:promoterId/promo-codes',
    );
    expect(toOpenApiPath('/weddings/:id/name')).toBe('/weddings/{id}/name');
    expect(toOpenApiPath('/weddings/:id(^\\d+$)')).toBe('/weddings/{id}');
  });

  it('dereferences local $refs, keeping sibling constraints', () => {
    const result = dereference({
      a: { $ref: '#/defs/b', description: 'annotated' },
      c: { $ref: '#/defs/b', maxLength: 3 },
      defs: { b: { type: 'string' } },
    });
    expect(result.a).toEqual({ type: 'string', description: 'annotated' });
    expect(result.c).toEqual({ allOf: [{ type: 'string' }], maxLength: 3 });
  });

  it('refuses circular and missing $refs', () => {
    expect(() => dereference({ a: { $ref: '#/a' } })).toThrow(/Circular/);
    expect(() => dereference({ a: { $ref: '#/missing' } })).toThrow(/Unresolvable/);
  });

  it('refuses an operation without x-access', () => {
    const broken = structuredClone(document) as typeof document;
    delete (broken.paths['/things'].post as Record<string, unknown>)['x-access'];
    expect(() => parseContract(broken)).toThrow(/createThing has no x-access/);
  });

  it('reads the bundled contract: every operation has an id, a route and access', () => {
    const contract = loadContract();
    expect(contract.operations.length).toBeGreaterThan(0);
    for (const operation of contract.operations) {
      expect(operation.routeUrl.startsWith('/v1/')).toBe(true);
      expect(operation.access.length).toBeGreaterThan(0);
    }
  });
});
