// The one module that reads the environment. Every setting is parsed once into a frozen, typed
// Config; a bad setting throws a ConfigError naming the variable and what it expects.
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import proxyAddr from '@fastify/proxy-addr';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
export type NodeEnv = 'development' | 'production' | 'test';

export type GoogleConfig = Readonly<{
  clientId: string;
  clientSecret: string;
  issuer: string;
  redirectUri: string;
}>;

/** Card payments through Stripe (the official SDK); without a secret key the embedded driver charges. */
export type StripeConfig = Readonly<{
  /** Null: the embedded card driver (offline; honours Stripe's test payment methods only). */
  secretKey: string | null;
  /** Null: POST /v1/payments/webhook answers 503 (events cannot be verified). */
  webhookSecret: string | null;
  /** Null: api.stripe.com; else a Stripe-speaking server for tests and development. */
  api: Readonly<{ host: string; port: number; protocol: 'http' | 'https' }> | null;
}>;

/** AI themes: an OpenAI-compatible chat API, or (without AI_THEMES_API_URL) the embedded generator. */
export type AiThemesConfig = Readonly<{
  /** Null: the embedded generator (offline). Else the API base, e.g. https://api.openai.com/v1. */
  apiUrl: string | null;
  /** Bearer key of that API; null for servers without authentication. */
  apiKey: string | null;
  /** The model asked; set whenever apiUrl is. */
  model: string | null;
  /** The budget of one generation, retry included. */
  timeoutMs: number;
}>;

/** Product analytics (PostHog), handed to the apps by GET /v1/public/site. */
export type PosthogConfig = Readonly<{ key: string; host: string }>;

export type AdminSeedConfig = Readonly<{ email: string; password: string; name: string }>;

/** Where uploaded files go: under DATA_DIR/files (served by the API) or an S3-compatible bucket. */
export type StorageConfig =
  | Readonly<{ driver: 'local'; directory: string; publicUrl: string }>
  | Readonly<{
      driver: 's3';
      bucket: string;
      region: string;
      /** Null for AWS itself; set for other S3-compatible services (path-style requests). */
      endpoint: string | null;
      /** Null: the SDK's default credential chain (instance role, AWS_* variables). */
      credentials: Readonly<{ accessKeyId: string; secretAccessKey: string }> | null;
      publicUrl: string;
    }>;

/** The embedded drivers production may keep when EMBEDDED_DRIVERS names them. */
export type EmbeddedDriver = 'database' | 'jwt-secret' | 'mail' | 'storage' | 'payments';

/** Limits of the PostgreSQL connections (PGlite, in process, needs none). */
export type DatabaseLimits = Readonly<{
  poolMax: number;
  /** A new connection (TCP and authentication), and the wait for a free one of the pool. */
  connectTimeoutMs: number;
  /** The server cancels a statement after this; the client gives up on an answer 1 s later. */
  statementTimeoutMs: number;
  /** The server ends a session left idle inside a transaction this long. */
  idleInTransactionTimeoutMs: number;
  /** How long start-up waits for the database to answer before giving up. */
  startupWaitSeconds: number;
}>;

export type Config = Readonly<{
  nodeEnv: NodeEnv;
  port: number;
  host: string;
  /** Absolute path of the data directory (PGlite files, outbox, uploads, development key). */
  dataDir: string;
  /** postgres:// URL, or null for the embedded PGlite database in `<dataDir>/pglite`. */
  databaseUrl: string | null;
  databaseLimits: DatabaseLimits;
  jwtSecret: string;
  appUrl: string;
  adminAppUrl: string;
  invitationUrl: string;
  corsOrigins: readonly string[];
  smtpUrl: string | null;
  mailFrom: string;
  storage: StorageConfig;
  /** Null until both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set. */
  google: GoogleConfig | null;
  stripe: StripeConfig;
  aiThemes: AiThemesConfig;
  /** The admin account created at start-up, when ADMIN_EMAIL and ADMIN_PASSWORD are set. */
  admin: AdminSeedConfig | null;
  /** The wedding the landing's demo link opens (seeded by `cli.js seed-demo`). */
  demoWeddingSlug: string;
  /** Null without POSTHOG_KEY: the apps load no analytics. */
  posthog: PosthogConfig | null;
  logLevel: LogLevel;
  /**
   * Fastify's trustProxy: which peers may tell the client's address in X-Forwarded-For (request.ip,
   * which the rate limits count). true trusts any peer, false none; else addresses, CIDR ranges or
   * the names loopback, linklocal and uniquelocal.
   */
  trustProxy: boolean | readonly string[];
  /** Responses are checked against the contract (under tests: NODE_ENV=test or VITEST set). */
  validateResponses: boolean;
  /** Which database the test harness uses: TEST_DATABASE=postgres (with DATABASE_URL) or pglite. */
  testDatabase: 'pglite' | 'postgres';
}>;

export type Env = Readonly<Record<string, string | undefined>>;

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    expected: string,
    received?: string,
  ) {
    super(
      `${variable}: expected ${expected}${received === undefined ? '' : `, got "${received}"`}`,
    );
    this.name = 'ConfigError';
  }
}

/** Several settings wrong at once: one message naming every one of them. */
export class ConfigErrors extends ConfigError {
  constructor(readonly errors: readonly [ConfigError, ...ConfigError[]]) {
    super(errors[0].variable, '');
    this.message = [
      `${errors.length} settings need attention:`,
      ...errors.map((error) => `  ${error.message}`),
    ].join('\n');
  }

  /** Every variable named, in order. */
  get variables(): readonly string[] {
    return this.errors.map((error) => error.variable);
  }
}

const variables = [
  { name: 'PORT', default: '3000', description: 'Port the API listens on.' },
  {
    name: 'HOST',
    default: '127.0.0.1',
    description: 'Interface the API listens on (0.0.0.0 in a container).',
  },
  {
    name: 'DATA_DIR',
    default: '<repo>/.data',
    description:
      'Directory for the embedded database, the email outbox, uploaded files and the development key.',
  },
  {
    name: 'DATABASE_URL',
    default: '(unset: embedded PGlite)',
    description:
      'postgres:// URL of a PostgreSQL 15+ server; unset uses PGlite in DATA_DIR/pglite.',
  },
  {
    name: 'DATABASE_POOL_MAX',
    default: '10',
    description: 'Most PostgreSQL connections one API process opens (1 to 1000).',
  },
  {
    name: 'DATABASE_CONNECT_TIMEOUT_MS',
    default: '5000',
    description:
      'Milliseconds to open a PostgreSQL connection or wait for a free one of the pool (100 to 600000).',
  },
  {
    name: 'DATABASE_STATEMENT_TIMEOUT_MS',
    default: '15000',
    description:
      'Milliseconds a statement may run before PostgreSQL cancels it; the API gives up on an answer 1 s later (100 to 3600000).',
  },
  {
    name: 'DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS',
    default: '10000',
    description:
      'Milliseconds a session may sit idle inside a transaction before PostgreSQL ends it (100 to 3600000).',
  },
  {
    name: 'DATABASE_STARTUP_WAIT_S',
    default: '30',
    description:
      'Seconds start-up waits for PostgreSQL to answer before giving up (0 to 3600; 0 tries once).',
  },
  {
    name: 'JWT_SECRET',
    default: '(generated)',
    description:
      'Key that signs session tokens, at least 32 characters; unset generates one kept in DATA_DIR/jwt-secret.',
  },
  {
    name: 'APP_URL',
    default: 'http://localhost:5173',
    description: 'Origin of the couples app (links in emails).',
  },
  {
    name: 'ADMIN_APP_URL',
    default: 'http://localhost:5174',
    description: 'Origin of the admin and promoter app.',
  },
  {
    name: 'INVITATION_URL',
    default: 'http://localhost:5175',
    description: 'Origin of the public invitation app (guest links).',
  },
  {
    name: 'CORS_ORIGINS',
    default: 'the three app URLs',
    description: 'Comma-separated origins allowed to call the API from a browser.',
  },
  {
    name: 'SMTP_URL',
    default: '(unset: outbox files)',
    description:
      'smtp:// or smtps:// URL of the mail server; unset writes .eml files to DATA_DIR/outbox.',
  },
  {
    name: 'MAIL_FROM',
    default: 'Convite <no-reply@convite.mx>',
    description: 'Sender of outgoing email.',
  },
  {
    name: 'FILES_PUBLIC_URL',
    default: 'http://localhost:<PORT>/files',
    description:
      'Public address of the files the API serves from DATA_DIR/files (without S3_BUCKET).',
  },
  {
    name: 'S3_BUCKET',
    default: '(unset: files in DATA_DIR/files)',
    description: 'Bucket of S3-compatible object storage for uploaded images and songs.',
  },
  { name: 'S3_REGION', default: 'us-east-1', description: 'Region of that bucket.' },
  {
    name: 'S3_ENDPOINT',
    default: '(unset: AWS)',
    description: 'Endpoint of an S3-compatible service other than AWS (path-style requests).',
  },
  {
    name: 'S3_ACCESS_KEY_ID',
    default: '(unset: default credential chain)',
    description: 'Access key of the bucket (with S3_SECRET_ACCESS_KEY).',
  },
  {
    name: 'S3_SECRET_ACCESS_KEY',
    default: '(unset)',
    description: 'Secret key of the bucket (with S3_ACCESS_KEY_ID).',
  },
  {
    name: 'S3_PUBLIC_URL',
    default: 'the bucket URL',
    description: 'Public address under which the bucket objects are read (e.g. a CDN).',
  },
  {
    name: 'GOOGLE_CLIENT_ID',
    default: '(unset: Google sign-in off)',
    description: 'OAuth client id for Google sign-in.',
  },
  {
    name: 'GOOGLE_CLIENT_SECRET',
    default: '(unset)',
    description: 'OAuth client secret for Google sign-in.',
  },
  {
    name: 'GOOGLE_ISSUER',
    default: 'https://accounts.google.com',
    description: 'OpenID Connect issuer used for Google sign-in.',
  },
  {
    name: 'GOOGLE_REDIRECT_URI',
    default: 'APP_URL + /auth/google/callback',
    description: 'Redirect URI registered with the Google client.',
  },
  {
    name: 'STRIPE_SECRET_KEY',
    default: '(unset: embedded card driver)',
    description:
      'Stripe secret key (sk_… or rk_…); unset charges through the embedded driver, which accepts only Stripe test payment methods.',
  },
  {
    name: 'STRIPE_WEBHOOK_SECRET',
    default: '(unset: webhook answers 503)',
    description:
      'Signing secret (whsec_…) of the Stripe webhook endpoint POST /v1/payments/webhook.',
  },
  {
    name: 'STRIPE_API_URL',
    default: 'https://api.stripe.com',
    description:
      'Tests and development only: the http(s) URL of a server speaking Stripe API instead of Stripe (with STRIPE_SECRET_KEY).',
  },
  {
    name: 'AI_THEMES_API_URL',
    default: '(unset: embedded generator)',
    description:
      'Base URL of an OpenAI-compatible chat-completions API for AI themes (e.g. https://api.openai.com/v1); unset generates themes offline.',
  },
  {
    name: 'AI_THEMES_API_KEY',
    default: '(unset: no authentication)',
    description: 'Bearer key of that API (with AI_THEMES_API_URL).',
  },
  {
    name: 'AI_THEMES_MODEL',
    default: '(required with AI_THEMES_API_URL)',
    description: 'Model asked for themes, e.g. gpt-4o-mini.',
  },
  {
    name: 'AI_THEMES_TIMEOUT_MS',
    default: '30000',
    description: 'Milliseconds one theme generation may take, retry included (1000 to 300000).',
  },
  {
    name: 'ADMIN_EMAIL',
    default: '(unset)',
    description: 'Email of an admin account created at start-up.',
  },
  {
    name: 'ADMIN_PASSWORD',
    default: '(unset)',
    description: 'Password of that admin account (with ADMIN_EMAIL).',
  },
  { name: 'ADMIN_NAME', default: 'Admin', description: 'Display name of that admin account.' },
  {
    name: 'DEMO_WEDDING_SLUG',
    default: 'ana-y-luis',
    description:
      'Slug of the wedding the landing links to as a demo (hidden while that wedding is missing or inactive).',
  },
  {
    name: 'POSTHOG_KEY',
    default: '(unset: no analytics)',
    description: 'PostHog project key (phc_…) the apps send page views and clicks with.',
  },
  {
    name: 'POSTHOG_HOST',
    default: 'https://us.i.posthog.com',
    description: 'PostHog ingestion host (with POSTHOG_KEY), e.g. https://eu.i.posthog.com.',
  },
  {
    name: 'LOG_LEVEL',
    default: 'info',
    description: 'fatal, error, warn, info, debug, trace or silent.',
  },
  {
    name: 'TRUST_PROXY',
    default: 'loopback',
    description:
      'Proxies trusted to forward the client address (X-Forwarded-For): true, false, or comma-separated addresses, CIDRs or loopback/linklocal/uniquelocal.',
  },
  {
    name: 'NODE_ENV',
    default: 'development',
    description:
      'development, production or test; production refuses to start on an embedded driver not named in EMBEDDED_DRIVERS.',
  },
  {
    name: 'EMBEDDED_DRIVERS',
    default: '(unset: none)',
    description:
      'Production only: the embedded drivers kept on purpose, comma-separated: database, jwt-secret, mail, storage, payments.',
  },
  {
    name: 'TEST_DATABASE',
    default: 'pglite',
    description: 'Tests only: postgres runs the server suite on DATABASE_URL instead of PGlite.',
  },
] as const satisfies readonly ConfigVariableInfo[];

export type ConfigVariableInfo = Readonly<{ name: string; default: string; description: string }>;
export type ConfigVariable = (typeof variables)[number]['name'];

/** Every variable the server reads, with its default and a one-line description (the README's table follows it). */
export const configVariables: readonly ConfigVariableInfo[] = variables;

const LOG_LEVELS: readonly LogLevel[] = [
  'fatal',
  'error',
  'warn',
  'info',
  'debug',
  'trace',
  'silent',
];
const NODE_ENVS: readonly NodeEnv[] = ['development', 'production', 'test'];

/** The repository root: this file sits in apps/server/{src,dist}/config. */
const REPO_ROOT = path.resolve(import.meta.dirname, '../../../..');

function read(env: Env, name: ConfigVariable): string | undefined {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

function oneOf<T extends string>(
  env: Env,
  name: ConfigVariable,
  allowed: readonly T[],
  fallback: T,
): T {
  const value = read(env, name);
  if (value === undefined) return fallback;
  if (!(allowed as readonly string[]).includes(value)) {
    throw new ConfigError(name, `one of ${allowed.join(', ')}`, value);
  }
  return value as T;
}

function port(env: Env, name: ConfigVariable, fallback: number): number {
  const value = read(env, name);
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!/^\d+$/.test(value) || !Number.isInteger(parsed) || parsed < 0 || parsed > 65535) {
    throw new ConfigError(name, 'an integer port between 0 and 65535', value);
  }
  return parsed;
}

function httpUrl(env: Env, name: ConfigVariable, fallback: string): string {
  const value = read(env, name) ?? fallback;
  return parseHttpUrl(name, value);
}

function parseHttpUrl(name: ConfigVariable, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(name, 'an absolute http(s) URL', value);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(name, 'an absolute http(s) URL', value);
  }
  return value.replace(/\/+$/, '');
}

function originOf(name: ConfigVariable, value: string): string {
  return new URL(parseHttpUrl(name, value)).origin;
}

function databaseUrl(env: Env): string | null {
  const value = read(env, 'DATABASE_URL');
  if (value === undefined) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError('DATABASE_URL', 'a postgres:// or postgresql:// URL', redactUrl(value));
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    throw new ConfigError('DATABASE_URL', 'a postgres:// or postgresql:// URL', redactUrl(value));
  }
  return value;
}

function smtpUrl(env: Env): string | null {
  const value = read(env, 'SMTP_URL');
  if (value === undefined) return null;
  let protocol: string;
  try {
    protocol = new URL(value).protocol;
  } catch {
    throw new ConfigError('SMTP_URL', 'an smtp:// or smtps:// URL', redactUrl(value));
  }
  if (protocol !== 'smtp:' && protocol !== 'smtps:') {
    throw new ConfigError('SMTP_URL', 'an smtp:// or smtps:// URL', redactUrl(value));
  }
  return value;
}

function redactUrl(value: string): string {
  return value.replace(/\/\/([^/@]*)@/, '//***@');
}

function email(env: Env, name: ConfigVariable): string | undefined {
  const value = read(env, name);
  if (value !== undefined && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) {
    throw new ConfigError(name, 'an email address', value);
  }
  return value;
}

function jwtSecret(env: Env, dataDir: string, mayGenerate: boolean): string {
  const value = read(env, 'JWT_SECRET');
  if (value !== undefined) {
    if (value.length < 32) throw new ConfigError('JWT_SECRET', 'at least 32 characters');
    return value;
  }
  if (!mayGenerate) return ''; // production without the opt-in: productionProblems names it
  // Development convenience: one random key, generated once and kept in the data directory.
  const file = path.join(dataDir, 'jwt-secret');
  try {
    if (existsSync(file)) {
      const stored = readFileSync(file, 'utf8').trim();
      if (stored.length >= 32) return stored;
    }
    mkdirSync(dataDir, { recursive: true });
    const generated = randomBytes(48).toString('base64url');
    writeFileSync(file, `${generated}\n`, { mode: 0o600 });
    chmodSync(file, 0o600);
    return generated;
  } catch (error) {
    throw new ConfigError(
      'JWT_SECRET',
      `a key of at least 32 characters (could not keep a generated one in ${file}: ${(error as Error).message})`,
    );
  }
}

function storage(env: Env, dataDir: string, apiPort: number): StorageConfig {
  const bucket = read(env, 'S3_BUCKET');
  if (bucket === undefined) {
    return Object.freeze({
      driver: 'local',
      directory: path.join(dataDir, 'files'),
      publicUrl: httpUrl(env, 'FILES_PUBLIC_URL', `http://localhost:${apiPort}/files`),
    });
  }
  const region = read(env, 'S3_REGION') ?? 'us-east-1';
  const endpointValue = read(env, 'S3_ENDPOINT');
  const endpoint = endpointValue === undefined ? null : parseHttpUrl('S3_ENDPOINT', endpointValue);
  const accessKeyId = read(env, 'S3_ACCESS_KEY_ID');
  const secretAccessKey = read(env, 'S3_SECRET_ACCESS_KEY');
  if ((accessKeyId === undefined) !== (secretAccessKey === undefined)) {
    const missing = accessKeyId === undefined ? 'S3_ACCESS_KEY_ID' : 'S3_SECRET_ACCESS_KEY';
    throw new ConfigError(
      missing,
      'to be set together with S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
    );
  }
  const bucketUrl =
    endpoint === null
      ? `https://${bucket}.s3.${region}.amazonaws.com`
      : `${endpoint}/${encodeURIComponent(bucket)}`;
  return Object.freeze({
    driver: 's3',
    bucket,
    region,
    endpoint,
    credentials:
      accessKeyId !== undefined && secretAccessKey !== undefined
        ? Object.freeze({ accessKeyId, secretAccessKey })
        : null,
    publicUrl: httpUrl(env, 'S3_PUBLIC_URL', bucketUrl),
  });
}

function stripe(env: Env): StripeConfig {
  const secretKey = read(env, 'STRIPE_SECRET_KEY') ?? null;
  if (secretKey !== null && !/^(sk|rk)_(test|live)_\S+$/.test(secretKey)) {
    throw new ConfigError('STRIPE_SECRET_KEY', 'a Stripe secret key (sk_test_…, sk_live_…, rk_…)');
  }
  const webhookSecret = read(env, 'STRIPE_WEBHOOK_SECRET') ?? null;
  if (webhookSecret !== null && !/^whsec_\S+$/.test(webhookSecret)) {
    throw new ConfigError('STRIPE_WEBHOOK_SECRET', 'a webhook signing secret (whsec_…)');
  }
  const apiValue = read(env, 'STRIPE_API_URL');
  let api: StripeConfig['api'] = null;
  if (apiValue !== undefined) {
    if (secretKey === null) {
      throw new ConfigError('STRIPE_SECRET_KEY', 'to be set when STRIPE_API_URL is set');
    }
    const url = new URL(parseHttpUrl('STRIPE_API_URL', apiValue));
    if (url.pathname !== '/' || url.search !== '' || url.username !== '') {
      throw new ConfigError('STRIPE_API_URL', 'an origin such as http://127.0.0.1:12111', apiValue);
    }
    const protocol = url.protocol === 'https:' ? 'https' : 'http';
    api = Object.freeze({
      host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
      port: url.port === '' ? (protocol === 'https' ? 443 : 80) : Number(url.port),
      protocol,
    });
  }
  return Object.freeze({ secretKey, webhookSecret, api });
}

function aiThemes(env: Env): AiThemesConfig {
  const urlValue = read(env, 'AI_THEMES_API_URL');
  const apiKey = read(env, 'AI_THEMES_API_KEY') ?? null;
  const model = read(env, 'AI_THEMES_MODEL') ?? null;
  const timeoutValue = read(env, 'AI_THEMES_TIMEOUT_MS');
  const timeoutMs = timeoutValue === undefined ? 30_000 : Number(timeoutValue);
  if (
    timeoutValue !== undefined &&
    (!/^\d+$/.test(timeoutValue) || timeoutMs < 1000 || timeoutMs > 300_000)
  ) {
    throw new ConfigError(
      'AI_THEMES_TIMEOUT_MS',
      'milliseconds between 1000 and 300000',
      timeoutValue,
    );
  }
  if (urlValue === undefined) {
    if (apiKey !== null || model !== null) {
      const set = apiKey !== null ? 'AI_THEMES_API_KEY' : 'AI_THEMES_MODEL';
      throw new ConfigError('AI_THEMES_API_URL', `to be set when ${set} is set`);
    }
    return Object.freeze({ apiUrl: null, apiKey: null, model: null, timeoutMs });
  }
  const apiUrl = parseHttpUrl('AI_THEMES_API_URL', urlValue);
  if (model === null) {
    throw new ConfigError('AI_THEMES_MODEL', 'a model name when AI_THEMES_API_URL is set');
  }
  return Object.freeze({ apiUrl, apiKey, model, timeoutMs });
}

function demoWeddingSlug(env: Env): string {
  const value = read(env, 'DEMO_WEDDING_SLUG') ?? 'ana-y-luis';
  // The format weddings_slug_format allows: any other value could never name a wedding.
  if (!/^[a-z0-9-]{3,60}$/.test(value)) {
    throw new ConfigError('DEMO_WEDDING_SLUG', 'a wedding slug (a-z, 0-9 and -, 3 to 60)', value);
  }
  return value;
}

function posthog(env: Env): PosthogConfig | null {
  const key = read(env, 'POSTHOG_KEY');
  const host = httpUrl(env, 'POSTHOG_HOST', 'https://us.i.posthog.com');
  return key === undefined ? null : Object.freeze({ key, host });
}

/** True when proxy-addr (what Fastify applies it with) takes every entry: addresses, CIDRs, named ranges. */
function isProxyList(entries: string[]): boolean {
  try {
    proxyAddr.compile(entries);
    return true;
  } catch {
    return false;
  }
}

function trustProxy(env: Env): boolean | readonly string[] {
  const value = read(env, 'TRUST_PROXY') ?? 'loopback';
  if (value === 'true') return true;
  if (value === 'false') return false;
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  if (entries.length === 0 || !isProxyList(entries)) {
    throw new ConfigError(
      'TRUST_PROXY',
      'true, false, or comma-separated IP addresses, CIDR ranges or loopback/linklocal/uniquelocal',
      value,
    );
  }
  return Object.freeze(entries);
}

function integer(
  env: Env,
  name: ConfigVariable,
  fallback: number,
  [min, max]: readonly [number, number],
  unit: string,
): number {
  const value = read(env, name);
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!/^\d+$/.test(value) || parsed < min || parsed > max) {
    throw new ConfigError(name, `${unit} between ${min} and ${max}`, value);
  }
  return parsed;
}

const DEFAULT_DATABASE_LIMITS: DatabaseLimits = Object.freeze({
  poolMax: 10,
  connectTimeoutMs: 5000,
  statementTimeoutMs: 15_000,
  idleInTransactionTimeoutMs: 10_000,
  startupWaitSeconds: 30,
});

function databaseLimits(env: Env): DatabaseLimits {
  const d = DEFAULT_DATABASE_LIMITS;
  const ms = 'milliseconds';
  return Object.freeze({
    poolMax: integer(env, 'DATABASE_POOL_MAX', d.poolMax, [1, 1000], 'connections'),
    connectTimeoutMs: integer(
      env,
      'DATABASE_CONNECT_TIMEOUT_MS',
      d.connectTimeoutMs,
      [100, 600_000],
      ms,
    ),
    statementTimeoutMs: integer(
      env,
      'DATABASE_STATEMENT_TIMEOUT_MS',
      d.statementTimeoutMs,
      [100, 3_600_000],
      ms,
    ),
    idleInTransactionTimeoutMs: integer(
      env,
      'DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS',
      d.idleInTransactionTimeoutMs,
      [100, 3_600_000],
      ms,
    ),
    startupWaitSeconds: integer(
      env,
      'DATABASE_STARTUP_WAIT_S',
      d.startupWaitSeconds,
      [0, 3600],
      'seconds',
    ),
  });
}

const EMBEDDED_DRIVERS: readonly EmbeddedDriver[] = [
  'database',
  'jwt-secret',
  'mail',
  'storage',
  'payments',
];

function embeddedDrivers(env: Env): ReadonlySet<EmbeddedDriver> {
  const entries = (read(env, 'EMBEDDED_DRIVERS') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const unknown = entries.find((entry) => !(EMBEDDED_DRIVERS as readonly string[]).includes(entry));
  if (unknown !== undefined) {
    throw new ConfigError(
      'EMBEDDED_DRIVERS',
      `a comma-separated list of ${EMBEDDED_DRIVERS.join(', ')}`,
      unknown,
    );
  }
  return new Set(entries as EmbeddedDriver[]);
}

/** https, or http on this machine only (a production build tried locally). */
function isSafePublicUrl(value: string): boolean {
  const { protocol, hostname } = new URL(value);
  if (protocol === 'https:') return true;
  return (
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    hostname === '[::1]' ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname)
  );
}

type ProductionView = Pick<Config, 'storage' | 'appUrl' | 'adminAppUrl' | 'invitationUrl'>;

/**
 * What production refuses, all at once: an embedded driver that EMBEDDED_DRIVERS does not name, a
 * public origin left at its localhost default or not https, a development-only setting.
 */
function productionProblems(
  env: Env,
  config: ProductionView,
  embedded: ReadonlySet<EmbeddedDriver>,
): ConfigError[] {
  const problems: ConfigError[] = [];
  // Whether a variable is set, not whether it parsed: a malformed one is already named.
  const isSet = (variable: ConfigVariable) => read(env, variable) !== undefined;
  const requireOrOptIn = (
    variable: ConfigVariable,
    expected: string,
    driver: EmbeddedDriver,
    keeps: string,
  ) => {
    if (isSet(variable) || embedded.has(driver)) return;
    problems.push(
      new ConfigError(
        variable,
        `${expected} in production, or EMBEDDED_DRIVERS=${driver} to keep ${keeps}`,
      ),
    );
  };
  const requirePublicUrl = (variable: ConfigVariable, value: string, hasDefault = false) => {
    const expected = 'an https:// URL in production (http only on a loopback host)';
    if (!isSet(variable) && !hasDefault) problems.push(new ConfigError(variable, expected));
    else if (value !== '' && !isSafePublicUrl(value)) {
      problems.push(new ConfigError(variable, expected, value));
    }
  };

  requireOrOptIn(
    'DATABASE_URL',
    'a postgres:// URL',
    'database',
    'the embedded PGlite in DATA_DIR',
  );
  requireOrOptIn(
    'JWT_SECRET',
    'a key of at least 32 characters',
    'jwt-secret',
    'a key generated in DATA_DIR',
  );
  requireOrOptIn(
    'SMTP_URL',
    'an smtp:// or smtps:// URL',
    'mail',
    'emails as files in DATA_DIR/outbox',
  );
  requireOrOptIn('S3_BUCKET', 'a bucket', 'storage', 'uploads in DATA_DIR/files');
  requireOrOptIn(
    'STRIPE_SECRET_KEY',
    'a Stripe secret key',
    'payments',
    'the embedded card driver, which charges nothing',
  );
  // Real payments need their webhook: OXXO and SPEI are only ever confirmed by it.
  if (isSet('STRIPE_SECRET_KEY') && !isSet('STRIPE_WEBHOOK_SECRET')) {
    problems.push(
      new ConfigError(
        'STRIPE_WEBHOOK_SECRET',
        'the webhook signing secret (whsec_…) in production',
      ),
    );
  }
  if (isSet('STRIPE_API_URL')) {
    problems.push(
      new ConfigError('STRIPE_API_URL', 'to be unset in production (tests and development only)'),
    );
  }

  for (const [variable, value] of [
    ['APP_URL', config.appUrl],
    ['ADMIN_APP_URL', config.adminAppUrl],
    ['INVITATION_URL', config.invitationUrl],
  ] as const) {
    requirePublicUrl(variable, value);
  }
  if (!isSet('S3_BUCKET') && embedded.has('storage')) {
    requirePublicUrl('FILES_PUBLIC_URL', config.storage.publicUrl);
  } else if (config.storage.driver === 's3') {
    // The bucket's own URL is a fine default; one derived from an http S3_ENDPOINT is not.
    requirePublicUrl('S3_PUBLIC_URL', config.storage.publicUrl, true);
  }
  return problems;
}

/** A copy of the process environment (for the test harness, which picks the database settings). */
export function currentEnvironment(): Env {
  return { ...process.env };
}

/**
 * Parses the environment once. Throws a ConfigError naming the bad setting, or ConfigErrors naming
 * every one when several are wrong (production names every missing setting at once).
 */
export function loadConfig(env: Env = process.env): Config {
  const problems: ConfigError[] = [];
  /** The parsed setting, or (when it is wrong) the fallback, with the problem kept for the end. */
  const check = <T>(parse: () => T, fallback: T): T => {
    try {
      return parse();
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      problems.push(error);
      return fallback;
    }
  };

  const nodeEnv = check(() => oneOf(env, 'NODE_ENV', NODE_ENVS, 'development'), 'development');
  const isTest = nodeEnv === 'test' || env.VITEST !== undefined;
  const embedded = check(() => embeddedDrivers(env), new Set<EmbeddedDriver>());

  const dataDirValue = read(env, 'DATA_DIR');
  const dataDir =
    dataDirValue === undefined ? path.join(REPO_ROOT, '.data') : path.resolve(dataDirValue);

  const appUrl = check(() => httpUrl(env, 'APP_URL', 'http://localhost:5173'), '');
  const adminAppUrl = check(() => httpUrl(env, 'ADMIN_APP_URL', 'http://localhost:5174'), '');
  const invitationUrl = check(() => httpUrl(env, 'INVITATION_URL', 'http://localhost:5175'), '');

  const corsOrigins = check(() => {
    const value = read(env, 'CORS_ORIGINS');
    if (value === undefined) {
      return [appUrl, adminAppUrl, invitationUrl]
        .filter((url) => url !== '')
        .map((url) => new URL(url).origin);
    }
    return value
      .split(',')
      .map((origin) => origin.trim())
      .filter((origin) => origin !== '')
      .map((origin) => originOf('CORS_ORIGINS', origin));
  }, []);

  const google = check((): GoogleConfig | null => {
    const clientId = read(env, 'GOOGLE_CLIENT_ID');
    const clientSecret = read(env, 'GOOGLE_CLIENT_SECRET');
    if ((clientId === undefined) !== (clientSecret === undefined)) {
      const missing = clientId === undefined ? 'GOOGLE_CLIENT_ID' : 'GOOGLE_CLIENT_SECRET';
      throw new ConfigError(
        missing,
        'to be set together with GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET',
      );
    }
    if (clientId === undefined || clientSecret === undefined) return null;
    return Object.freeze({
      clientId,
      clientSecret,
      issuer: httpUrl(env, 'GOOGLE_ISSUER', 'https://accounts.google.com'),
      redirectUri: httpUrl(env, 'GOOGLE_REDIRECT_URI', `${appUrl}/auth/google/callback`),
    });
  }, null);

  const admin = check((): AdminSeedConfig | null => {
    const adminEmail = email(env, 'ADMIN_EMAIL');
    const adminPassword = read(env, 'ADMIN_PASSWORD');
    if ((adminEmail === undefined) !== (adminPassword === undefined)) {
      const missing = adminEmail === undefined ? 'ADMIN_EMAIL' : 'ADMIN_PASSWORD';
      throw new ConfigError(missing, 'to be set together with ADMIN_EMAIL and ADMIN_PASSWORD');
    }
    if (adminPassword !== undefined && adminPassword.length < 8) {
      throw new ConfigError('ADMIN_PASSWORD', 'at least 8 characters');
    }
    if (adminEmail === undefined || adminPassword === undefined) return null;
    return Object.freeze({
      email: adminEmail.toLowerCase(),
      password: adminPassword,
      name: read(env, 'ADMIN_NAME') ?? 'Admin',
    });
  }, null);

  const testDatabase = check(
    () => oneOf(env, 'TEST_DATABASE', ['pglite', 'postgres'] as const, 'pglite'),
    'pglite',
  );
  const database = check(() => {
    const url = databaseUrl(env);
    if (testDatabase === 'postgres' && url === null) {
      throw new ConfigError('DATABASE_URL', 'a postgres:// URL when TEST_DATABASE=postgres');
    }
    return url;
  }, null);

  const isProduction = nodeEnv === 'production';
  // Production keeps a generated key only when asked to: each replica would sign with its own.
  const mayGenerateJwtSecret = !isProduction || embedded.has('jwt-secret');
  const apiPort = check(() => port(env, 'PORT', 3000), 3000);
  const config = {
    nodeEnv,
    port: apiPort,
    host: read(env, 'HOST') ?? '127.0.0.1',
    dataDir,
    databaseUrl: database,
    databaseLimits: check(() => databaseLimits(env), DEFAULT_DATABASE_LIMITS),
    jwtSecret: check(() => jwtSecret(env, dataDir, mayGenerateJwtSecret), ''),
    appUrl,
    adminAppUrl,
    invitationUrl,
    corsOrigins: Object.freeze(corsOrigins),
    smtpUrl: check(() => smtpUrl(env), null),
    mailFrom: read(env, 'MAIL_FROM') ?? 'Convite <no-reply@convite.mx>',
    storage: check(
      () => storage(env, dataDir, apiPort),
      Object.freeze({ driver: 'local', directory: path.join(dataDir, 'files'), publicUrl: '' }),
    ),
    google,
    stripe: check(() => stripe(env), { secretKey: null, webhookSecret: null, api: null }),
    aiThemes: check(() => aiThemes(env), {
      apiUrl: null,
      apiKey: null,
      model: null,
      timeoutMs: 30_000,
    }),
    admin,
    demoWeddingSlug: check(() => demoWeddingSlug(env), ''),
    posthog: check(() => posthog(env), null),
    logLevel: check(() => oneOf(env, 'LOG_LEVEL', LOG_LEVELS, 'info'), 'info'),
    trustProxy: check(() => trustProxy(env), false),
    validateResponses: isTest,
    testDatabase,
  };
  if (isProduction) problems.push(...productionProblems(env, config, embedded));

  const [first, ...more] = problems;
  if (first !== undefined) throw more.length === 0 ? first : new ConfigErrors([first, ...more]);
  return Object.freeze(config);
}
