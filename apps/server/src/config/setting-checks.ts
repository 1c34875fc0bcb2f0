// The checks across settings, once each has parsed: the ones that only make sense together, and
// what production refuses. Their order is the order the errors are named in.
import { ConfigError } from './config-errors.ts';
import type { EmbeddedDriver } from './server-settings.ts';
import type { ConfigVariable, Settings } from './settings.ts';
import type { StorageConfig } from './storage-settings.ts';
import { WHATSAPP_REQUIRED } from './whatsapp-settings.ts';

/** The settings that only make sense together, or need another one. */
export function dependencyProblems(s: Settings): ConfigError[] {
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

/** Some of the variables set: one error for each missing one, so the message names them all. */
function allOrNone(s: Settings, variables: readonly ConfigVariable[]): ConfigError[] {
  const missing = variables.filter((variable) => s[variable] === undefined);
  if (missing.length === 0 || missing.length === variables.length) return [];
  const given = variables.filter((variable) => !missing.includes(variable));
  return missing.map(
    (variable) => new ConfigError(variable, `to be set together with ${given.join(', ')}`),
  );
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
 * The fewest different characters a production JWT_SECRET may have: a random key of 32 characters or
 * more has at least this many (a 64-digit hex key has fewer than 10 about once in 10¹² tries); a
 * repeated character or word has fewer.
 */
const MIN_DISTINCT_SECRET_CHARACTERS = 10;

/**
 * What production refuses, all at once: an embedded driver that EMBEDDED_DRIVERS does not name, a
 * public origin left at its localhost default or not https, a development-only setting.
 */
export function productionProblems(
  s: Settings,
  given: ReadonlySet<string>,
  config: Readonly<{
    appUrl: string;
    adminAppUrl: string;
    invitationUrl: string;
    storage: StorageConfig;
  }>,
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
  // Only the length was checked: 32 × "a" passed.
  if (s.JWT_SECRET !== undefined && new Set(s.JWT_SECRET).size < MIN_DISTINCT_SECRET_CHARACTERS) {
    problems.push(
      new ConfigError(
        'JWT_SECRET',
        'a random key in production, not a repeated pattern (openssl rand -base64 48)',
      ),
    );
  }
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
