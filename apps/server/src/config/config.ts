// The one module that reads the environment. Each concern's variables are zod schemas in its own
// *-settings.ts, documented beside them (the README's table is generated from those descriptions);
// loadConfig parses them once into a frozen, typed Config, or throws a ConfigError naming every bad
// setting and what it expects.
import { adminSeedConfig, type AdminSeedConfig } from './admin-settings.ts';
import { aiThemesConfig, type AiThemesConfig } from './ai-themes-settings.ts';
import { ConfigErrors } from './config-errors.ts';
import { databaseLimits, type DatabaseLimits } from './database-settings.ts';
import { emailConfig } from './email-settings.ts';
import { googleConfig, type GoogleConfig } from './google-settings.ts';
import { jobsConfig, type JobsConfig } from './jobs-settings.ts';
import { observabilityConfig, type ObservabilityConfig } from './observability-settings.ts';
import { stripeConfig, type StripeConfig } from './payment-settings.ts';
import type { LogLevel, NodeEnv } from './server-settings.ts';
import { dependencyProblems, productionProblems } from './setting-checks.ts';
import { parseSettings, type Env, type Settings } from './settings.ts';
import { posthogConfig, type PosthogConfig } from './site-settings.ts';
import { storageConfig, type StorageConfig } from './storage-settings.ts';
import { generatedJwtSecret, webConfig } from './web-settings.ts';
import { whatsAppConfig, type WhatsAppConfig } from './whatsapp-settings.ts';

export { ConfigError, ConfigErrors } from './config-errors.ts';
export { configVariables, type ConfigVariable, type Env } from './settings.ts';
export type { ConfigVariableInfo } from './settings-schema.ts';
export type { AdminSeedConfig } from './admin-settings.ts';
export type { AiThemesConfig } from './ai-themes-settings.ts';
export type { DatabaseLimits } from './database-settings.ts';
export type { GoogleConfig } from './google-settings.ts';
export type { JobsConfig } from './jobs-settings.ts';
export type { ObservabilityConfig } from './observability-settings.ts';
export type { StripeConfig } from './payment-settings.ts';
export type { EmbeddedDriver, LogLevel, NodeEnv } from './server-settings.ts';
export type { PosthogConfig } from './site-settings.ts';
export type { StorageConfig } from './storage-settings.ts';
export type { WhatsAppConfig } from './whatsapp-settings.ts';

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
  /** Traces, metrics and error reports: each null (off) until configured. */
  observability: ObservabilityConfig;
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

/** The Config of the settings, but for the JWT key (generated only once every check has passed). */
function assemble(s: Settings, env: Env): Omit<Config, 'jwtSecret'> {
  return {
    nodeEnv: s.NODE_ENV,
    port: s.PORT,
    host: s.HOST,
    dataDir: s.DATA_DIR,
    databaseUrl: s.DATABASE_URL ?? null,
    databaseLimits: databaseLimits(s),
    ...webConfig(s),
    ...emailConfig(s),
    jobs: jobsConfig(s),
    storage: storageConfig(s),
    google: googleConfig(s),
    stripe: stripeConfig(s),
    aiThemes: aiThemesConfig(s),
    admin: adminSeedConfig(s),
    demoWeddingSlug: s.DEMO_WEDDING_SLUG,
    posthog: posthogConfig(s),
    whatsApp: whatsAppConfig(s),
    observability: observabilityConfig(s),
    logLevel: s.LOG_LEVEL,
    trustProxy: s.TRUST_PROXY,
    validateResponses: s.NODE_ENV === 'test' || env.VITEST !== undefined,
    testDatabase: s.TEST_DATABASE,
  };
}

/** Freezes a value and everything in it (the Config is shared by every module). */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
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
