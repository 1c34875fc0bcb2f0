// The one module that reads the environment. Every variable is a zod schema below, documented beside
// it (the README's table is generated from those descriptions); loadConfig parses them once into a
// frozen, typed Config, or throws a ConfigError naming every bad setting and what it expects.
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import proxyAddr from '@fastify/proxy-addr';
import { z } from 'zod';

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

/**
 * The WhatsApp Business Cloud API driver (template messages, delivery statuses by webhook). Null
 * until every required WHATSAPP_* setting is given: couples then send from their own phone (wa.me).
 */
export type WhatsAppConfig = Readonly<{
  accessToken: string;
  phoneNumberId: string;
  /** Signs the webhook's bodies (X-Hub-Signature-256). */
  appSecret: string;
  /** What Meta echoes when it verifies the webhook's address (GET hub.verify_token). */
  verifyToken: string;
  templates: Readonly<{ invitation: string; reminder: string }>;
  /** The templates' language code, e.g. es_MX. */
  templateLanguage: string;
  /** The Graph API origin (Meta's, or a Graph-speaking server for tests and development). */
  graphUrl: string;
  graphVersion: string;
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

/** Durable jobs (src/jobs): where they are worked and how soon a failed one is tried again. */
export type JobsConfig = Readonly<{
  /** in-process: the API works them; worker: only `dist/worker.js` does (the API just queues). */
  mode: 'in-process' | 'worker';
  /** The first retry waits this long; each later one about twice the one before. */
  retryDelaySeconds: number;
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
  jobs: JobsConfig;
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
  /** Null while the WHATSAPP_* settings are unset: the Cloud API is off. */
  whatsApp: WhatsAppConfig | null;
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

/** What the README's configuration table says of a variable (the table is generated from these). */
export type ConfigVariableInfo = Readonly<{ name: string; default: string; description: string }>;
type VariableDoc = Readonly<{ description: string; default?: string }>;

const docs = z.registry<VariableDoc>();

/** A variable's schema with its README row: what it sets, and its default when the schema has none. */
function documented<T extends z.ZodType>(schema: T, description: string, defaultText?: string): T {
  docs.add(schema as z.ZodType, {
    description,
    ...(defaultText === undefined ? {} : { default: defaultText }),
  });
  return schema;
}

/** The zod error of a bad value: what the variable expects, then the value (redacted by `shown`). */
function got(expected: string, shown: (value: string) => string = (value) => value) {
  return {
    error: (issue: { input?: unknown }) => `${expected}, got "${shown(String(issue.input))}"`,
    abort: true,
  };
}

const protocolOf = (value: string) => (URL.canParse(value) ? new URL(value).protocol : '');
const redactUrl = (value: string) => value.replace(/\/\/([^/@]*)@/, '//***@');
const commaSeparated = (value: string) =>
  value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');

const httpUrl = z
  .string()
  .refine(
    (value) => ['http:', 'https:'].includes(protocolOf(value)),
    got('an absolute http(s) URL'),
  )
  .transform((value) => value.replace(/\/+$/, ''));
const urlOf = (protocols: readonly string[], expected: string) =>
  z.string().refine((value) => protocols.includes(protocolOf(value)), got(expected, redactUrl));
const integer = (min: number, max: number, unit: string) =>
  z
    .string()
    .refine(
      (value) => /^\d+$/.test(value) && Number(value) >= min && Number(value) <= max,
      got(`${unit} between ${min} and ${max}`),
    )
    .transform(Number);
const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, got(`one of ${values.join(', ')}`));
const secret = (pattern: RegExp, expected: string) =>
  z.string().regex(pattern, { error: expected }); // never echoed

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const EMBEDDED_DRIVERS = ['database', 'jwt-secret', 'mail', 'storage', 'payments'] as const;

/** The repository root: this file sits in apps/server/{src,dist}/config. */
const REPO_ROOT = path.resolve(import.meta.dirname, '../../../..');

/** True when proxy-addr (what Fastify applies it with) takes every entry: addresses, CIDRs, named ranges. */
function isProxyList(value: string): boolean {
  if (value === 'true' || value === 'false') return true;
  try {
    proxyAddr.compile(commaSeparated(value));
    return commaSeparated(value).length > 0;
  } catch {
    return false;
  }
}

/** An origin such as http://127.0.0.1:12111, as the Stripe SDK takes it. */
function stripeApi(value: string): NonNullable<StripeConfig['api']> {
  const url = new URL(value);
  const protocol = url.protocol === 'https:' ? 'https' : 'http';
  return Object.freeze({
    host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: url.port === '' ? (protocol === 'https' ? 443 : 80) : Number(url.port),
    protocol,
  });
}

const ms = 'milliseconds';

/**
 * Every variable the server reads, in the order of the README's table (which is generated from the
 * descriptions here: `pnpm --filter @convite/server readme:config`). A blank value counts as unset.
 */
const variables = {
  PORT: documented(integer(0, 65535, 'an integer port').default(3000), "the API's port"),
  HOST: documented(
    z.string().default('127.0.0.1'),
    'the address the API listens on (`0.0.0.0` in a container)',
  ),
  DATA_DIR: documented(
    z
      .string()
      .transform((value) => path.resolve(value))
      .default(path.join(REPO_ROOT, '.data')),
    'where the embedded database, the outbox, uploaded files and the development signing key live',
    '`.data/` at the repository root',
  ),
  DATABASE_URL: documented(
    urlOf(['postgres:', 'postgresql:'], 'a postgres:// or postgresql:// URL').optional(),
    'a PostgreSQL 15+ connection string (`postgres://…`)',
    'none: embedded PGlite in `DATA_DIR/pglite`',
  ),
  DATABASE_POOL_MAX: documented(
    integer(1, 1000, 'connections').default(10),
    'the most PostgreSQL connections one API process opens (1 to 1000)',
  ),
  DATABASE_CONNECT_TIMEOUT_MS: documented(
    integer(100, 600_000, ms).default(5000),
    'milliseconds to open a PostgreSQL connection, or to wait for a free one of the pool, before the request answers 503',
  ),
  DATABASE_STATEMENT_TIMEOUT_MS: documented(
    integer(100, 3_600_000, ms).default(15_000),
    'milliseconds a statement may run before PostgreSQL cancels it; the API gives up waiting for an answer 1 s later (a frozen network) and answers 503',
  ),
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: documented(
    integer(100, 3_600_000, ms).default(10_000),
    'milliseconds a session may sit idle inside a transaction before PostgreSQL ends it',
  ),
  DATABASE_STARTUP_WAIT_S: documented(
    integer(0, 3600, 'seconds').default(30),
    'seconds start-up waits for PostgreSQL to answer before giving up (`0`: one try)',
  ),
  JWT_SECRET: documented(
    z.string().min(32, { error: 'at least 32 characters' }).optional(),
    'the key that signs session tokens (at least 32 characters)',
    'a random key kept in `DATA_DIR/jwt-secret`',
  ),
  APP_URL: documented(
    httpUrl.default('http://localhost:5173'),
    "the dashboard's origin, used in email links",
  ),
  ADMIN_APP_URL: documented(httpUrl.default('http://localhost:5174'), "the admin console's origin"),
  INVITATION_URL: documented(
    httpUrl.default('http://localhost:5175'),
    "the public invitation's origin, used in guests' links",
  ),
  CORS_ORIGINS: documented(
    z
      .string()
      .transform(commaSeparated)
      .pipe(z.array(httpUrl.transform((url) => new URL(url).origin)))
      .optional(),
    'origins allowed to call the API from a browser (comma-separated)',
    'the three app origins',
  ),
  SMTP_URL: documented(
    urlOf(['smtp:', 'smtps:'], 'an smtp:// or smtps:// URL').optional(),
    'an SMTP server (`smtp://user:pass@host:587`)',
    'none: emails go to `DATA_DIR/outbox/`',
  ),
  MAIL_FROM: documented(
    z.string().default('Convite <no-reply@convite.mx>'),
    'the sender of every email',
  ),
  JOBS: documented(
    oneOf(['in-process', 'worker']).default('in-process'),
    '`in-process`: the API process works the durable jobs (emails, clean-ups); `worker`: only the worker process (`pnpm --filter @convite/server worker`, needs `DATABASE_URL`) does, the API just queues them',
  ),
  JOBS_RETRY_DELAY_S: documented(
    integer(1, 3600, 'seconds').default(30),
    'seconds before a failed job (an email the mail server refused) is tried again; each later retry waits about twice as long',
  ),
  FILES_PUBLIC_URL: documented(
    httpUrl.optional(),
    'the public address of uploaded files the API serves from `DATA_DIR/files/` (when `S3_BUCKET` is unset)',
    '`http://localhost:PORT/files`',
  ),
  S3_BUCKET: documented(
    z.string().optional(),
    'an S3-compatible bucket for uploaded images and songs',
    'none: uploads go to `DATA_DIR/files/`',
  ),
  S3_REGION: documented(z.string().default('us-east-1'), "the bucket's region"),
  S3_ENDPOINT: documented(
    httpUrl.optional(),
    'the endpoint of another S3-compatible service (MinIO, R2, Spaces…; path-style requests)',
    'none: AWS',
  ),
  S3_ACCESS_KEY_ID: documented(
    z.string().optional(),
    "the bucket's access key id (with `S3_SECRET_ACCESS_KEY`)",
    "none: the SDK's default credential chain",
  ),
  S3_SECRET_ACCESS_KEY: documented(
    z.string().optional(),
    "the bucket's secret access key (with `S3_ACCESS_KEY_ID`)",
    'none',
  ),
  S3_PUBLIC_URL: documented(
    httpUrl.optional(),
    'where browsers read the uploaded files (e.g. a CDN in front of the bucket)',
    "the bucket's URL",
  ),
  GOOGLE_CLIENT_ID: documented(
    z.string().optional(),
    'the OAuth client id of Google sign-in (with `GOOGLE_CLIENT_SECRET`)',
    'none: Google sign-in off',
  ),
  GOOGLE_CLIENT_SECRET: documented(
    z.string().optional(),
    'the OAuth client secret of Google sign-in (with `GOOGLE_CLIENT_ID`)',
    'none',
  ),
  GOOGLE_ISSUER: documented(
    httpUrl.default('https://accounts.google.com'),
    'the OpenID Connect issuer',
  ),
  GOOGLE_REDIRECT_URI: documented(
    httpUrl.optional(),
    'where the provider sends the couple back',
    '`APP_URL/auth/google/callback`',
  ),
  STRIPE_SECRET_KEY: documented(
    secret(
      /^(sk|rk)_(test|live)_\S+$/,
      'a Stripe secret key (sk_test_…, sk_live_…, rk_…)',
    ).optional(),
    "the Stripe secret key (`sk_…`) of card payments; unset, an embedded driver accepts only Stripe's test payment methods",
    'none: the embedded card driver',
  ),
  STRIPE_WEBHOOK_SECRET: documented(
    secret(/^whsec_\S+$/, 'a webhook signing secret (whsec_…)').optional(),
    'the signing secret (`whsec_…`) of the Stripe webhook endpoint `POST /v1/payments/webhook`',
    'none: the webhook answers 503',
  ),
  STRIPE_API_URL: documented(
    httpUrl
      .refine(
        (url) => /^https?:\/\/[^/?#@]+$/.test(url),
        got('an origin such as http://127.0.0.1:12111'),
      )
      .transform(stripeApi)
      .optional(),
    "tests and development only: the origin of a server speaking Stripe's API instead of Stripe (needs `STRIPE_SECRET_KEY`)",
    '`https://api.stripe.com`',
  ),
  AI_THEMES_API_URL: documented(
    httpUrl.optional(),
    'the base URL of an OpenAI-compatible chat-completions API for AI themes (e.g. `https://api.openai.com/v1`); unset, themes are generated offline',
    'none: the embedded generator',
  ),
  AI_THEMES_API_KEY: documented(
    z.string().optional(),
    'the bearer key of that API',
    'none: no authentication',
  ),
  AI_THEMES_MODEL: documented(
    z.string().optional(),
    'the model asked for themes (e.g. `gpt-4o-mini`)',
    'none (required with the URL)',
  ),
  AI_THEMES_TIMEOUT_MS: documented(
    integer(1000, 300_000, ms).default(30_000),
    'milliseconds one theme generation may take, retry included (1000 to 300000)',
  ),
  ADMIN_EMAIL: documented(
    z
      .string()
      .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, got('an email address'))
      .transform((email) => email.toLowerCase())
      .optional(),
    'the email of an admin account ensured at start-up (with `ADMIN_PASSWORD`)',
    'none',
  ),
  ADMIN_PASSWORD: documented(
    z.string().min(8, { error: 'at least 8 characters' }).optional(),
    "that admin account's password (with `ADMIN_EMAIL`)",
    'none',
  ),
  ADMIN_NAME: documented(z.string().default('Admin'), "that admin account's display name"),
  DEMO_WEDDING_SLUG: documented(
    // The format weddings_slug_format allows: any other value could never name a wedding.
    z
      .string()
      .regex(/^[a-z0-9-]{3,60}$/, got('a wedding slug (a-z, 0-9 and -, 3 to 60)'))
      .default('ana-y-luis'),
    "the wedding the landing's demo link opens (`seed-demo` creates `ana-y-luis`); the link is hidden while that wedding is missing or inactive",
  ),
  POSTHOG_KEY: documented(
    z.string().optional(),
    'the PostHog project key (`phc_…`) the apps send page views and clicks with (`GET /v1/public/site` hands it to them)',
    'none: no analytics',
  ),
  POSTHOG_HOST: documented(
    httpUrl.default('https://us.i.posthog.com'),
    'the PostHog ingestion host (e.g. `https://eu.i.posthog.com`)',
  ),
  WHATSAPP_ACCESS_TOKEN: documented(
    z.string().optional(),
    "the WhatsApp Business Cloud API access token (a system user's token); the Cloud API is on when this and the other required `WHATSAPP_*` settings are set, all or none",
    'none: couples send from their own phone (`wa.me` links)',
  ),
  WHATSAPP_PHONE_NUMBER_ID: documented(
    z
      .string()
      .regex(/^\d{1,30}$/, got('the numeric id of the sending phone number'))
      .optional(),
    'the id of the business phone number that sends (WhatsApp Manager → API setup); required with the Cloud API',
    'none',
  ),
  WHATSAPP_APP_SECRET: documented(
    z.string().optional(),
    "the Meta app's secret, which signs the webhook's bodies (`X-Hub-Signature-256`); required with the Cloud API",
    'none',
  ),
  WHATSAPP_VERIFY_TOKEN: documented(
    z.string().optional(),
    "a token of your choice, typed in Meta's webhook settings, that `GET /v1/webhooks/whatsapp` checks; required with the Cloud API",
    'none',
  ),
  WHATSAPP_TEMPLATE_INVITATION: documented(
    z
      .string()
      .regex(/^[a-z0-9_]{1,512}$/, got('a template name (a-z, 0-9 and _)'))
      .optional(),
    "the approved template of the invitation (body parameters: guest's name, couple, date, personal link); required with the Cloud API",
    'none',
  ),
  WHATSAPP_TEMPLATE_REMINDER: documented(
    z
      .string()
      .regex(/^[a-z0-9_]{1,512}$/, got('a template name (a-z, 0-9 and _)'))
      .optional(),
    'the approved template of the reminder (the same four body parameters); required with the Cloud API',
    'none',
  ),
  WHATSAPP_TEMPLATE_LANGUAGE: documented(
    z
      .string()
      .regex(/^[a-z]{2,3}(_[A-Z]{2})?$/, got('a language code such as es_MX'))
      .default('es_MX'),
    "the templates' language code",
  ),
  WHATSAPP_GRAPH_URL: documented(
    httpUrl.default('https://graph.facebook.com'),
    'the Graph API origin (tests and development: a server speaking the Graph API)',
  ),
  WHATSAPP_GRAPH_VERSION: documented(
    z
      .string()
      .regex(/^v\d+\.\d+$/, got('a Graph API version such as v21.0'))
      .default('v21.0'),
    'the Graph API version of the calls',
  ),
  WHATSAPP_TIMEOUT_MS: documented(
    integer(1000, 120_000, ms).default(15_000),
    'milliseconds one Cloud API call may take (1000 to 120000)',
  ),
  TRUST_PROXY: documented(
    z
      .string()
      .refine(
        isProxyList,
        got(
          'true, false, or comma-separated IP addresses, CIDR ranges or loopback/linklocal/uniquelocal',
        ),
      )
      .transform((value) =>
        value === 'true' || value === 'false'
          ? value === 'true'
          : Object.freeze(commaSeparated(value)),
      )
      .prefault('loopback'),
    "the proxies whose `X-Forwarded-For` gives the client's address (rate limits count it): `true`, `false`, or comma-separated addresses, CIDRs and `loopback`/`linklocal`/`uniquelocal`",
  ),
  LOG_LEVEL: documented(
    oneOf(LOG_LEVELS).default('info'),
    '`fatal`, `error`, `warn`, `info`, `debug`, `trace` or `silent`',
  ),
  NODE_ENV: documented(
    oneOf(['development', 'production', 'test']).default('development'),
    '`production` turns off development conveniences and refuses embedded drivers not named in `EMBEDDED_DRIVERS` (see above)',
  ),
  EMBEDDED_DRIVERS: documented(
    z
      .string()
      .transform(commaSeparated)
      .pipe(
        z.array(
          z.enum(EMBEDDED_DRIVERS, got(`a comma-separated list of ${EMBEDDED_DRIVERS.join(', ')}`)),
        ),
      )
      .transform((drivers) => new Set(drivers))
      .prefault(''),
    'production only: the embedded drivers kept on purpose, comma-separated: `database`, `jwt-secret`, `mail`, `storage`, `payments`',
    'none',
  ),
  TEST_DATABASE: documented(
    oneOf(['pglite', 'postgres']).default('pglite'),
    'tests only: `postgres` runs the server suite on `DATABASE_URL` (the vitest `postgres` project sets it)',
  ),
};

const settingsSchema = z.object(variables);
type Settings = z.output<typeof settingsSchema>;
export type ConfigVariable = keyof typeof variables;

/** Every variable the server reads, with its default and what it sets: the README's table. */
export const configVariables: readonly ConfigVariableInfo[] = Object.entries(variables).map(
  ([name, schema]) => {
    const doc = docs.get(schema);
    const def = schema._zod.def as { type: string; defaultValue?: unknown };
    const fallback =
      def.type === 'default' || def.type === 'prefault'
        ? `\`${String(def.defaultValue)}\``
        : undefined;
    const defaultText = doc?.default ?? fallback;
    if (doc === undefined || defaultText === undefined) {
      throw new Error(`${name} needs its description and default documented (config.ts)`);
    }
    return Object.freeze({ name, default: defaultText, description: doc.description });
  },
);

/** Runs the schema; a bad variable becomes a ConfigError and reads as unset, so later checks still run. */
function parseSettings(env: Env): {
  settings: Settings;
  /** The variables given a valid value (a default does not count). */
  given: ReadonlySet<string>;
  problems: ConfigError[];
} {
  const values: Record<string, string> = {};
  for (const name of Object.keys(variables)) {
    const value = env[name]?.trim();
    if (value !== undefined && value !== '') values[name] = value;
  }
  const parsed = settingsSchema.safeParse(values);
  const problems = (parsed.error?.issues ?? []).map(
    (issue) => new ConfigError(String(issue.path[0]), issue.message),
  );
  const failed = new Set(problems.map((problem) => problem.variable));
  const kept = Object.entries(values).filter(([name]) => !failed.has(name));
  return {
    settings: parsed.data ?? settingsSchema.parse(Object.fromEntries(kept)),
    given: new Set(kept.map(([name]) => name)),
    problems,
  };
}

/** The settings that only make sense together, or need another one. */
function dependencyProblems(s: Settings): ConfigError[] {
  const together = (variables: readonly ConfigVariable[], when = true) => {
    const missing = variables.find((variable) => s[variable] === undefined);
    if (!when || missing === undefined || variables.every((v) => s[v] === undefined)) return [];
    return [new ConfigError(missing, `to be set together with ${variables.join(' and ')}`)];
  };
  const aiSet = s.AI_THEMES_API_KEY !== undefined ? 'AI_THEMES_API_KEY' : 'AI_THEMES_MODEL';
  const rules: [boolean, ConfigVariable, string][] = [
    [
      s.TEST_DATABASE === 'postgres' && s.DATABASE_URL === undefined,
      'DATABASE_URL',
      'a postgres:// URL when TEST_DATABASE=postgres',
    ],
    [
      s.JOBS === 'worker' && s.DATABASE_URL === undefined,
      'DATABASE_URL',
      'a postgres:// URL when JOBS=worker (a worker process cannot share the embedded PGlite)',
    ],
    [
      s.STRIPE_API_URL !== undefined && s.STRIPE_SECRET_KEY === undefined,
      'STRIPE_SECRET_KEY',
      'to be set when STRIPE_API_URL is set',
    ],
    [
      s.AI_THEMES_API_URL === undefined && (s.AI_THEMES_API_KEY ?? s.AI_THEMES_MODEL) !== undefined,
      'AI_THEMES_API_URL',
      `to be set when ${aiSet} is set`,
    ],
    [
      s.AI_THEMES_API_URL !== undefined && s.AI_THEMES_MODEL === undefined,
      'AI_THEMES_MODEL',
      'a model name when AI_THEMES_API_URL is set',
    ],
  ];
  return [
    ...allOrNone(s, WHATSAPP_REQUIRED),
    ...together(['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET']),
    ...together(['ADMIN_EMAIL', 'ADMIN_PASSWORD']),
    ...together(['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'], s.S3_BUCKET !== undefined),
    ...rules
      .filter(([broken]) => broken)
      .map(([, variable, expected]) => new ConfigError(variable, expected)),
  ];
}

/** The settings the WhatsApp Cloud API needs, all or none (the others have defaults). */
const WHATSAPP_REQUIRED = [
  'WHATSAPP_ACCESS_TOKEN',
  'WHATSAPP_PHONE_NUMBER_ID',
  'WHATSAPP_APP_SECRET',
  'WHATSAPP_VERIFY_TOKEN',
  'WHATSAPP_TEMPLATE_INVITATION',
  'WHATSAPP_TEMPLATE_REMINDER',
] as const satisfies readonly ConfigVariable[];

/** Some of the variables set: one error for each missing one, so the message names them all. */
function allOrNone(s: Settings, variables: readonly ConfigVariable[]): ConfigError[] {
  const missing = variables.filter((variable) => s[variable] === undefined);
  if (missing.length === 0 || missing.length === variables.length) return [];
  const given = variables.filter((variable) => !missing.includes(variable));
  return missing.map(
    (variable) => new ConfigError(variable, `to be set together with ${given.join(', ')}`),
  );
}

function whatsApp(s: Settings): WhatsAppConfig | null {
  const {
    WHATSAPP_ACCESS_TOKEN: accessToken,
    WHATSAPP_PHONE_NUMBER_ID: phoneNumberId,
    WHATSAPP_APP_SECRET: appSecret,
    WHATSAPP_VERIFY_TOKEN: verifyToken,
    WHATSAPP_TEMPLATE_INVITATION: invitation,
    WHATSAPP_TEMPLATE_REMINDER: reminder,
  } = s;
  if (
    accessToken === undefined ||
    phoneNumberId === undefined ||
    appSecret === undefined ||
    verifyToken === undefined ||
    invitation === undefined ||
    reminder === undefined
  ) {
    return null;
  }
  return {
    accessToken,
    phoneNumberId,
    appSecret,
    verifyToken,
    templates: { invitation, reminder },
    templateLanguage: s.WHATSAPP_TEMPLATE_LANGUAGE,
    graphUrl: s.WHATSAPP_GRAPH_URL,
    graphVersion: s.WHATSAPP_GRAPH_VERSION,
    timeoutMs: s.WHATSAPP_TIMEOUT_MS,
  };
}

function storage(s: Settings): StorageConfig {
  const bucket = s.S3_BUCKET;
  if (bucket === undefined) {
    return {
      driver: 'local',
      directory: path.join(s.DATA_DIR, 'files'),
      publicUrl: s.FILES_PUBLIC_URL ?? `http://localhost:${s.PORT}/files`,
    };
  }
  const endpoint = s.S3_ENDPOINT ?? null;
  const accessKeyId = s.S3_ACCESS_KEY_ID;
  const secretAccessKey = s.S3_SECRET_ACCESS_KEY;
  return {
    driver: 's3',
    bucket,
    region: s.S3_REGION,
    endpoint,
    credentials:
      accessKeyId !== undefined && secretAccessKey !== undefined
        ? { accessKeyId, secretAccessKey }
        : null,
    publicUrl:
      s.S3_PUBLIC_URL ??
      (endpoint === null
        ? `https://${bucket}.s3.${s.S3_REGION}.amazonaws.com`
        : `${endpoint}/${encodeURIComponent(bucket)}`),
  };
}

/** The Config of the settings, but for the JWT key (generated only once every check has passed). */
function assemble(s: Settings, env: Env): Omit<Config, 'jwtSecret'> {
  const apps = [s.APP_URL, s.ADMIN_APP_URL, s.INVITATION_URL];
  const { GOOGLE_CLIENT_ID: clientId, GOOGLE_CLIENT_SECRET: clientSecret } = s;
  const { ADMIN_EMAIL: email, ADMIN_PASSWORD: password } = s;
  return {
    nodeEnv: s.NODE_ENV,
    port: s.PORT,
    host: s.HOST,
    dataDir: s.DATA_DIR,
    databaseUrl: s.DATABASE_URL ?? null,
    databaseLimits: {
      poolMax: s.DATABASE_POOL_MAX,
      connectTimeoutMs: s.DATABASE_CONNECT_TIMEOUT_MS,
      statementTimeoutMs: s.DATABASE_STATEMENT_TIMEOUT_MS,
      idleInTransactionTimeoutMs: s.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
      startupWaitSeconds: s.DATABASE_STARTUP_WAIT_S,
    },
    appUrl: s.APP_URL,
    adminAppUrl: s.ADMIN_APP_URL,
    invitationUrl: s.INVITATION_URL,
    corsOrigins: s.CORS_ORIGINS ?? apps.map((url) => new URL(url).origin),
    smtpUrl: s.SMTP_URL ?? null,
    mailFrom: s.MAIL_FROM,
    jobs: { mode: s.JOBS, retryDelaySeconds: s.JOBS_RETRY_DELAY_S },
    storage: storage(s),
    google:
      clientId !== undefined && clientSecret !== undefined
        ? {
            clientId,
            clientSecret,
            issuer: s.GOOGLE_ISSUER,
            redirectUri: s.GOOGLE_REDIRECT_URI ?? `${s.APP_URL}/auth/google/callback`,
          }
        : null,
    stripe: {
      secretKey: s.STRIPE_SECRET_KEY ?? null,
      webhookSecret: s.STRIPE_WEBHOOK_SECRET ?? null,
      api: s.STRIPE_API_URL ?? null,
    },
    aiThemes: {
      apiUrl: s.AI_THEMES_API_URL ?? null,
      apiKey: s.AI_THEMES_API_KEY ?? null,
      model: s.AI_THEMES_MODEL ?? null,
      timeoutMs: s.AI_THEMES_TIMEOUT_MS,
    },
    admin:
      email !== undefined && password !== undefined
        ? { email, password, name: s.ADMIN_NAME }
        : null,
    demoWeddingSlug: s.DEMO_WEDDING_SLUG,
    posthog: s.POSTHOG_KEY === undefined ? null : { key: s.POSTHOG_KEY, host: s.POSTHOG_HOST },
    whatsApp: whatsApp(s),
    logLevel: s.LOG_LEVEL,
    trustProxy: s.TRUST_PROXY,
    validateResponses: s.NODE_ENV === 'test' || env.VITEST !== undefined,
    testDatabase: s.TEST_DATABASE,
  };
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

/**
 * What production refuses, all at once: an embedded driver that EMBEDDED_DRIVERS does not name, a
 * public origin left at its localhost default or not https, a development-only setting.
 */
function productionProblems(
  s: Settings,
  given: ReadonlySet<string>,
  config: Omit<Config, 'jwtSecret'>,
): ConfigError[] {
  const problems: ConfigError[] = [];
  const isSet = (variable: ConfigVariable) => given.has(variable);
  const requireOrOptIn = (
    variable: ConfigVariable,
    expected: string,
    driver: EmbeddedDriver,
    keeps: string,
  ) => {
    if (isSet(variable) || s.EMBEDDED_DRIVERS.has(driver)) return;
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
    else if (!isSafePublicUrl(value)) problems.push(new ConfigError(variable, expected, value));
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

  requirePublicUrl('APP_URL', config.appUrl);
  requirePublicUrl('ADMIN_APP_URL', config.adminAppUrl);
  requirePublicUrl('INVITATION_URL', config.invitationUrl);
  if (config.storage.driver === 'local' && s.EMBEDDED_DRIVERS.has('storage')) {
    requirePublicUrl('FILES_PUBLIC_URL', config.storage.publicUrl);
  } else if (config.storage.driver === 's3') {
    // The bucket's own URL is a fine default; one derived from an http S3_ENDPOINT is not.
    requirePublicUrl('S3_PUBLIC_URL', config.storage.publicUrl, true);
  }
  return problems;
}

/** Freezes a value and everything in it (the Config is shared by every module). */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

/** Development convenience: one random key, generated once and kept in the data directory. */
function generatedJwtSecret(dataDir: string): string {
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

/** A copy of the process environment (for the test harness, which picks the database settings). */
export function currentEnvironment(): Env {
  return { ...process.env };
}

/**
 * Parses the environment once. Throws a ConfigError naming the bad setting, or ConfigErrors naming
 * every one when several are wrong (production names every missing setting at once): each variable
 * once, with its first problem, in the order of the schema, then the production checks.
 */
export function loadConfig(env: Env = process.env): Config {
  const { settings, given, problems } = parseSettings(env);
  const config = assemble(settings, env);
  problems.push(...dependencyProblems(settings));
  if (settings.NODE_ENV === 'production')
    problems.push(...productionProblems(settings, given, config));

  const named = new Set<string>();
  const [first, ...more] = problems.filter(
    ({ variable }) => !named.has(variable) && Boolean(named.add(variable)),
  );
  if (first !== undefined) throw more.length === 0 ? first : new ConfigErrors([first, ...more]);
  // Production keeps a generated key only when EMBEDDED_DRIVERS names it (checked above).
  return deepFreeze({
    ...config,
    jwtSecret: settings.JWT_SECRET ?? generatedJwtSecret(settings.DATA_DIR),
  });
}
