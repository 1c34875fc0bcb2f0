// A fuzz of every contract operation, generated from the contract with fast-check: each request
// starts from a valid one (client A's own resources, a real session of the role the operation lists,
// so bodies are validated rather than refused with 401) and breaks one to three parts of it: wrong
// types, huge and boundary numbers, NUL and lone surrogates, over-long or malformed path and query
// values, malformed JSON or multipart bodies, wrong media types, odd headers. Every answer must be
// below 500 and in the contract (the Error shape, as JSON, for every 4xx). Used by
// src/http/contract-fuzz.test.ts (100 requests per operation) and bench/fuzz.bench.ts (1,000).
import { randomBytes } from 'node:crypto';
import { serverTexts } from '@convite/i18n/server-texts';
import fc from 'fast-check';
import { OAuth2Server } from 'oauth2-mock-server';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Env } from '../config/config.ts';
import type { Db } from '../db/database.ts';
import { clients, promoters } from '../db/schema/accounts.ts';
import type { Contract, ContractOperation, Role } from '../http/contract-document.ts';
import { responseMismatch } from '../http/contract-validation.ts';
import { parseAcceptLanguage } from '../http/language.ts';
import { sampleFromSchema } from './contract-fixtures.ts';
import { clientAWedding, idPathValues, ownedResourceFixture } from './owned-resources.ts';
import { signAccessToken } from '../security/tokens.ts';
import { TEST_ADMIN } from './test-app.ts';

type Schema = Record<string, unknown>;

const isObject = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** One request, its parts kept apart so that a mutation can break any of them. */
export type FuzzCase = {
  /** Path parameter values, already percent-encoded (a mutation may put raw `%` sequences here). */
  path: Record<string, string>;
  /** Query pairs, already percent-encoded. */
  query: [string, string][];
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** What was broken, for the failure message. */
  mutations: string[];
};

/** A valid request of one operation, for client A, and the session to send it with. */
export type FuzzTarget = {
  operation: ContractOperation;
  base: FuzzCase;
  authorization: string | null;
};

// ---------------------------------------------------------------------------------------------
// Setting up: the outside services configured (an unconfigured one answers 503 whatever the input),
// client A with a wedding and the resource the operation's path names.

/**
 * Settings for Google sign-in (a local OpenID provider), the Stripe webhook and the WhatsApp Cloud
 * API (its Graph URL a closed port: a send stays queued, answered 202); `stop` when done.
 */
export async function fuzzServices(): Promise<{ env: Env; stop(): Promise<void> }> {
  const provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, '127.0.0.1');
  return {
    env: {
      GOOGLE_CLIENT_ID: 'convite-fuzz',
      GOOGLE_CLIENT_SECRET: 'convite-fuzz-secret',
      GOOGLE_ISSUER: provider.issuer.url ?? '',
      STRIPE_WEBHOOK_SECRET: 'whsec_convite_fuzz',
      WHATSAPP_ACCESS_TOKEN: 'EAAG-convite-fuzz',
      WHATSAPP_PHONE_NUMBER_ID: '1065403522',
      WHATSAPP_APP_SECRET: 'convite-fuzz-app-secret',
      WHATSAPP_VERIFY_TOKEN: 'convite-fuzz-verify',
      WHATSAPP_TEMPLATE_INVITATION: 'convite_invitacion',
      WHATSAPP_TEMPLATE_REMINDER: 'convite_recordatorio',
      WHATSAPP_GRAPH_URL: 'http://127.0.0.1:9',
    },
    stop: () => provider.stop(),
  };
}

async function insertAccount(db: Db, table: typeof clients | typeof promoters): Promise<number> {
  const email = `fuzz-${randomBytes(6).toString('hex')}@example.com`;
  const values =
    table === clients
      ? { email, name: 'Ana', lastName: 'Luna', verified: true }
      : { email, name: 'Promotora', passwordHash: 'x' };
  const [row] = await db
    .insert(table)
    .values(values as never)
    .returning({ id: table.id });
  if (row === undefined) throw new Error('could not insert a fuzz account');
  return row.id;
}

const MULTIPART_FILE: Record<string, { contentType: string; bytes: Buffer }> = {
  // The smallest files each upload accepts: a 1×1 PNG, one silent MPEG frame header, a CSV.
  image: {
    contentType: 'image/png',
    bytes: Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    ),
  },
  song: { contentType: 'audio/mpeg', bytes: Buffer.from('fffb9064000000000000', 'hex') },
  csvFile: { contentType: 'text/csv', bytes: Buffer.from('nombre,telefono\nAna,5512345678\n') },
};

/**
 * A fresh client A (each operation gets its own, so a delete that succeeds leaves the next
 * operation's fixtures alone) with a wedding and the path's resource, and a valid request.
 */
export async function fuzzTarget(
  app: FastifyInstance,
  operation: ContractOperation,
): Promise<FuzzTarget> {
  const db = app.db;
  const fixtures = {
    db,
    clientA: await insertAccount(db, clients),
    clientB: await insertAccount(db, clients),
  };
  const weddingId = await clientAWedding(fixtures);
  const fixture = ownedResourceFixture(operation);
  const pathIds = fixture === undefined ? {} : idPathValues(operation, await fixture(fixtures));

  const role = operation.access.find((candidate): candidate is Role => candidate !== 'public');
  const principalId =
    role === 'client'
      ? fixtures.clientA
      : role === 'promoter'
        ? await insertAccount(db, promoters)
        : TEST_ADMIN.id;
  const authorization =
    role === undefined
      ? null
      : `Bearer ${await signAccessToken(app.config.jwtSecret, { role, id: principalId, version: 0 })}`;

  const path: Record<string, string> = {};
  const query: [string, string][] = [];
  const headers: Record<string, string> = {};
  for (const parameter of operation.parameters) {
    const known = parameter.name === 'weddingId' ? weddingId : pathIds[parameter.name];
    const value = String(known ?? sampleFromSchema(parameter.schema));
    if (parameter.in === 'path') path[parameter.name] = encodeURIComponent(value);
    else if (!parameter.required) continue;
    else if (parameter.in === 'query') query.push([parameter.name, encodeURIComponent(value)]);
    else if (parameter.in === 'header' && parameter.name !== 'Accept-Language') {
      headers[parameter.name.toLowerCase()] =
        parameter.name === 'Idempotency-Key' ? `fuzz-${randomBytes(8).toString('hex')}` : value;
    }
  }

  const base: FuzzCase = { path, query, headers, mutations: [] };
  const content = operation.requestBody?.content ?? {};
  const jsonSchema = content['application/json'];
  const formSchema = content['multipart/form-data'];
  if (jsonSchema !== undefined) {
    const body = sampleFromSchema(jsonSchema);
    const properties = isObject(jsonSchema.properties) ? jsonSchema.properties : {};
    if (isObject(body) && 'weddingId' in properties) body.weddingId = weddingId;
    base.payload = JSON.stringify(body);
    base.headers['content-type'] = 'application/json';
  } else if (formSchema !== undefined) {
    const fields = (sampleFromSchema(formSchema) ?? {}) as Schema;
    if ('weddingId' in fields) fields.weddingId = weddingId;
    const form = multipartForm(
      Object.entries(fields)
        .filter(([name]) => MULTIPART_FILE[name] === undefined)
        .map(([name, value]) => ({ name, value: String(value) })),
      Object.keys(isObject(formSchema.properties) ? formSchema.properties : {}).flatMap((name) => {
        const file = MULTIPART_FILE[name];
        return file === undefined ? [] : [{ name, fileName: `${name}.bin`, ...file }];
      }),
    );
    base.payload = form.payload;
    base.headers['content-type'] = form.contentType;
  }
  return { operation, base, authorization };
}

type FormField = { name: string; value: string };
type FormFile = { name: string; fileName: string; contentType: string; bytes: Buffer };

const BOUNDARY = 'fuzzb0undary';

function multipartForm(
  fields: readonly FormField[],
  files: readonly FormFile[],
): { payload: Buffer; contentType: string } {
  const chunks: Buffer[] = [];
  for (const field of fields) {
    chunks.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field.name}"\r\n\r\n${field.value}\r\n`,
      ),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.fileName}"\r\n` +
          `Content-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
  };
}

// ---------------------------------------------------------------------------------------------
// Bad values.

/** Percent-encodes every UTF-16 unit, lone surrogates as the bytes WTF-8 gives them (invalid UTF-8). */
export function percentEncode(text: string): string {
  let out = '';
  for (const char of text) {
    const unit = char.codePointAt(0) ?? 0;
    if (unit >= 0xd800 && unit <= 0xdfff) {
      out +=
        `%${(0xe0 | (unit >> 12)).toString(16)}%${(0x80 | ((unit >> 6) & 0x3f)).toString(16)}%${(0x80 | (unit & 0x3f)).toString(16)}`.toUpperCase();
    } else {
      out += encodeURIComponent(char);
    }
  }
  return out;
}

const loneSurrogate = fc.constantFrom('\uD800', '\uDBFF', '\uDC00', '\uDFFF');

/** Strings that break something: NUL, lone surrogates, controls, bidi, astral, very long ones. */
const nastyString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\uD800',
    'x\uDFFFx',
    '\u202E',
    '\uFEFF',
    '😀',
    'ñandú',
    '%',
    '%00',
    "'; drop table guests; --",
    '../../etc/passwd',
    '<script>alert(1)</script>',
    'null',
    'true',
    '0',
    '-1',
    '1e999',
    'NaN',
    '2030-02-30T25:61:00Z',
    'not-an-email@',
    'javascript:alert(1)',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc
    .tuple(
      fc.string({ maxLength: 10 }),
      fc.constantFrom('\u0000', '\uD800', '\uDC00'),
      fc.string({ maxLength: 10 }),
    )
    .map((parts) => parts.join('')),
  fc.array(loneSurrogate, { minLength: 1, maxLength: 3 }).map((units) => units.join('')),
  fc.integer({ min: 101, max: 70_000 }).map((length) => 'a'.repeat(length)),
);

const INT32_MAX = 2 ** 31 - 1;

/** Numbers at and past every boundary a column or JavaScript has. */
const nastyNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    0,
    -0,
    -1,
    1,
    0.5,
    1.5,
    INT32_MAX,
    INT32_MAX + 1,
    -(2 ** 31) - 1,
    2 ** 32,
    2 ** 53,
    2 ** 53 + 2,
    -(2 ** 53),
    1e21,
    1e308,
    -1e308,
    Number.MIN_VALUE,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Texts that are numbers written loosely, out of range, or not numbers at all. */
const nastyNumberText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '2147483648',
    '2147483647',
    '4294967296',
    '9007199254740993',
    '99999999999999999999999999',
    '1e308',
    '1e999',
    '0',
    '-1',
    '-0',
    '+3',
    '03',
    '0x3',
    '0b11',
    '3e0',
    '3.0',
    '3.',
    ' 3',
    '3 ',
    'Infinity',
    'NaN',
  ),
  nastyNumber.map(String),
  fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(String),
);

/** A JSON value of the wrong type, or of the right type at or past its bounds. */
function nastyJson(schema: unknown, depth = 0): fc.Arbitrary<unknown> {
  const wrongType = fc.oneof(
    fc.constantFrom(null, true, false, [], {}, [null], { '\u0000': 1 }, { '': '' }),
    nastyString,
    nastyNumber,
  );
  if (!isObject(schema) || depth > 1) return wrongType;
  const variants: fc.Arbitrary<unknown>[] = [wrongType];
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.includes('string')) {
    const { minLength, maxLength } = schema;
    if (typeof maxLength === 'number') variants.push(fc.constant('x'.repeat(maxLength + 1)));
    if (typeof minLength === 'number' && minLength > 0)
      variants.push(fc.constant('x'.repeat(minLength - 1)));
    variants.push(nastyString);
  }
  if (types.includes('integer') || types.includes('number')) {
    const { minimum, maximum } = schema;
    if (typeof minimum === 'number') variants.push(fc.constant(minimum - 1));
    if (typeof maximum === 'number') variants.push(fc.constant(maximum + 1));
    variants.push(nastyNumber);
  }
  if (types.includes('array')) {
    variants.push(fc.array(nastyJson(schema.items, depth + 1), { maxLength: 5 }));
    variants.push(fc.constant(Array.from({ length: 2000 }, () => sampleFromSchema(schema.items))));
  }
  if (types.includes('object') && isObject(schema.properties)) {
    variants.push(nastyObject(schema, depth + 1));
  }
  return fc.oneof(...variants);
}

/** A valid object of the schema with one to four of its fields (or unknown ones) made wrong. */
function nastyObject(schema: Schema, depth = 0): fc.Arbitrary<Schema> {
  const properties = isObject(schema.properties) ? schema.properties : {};
  const names = [...Object.keys(properties), '__proto__', 'unknownField', '\u0000'];
  const edit = fc.oneof(
    {
      weight: 4,
      arbitrary: fc
        .constantFrom(...names)
        .chain((name) =>
          nastyJson(properties[name], depth).map((value) => ({ name, value, drop: false })),
        ),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(...names).map((name) => ({ name, value: undefined, drop: true })),
    },
  );
  return fc.array(edit, { minLength: 1, maxLength: 4 }).map((edits) => {
    const body = { ...((sampleFromSchema(schema) as Schema | null) ?? {}) };
    for (const { name, value, drop } of edits) {
      if (drop) Reflect.deleteProperty(body, name);
      else
        Object.defineProperty(body, name, {
          value,
          enumerable: true,
          configurable: true,
          writable: true,
        });
    }
    return body;
  });
}

// ---------------------------------------------------------------------------------------------
// Mutations: each breaks one part of a request.

type Mutation = (request: FuzzCase) => FuzzCase;
const named =
  (name: string, change: Mutation): Mutation =>
  (request) => ({
    ...change(request),
    mutations: [...request.mutations, name],
  });

const JSON_TEXTS = [
  '',
  '{',
  '{"a":',
  '}',
  'nul',
  'null',
  '[]',
  '"text"',
  '1',
  '1e999',
  '{"a":1,"a":2}',
  '{"__proto__":{"x":1}}',
  '{"constructor":{"prototype":{"x":1}}}',
  '\u0000',
  '{"\\u0000":"\\u0000"}',
  '{"a":"\\ud800"}',
  '\uFEFF{}',
  '['.repeat(5000) + ']'.repeat(5000),
  '{"a":'.repeat(3000) + '1' + '}'.repeat(3000),
];

const MEDIA_TYPES = [
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'application/octet-stream',
  'application/json; charset=latin1',
  'application/json; charset=utf-16',
  'application/json;;',
  'Application/JSON',
  'multipart/form-data',
  `multipart/form-data; boundary=${BOUNDARY}`,
  'multipart/form-data; boundary=',
  'multipart/mixed; boundary=x',
  'image/png',
  '*/*',
  ';',
  'x'.repeat(2000),
];

/** Multipart bodies that are broken in their structure, not only in their values. */
const brokenMultipart: fc.Arbitrary<string | Buffer> = fc.oneof(
  fc.constantFrom(
    '',
    'garbage',
    `--${BOUNDARY}`,
    `--${BOUNDARY}\r\n`,
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="a"\r\n\r\nvalue`,
    `--${BOUNDARY}\r\nContent-Disposition: form-data\r\n\r\nx\r\n--${BOUNDARY}--\r\n`,
    `--${BOUNDARY}\r\nno-colon-header\r\n\r\nx\r\n--${BOUNDARY}--\r\n`,
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\n`,
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="x\u0000"; filename="\u0000.png"\r\nContent-Type: image/png\r\n\r\nabc\r\n--${BOUNDARY}--\r\n`,
    `--${BOUNDARY}--\r\n`,
    `--${BOUNDARY}\r\n${'X-Header: y\r\n'.repeat(3000)}\r\nx\r\n--${BOUNDARY}--\r\n`,
  ),
  fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes)),
);

const headerText = fc.oneof(
  fc.constantFrom(
    '',
    'es',
    'en',
    'en-US,en;q=0.9',
    'fr',
    '*',
    'es;q=0',
    'en;q=abc',
    ',,,',
    'x'.repeat(20_000),
  ),
  fc.string({
    unit: fc.integer({ min: 0x20, max: 0xff }).map((code) => String.fromCharCode(code)),
    maxLength: 60,
  }),
);

function pathMutations(operation: ContractOperation): fc.Arbitrary<Mutation>[] {
  const names = operation.parameters.filter((p) => p.in === 'path').map((p) => p.name);
  if (names.length === 0) return [];
  const value = fc.oneof(
    nastyNumberText.map(percentEncode),
    nastyString.filter((text) => text !== '').map(percentEncode),
    fc.constantFrom(
      '%00',
      '%ED%A0%80',
      '%C0%AF',
      '%FF',
      '%zz',
      '%',
      '%2F',
      '..',
      '%2e%2e',
      'a'.repeat(150),
    ),
  );
  return [
    fc.tuple(fc.constantFrom(...names), value).map(([name, text]) =>
      named(`path ${name}=${text.slice(0, 40)}`, (request) => ({
        ...request,
        path: { ...request.path, [name]: text },
      })),
    ),
  ];
}

function queryMutations(operation: ContractOperation): fc.Arbitrary<Mutation>[] {
  const names = [
    ...operation.parameters.filter((p) => p.in === 'query').map((p) => p.name),
    'unknown',
  ];
  const value = fc.oneof(
    nastyNumberText.map(percentEncode),
    nastyString.map(percentEncode),
    fc.constantFrom('%00', '%ED%A0%80', '%FF', '%', '%zz'),
  );
  return [
    fc.tuple(fc.constantFrom(...names), value, fc.boolean()).map(([name, text, repeat]) =>
      named(`query ${name}=${text.slice(0, 40)}${repeat ? ' (twice)' : ''}`, (request) => ({
        ...request,
        query: [...request.query.filter(([key]) => repeat || key !== name), [name, text]],
      })),
    ),
  ];
}

function bodyMutations(operation: ContractOperation): fc.Arbitrary<Mutation>[] {
  const content = operation.requestBody?.content ?? {};
  const jsonSchema = content['application/json'];
  const formSchema = content['multipart/form-data'];
  const mutations: fc.Arbitrary<Mutation>[] = [
    fc
      .tuple(
        fc.constantFrom(...MEDIA_TYPES),
        fc.oneof(fc.constantFrom(...JSON_TEXTS), fc.constant('x')),
      )
      .map(([type, payload]) =>
        named(`content-type ${type.slice(0, 40)}`, (request) => ({
          ...request,
          payload,
          headers: { ...request.headers, 'content-type': type },
        })),
      ),
  ];
  if (jsonSchema !== undefined) {
    const body = isObject(jsonSchema.properties) ? nastyObject(jsonSchema) : nastyJson(jsonSchema);
    mutations.push(
      body.map((value) =>
        named(`body ${JSON.stringify(value)?.slice(0, 120)}`, (request) => ({
          ...request,
          payload: JSON.stringify(value),
        })),
      ),
      fc.constantFrom(...JSON_TEXTS).map((text) =>
        named(`raw body ${JSON.stringify(text.slice(0, 40))}`, (request) => ({
          ...request,
          payload: text,
        })),
      ),
      fc.constant(
        named('body over 1 MB', (request) => ({
          ...request,
          payload: JSON.stringify({ a: 'x'.repeat(1_100_000) }),
        })),
      ),
    );
  }
  if (formSchema !== undefined && isObject(formSchema.properties)) {
    const properties = formSchema.properties;
    const fieldNames = Object.keys(properties).filter((name) => MULTIPART_FILE[name] === undefined);
    const fileNames = Object.keys(properties).filter((name) => MULTIPART_FILE[name] !== undefined);
    const field = fc.tuple(
      fc.constantFrom(...fieldNames, 'unknown', '\u0000'),
      fc.oneof(nastyString, nastyNumberText),
    );
    const file = fc.record({
      name: fc.constantFrom(...fileNames, 'other'),
      fileName: fc.oneof(fc.constant('a.bin'), nastyString),
      contentType: fc.constantFrom('image/png', 'audio/mpeg', 'text/csv', 'text/plain', 'x'),
      bytes: fc.oneof(
        fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes)),
        fc.constantFrom(...Object.values(MULTIPART_FILE).map((known) => known.bytes)),
        nastyString.map((text) => Buffer.from(`nombre,telefono\n${text},${text}\n`)),
      ),
    });
    mutations.push(
      fc
        .tuple(fc.array(field, { maxLength: 4 }), fc.array(file, { maxLength: 2 }), fc.boolean())
        .map(([fields, files, keepValid]) =>
          named(
            `form ${JSON.stringify(fields).slice(0, 80)} ${files.length} file(s)`,
            (request) => {
              const sampled = (sampleFromSchema(formSchema) ?? {}) as Schema;
              const valid = keepValid
                ? Object.entries(sampled)
                    .filter(([name]) => fieldNames.includes(name))
                    .map(([name, value]) => ({ name, value: String(value) }))
                : [];
              const form = multipartForm(
                [...valid, ...fields.map(([name, value]) => ({ name, value }))],
                files,
              );
              return {
                ...request,
                payload: form.payload,
                headers: { ...request.headers, 'content-type': form.contentType },
              };
            },
          ),
        ),
      brokenMultipart.map((payload) =>
        named(`broken multipart ${JSON.stringify(payload.toString().slice(0, 60))}`, (request) => ({
          ...request,
          payload,
          headers: {
            ...request.headers,
            'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
          },
        })),
      ),
    );
  }
  return mutations;
}

function headerMutations(operation: ContractOperation): fc.Arbitrary<Mutation>[] {
  const names = [
    'accept-language',
    ...operation.parameters.filter((p) => p.in === 'header').map((p) => p.name.toLowerCase()),
    'x-unknown',
  ];
  return [
    fc.tuple(fc.constantFrom(...names), headerText).map(([name, value]) =>
      named(`header ${name}: ${value.slice(0, 40)}`, (request) => ({
        ...request,
        headers: { ...request.headers, [name]: value },
      })),
    ),
  ];
}

/** Requests of the target's operation with one to three parts broken, in es or en. */
export function fuzzCases(target: FuzzTarget): fc.Arbitrary<FuzzCase> {
  const { operation } = target;
  const mutation = fc.oneof(
    ...pathMutations(operation),
    ...queryMutations(operation),
    ...bodyMutations(operation),
    ...headerMutations(operation),
  );
  return fc
    .tuple(fc.array(mutation, { minLength: 1, maxLength: 3 }), fc.constantFrom('es', 'en'))
    .map(([mutations, language]) =>
      mutations.reduce<FuzzCase>((request, mutate) => mutate(request), {
        ...target.base,
        headers: { 'accept-language': language, ...target.base.headers },
      }),
    );
}

// ---------------------------------------------------------------------------------------------
// Sending and judging.

export function injectOptions(target: FuzzTarget, request: FuzzCase): InjectOptions {
  const path = target.operation.routeUrl.replace(
    /:([A-Za-z0-9_]+)/g,
    (_, name: string) => request.path[name] ?? '1',
  );
  const query = request.query
    .map(([key, value]) => `${encodeURIComponent(key)}=${value}`)
    .join('&');
  const headers = { ...request.headers };
  if (target.authorization !== null) headers.authorization = target.authorization;
  return {
    method: target.operation.method as InjectOptions['method'],
    url: query === '' ? path : `${path}?${query}`,
    headers,
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  };
}

const spanishOnly = new Set<string>(Object.values(serverTexts.errors).map((text) => text.es));
const englishOnly = new Set<string>(Object.values(serverTexts.errors).map((text) => text.en));

/** Why an answer fails the fuzz (a 5xx, a body outside the contract, the other language), or null. */
export function fuzzVerdict(
  contract: Contract,
  target: FuzzTarget,
  request: FuzzCase,
  response: LightMyRequestResponse,
): string | null {
  const status = response.statusCode;
  if (status >= 500) return `answered ${status}: ${response.body.slice(0, 300)}`;
  const mismatch = responseMismatch(
    contract,
    target.operation,
    status,
    String(response.headers['content-type'] ?? ''),
    response.rawPayload,
  );
  if (mismatch !== null) {
    return `${status} outside the contract: ${mismatch.reason} ${JSON.stringify(mismatch.errors ?? [])} ${response.body.slice(0, 300)}`;
  }
  if (status >= 400) {
    const { message } = response.json<{ message: string }>();
    const language = parseAcceptLanguage(request.headers['accept-language']);
    const wrong = language === 'en' ? spanishOnly : englishOnly;
    if (wrong.has(message)) return `${status} in the wrong language for ${language}: ${message}`;
  }
  return null;
}

/** A printable summary of a request, for a failure message. */
export function describeCase(target: FuzzTarget, request: FuzzCase): string {
  const options = injectOptions(target, request);
  return `${target.operation.operationId}: ${String(options.method)} ${String(options.url).slice(0, 200)} [${request.mutations.join(' | ')}]`;
}

/** The seed of this run: FUZZ_SEED when set (to replay a failure), else a new one. */
export function fuzzSeed(value: string | undefined): number {
  return value !== undefined && value !== '' ? Number(value) : Date.now() % 2 ** 31;
}
