import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ConfigError,
  ConfigErrors,
  configVariables,
  loadConfig,
  type Config,
  type Env,
} from './config.ts';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'convite-config-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const SECRET = 'x'.repeat(32);
const base = (env: Env = {}): Env => ({ DATA_DIR: tempDir(), JWT_SECRET: SECRET, ...env });

/** Every setting production asks for, on real drivers. */
const PRODUCTION: Env = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://convite:secret@db.internal:5432/convite',
  SMTP_URL: 'smtps://mailer:secret@smtp.example.com:465',
  APP_URL: 'https://app.convite.mx',
  ADMIN_APP_URL: 'https://admin.convite.mx',
  INVITATION_URL: 'https://invitacion.convite.mx',
  S3_BUCKET: 'convite-uploads',
  STRIPE_SECRET_KEY: 'sk_live_abc123',
  STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
  // As `openssl rand -base64 48` makes one.
  JWT_SECRET: 'q8Zr1mV0bX4tK9yW2cN7fJ3hL6pD5sG0aE8uR1iO4wT2zY7x',
};
const production = (env: Env = {}): Env => base({ ...PRODUCTION, ...env });

function configError(env: Env): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('has defaults for local use', () => {
    const config = loadConfig(base());
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.databaseUrl).toBeNull();
    expect(config.appUrl).toBe('http://localhost:5173');
    expect(config.corsOrigins).toEqual([
      'http://localhost:5173',
      'http://localhost:5174',
      'http://localhost:5175',
    ]);
    expect(config.mailFrom).toBe('Convite <no-reply@convite.mx>');
    expect(config.google).toBeNull();
    expect(config.admin).toBeNull();
    expect(config.logLevel).toBe('info');
    expect(Object.isFrozen(config)).toBe(true);
  });

  it('defaults DATA_DIR to the repository .data folder, absolute', () => {
    const config = loadConfig({ JWT_SECRET: SECRET });
    expect(path.isAbsolute(config.dataDir)).toBe(true);
    expect(config.dataDir).toBe(path.resolve(import.meta.dirname, '../../../../.data'));
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://localhost/db' }, 'DATABASE_URL'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ APP_URL: 'not a url' }, 'APP_URL'],
    [{ CORS_ORIGINS: 'http://ok.test, ftp://nope' }, 'CORS_ORIGINS'],
    [{ SMTP_URL: 'http://mail.test' }, 'SMTP_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ GOOGLE_CLIENT_ID: 'id-only' }, 'GOOGLE_CLIENT_SECRET'],
    [{ ADMIN_EMAIL: 'not-an-email', ADMIN_PASSWORD: 'long-enough' }, 'ADMIN_EMAIL'],
    [{ ADMIN_EMAIL: 'admin@convite.mx' }, 'ADMIN_PASSWORD'],
    [{ TEST_DATABASE: 'postgres' }, 'DATABASE_URL'],
    [{ TRUST_PROXY: 'yes' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.1, proxy.internal' }, 'TRUST_PROXY'],
  ])('refuses %j naming %s', (env, variable) => {
    const error = configError(base(env as Env));
    expect(error.variable).toBe(variable);
    expect(error.message.startsWith(`${variable}: expected`)).toBe(true);
  });

  it('trusts the loopback proxy by default; TRUST_PROXY takes true, false or a list', () => {
    expect(loadConfig(base()).trustProxy).toEqual(['loopback']);
    expect(loadConfig(base({ TRUST_PROXY: 'true' })).trustProxy).toBe(true);
    expect(loadConfig(base({ TRUST_PROXY: 'false' })).trustProxy).toBe(false);
    expect(
      loadConfig(base({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,::1, fd00::/8,uniquelocal' }))
        .trustProxy,
    ).toEqual(['10.0.0.0/8', '192.168.1.7', '::1', 'fd00::/8', 'uniquelocal']);
  });

  it('never echoes database credentials in its message', () => {
    const error = configError(base({ DATABASE_URL: 'mysql://user:hunter2@db/x' }));
    expect(error.message).not.toContain('hunter2');
  });

  it('parses settings', () => {
    const config = loadConfig(
      base({
        PORT: '8080',
        DATABASE_URL: 'postgres://u:p@localhost:5432/convite',
        APP_URL: 'https://app.convite.mx/',
        CORS_ORIGINS: 'https://app.convite.mx, https://admin.convite.mx/',
        GOOGLE_CLIENT_ID: 'id',
        GOOGLE_CLIENT_SECRET: 'secret',
        ADMIN_EMAIL: 'Admin@Convite.mx',
        ADMIN_PASSWORD: 'Secret123!',
      }),
    );
    expect(config.port).toBe(8080);
    expect(config.databaseUrl).toBe('postgres://u:p@localhost:5432/convite');
    expect(config.appUrl).toBe('https://app.convite.mx');
    expect(config.corsOrigins).toEqual(['https://app.convite.mx', 'https://admin.convite.mx']);
    expect(config.google).toEqual({
      clientId: 'id',
      clientSecret: 'secret',
      issuer: 'https://accounts.google.com',
      redirectUri: 'https://app.convite.mx/auth/google/callback',
    });
    expect(config.admin).toEqual({
      email: 'admin@convite.mx',
      password: 'Secret123!',
      name: 'Admin',
    });
  });

  it('uses the embedded card driver without Stripe settings', () => {
    expect(loadConfig(base()).stripe).toEqual({ secretKey: null, webhookSecret: null, api: null });
  });

  it('parses the Stripe settings, the API URL into host, port and protocol', () => {
    const config = loadConfig(
      base({
        STRIPE_SECRET_KEY: 'sk_test_abc123',
        STRIPE_WEBHOOK_SECRET: 'whsec_xyz',
        STRIPE_API_URL: 'http://127.0.0.1:12111/',
      }),
    );
    expect(config.stripe).toEqual({
      secretKey: 'sk_test_abc123',
      webhookSecret: 'whsec_xyz',
      api: { host: '127.0.0.1', port: 12111, protocol: 'http' },
    });
    expect(
      loadConfig(
        base({ STRIPE_SECRET_KEY: 'rk_live_abc', STRIPE_API_URL: 'https://stripe.internal' }),
      ).stripe.api,
    ).toEqual({ host: 'stripe.internal', port: 443, protocol: 'https' });
  });

  it.each([
    [{ STRIPE_SECRET_KEY: 'pk_test_abc' }, 'STRIPE_SECRET_KEY'],
    [{ STRIPE_WEBHOOK_SECRET: 'secret' }, 'STRIPE_WEBHOOK_SECRET'],
    [{ STRIPE_API_URL: 'http://127.0.0.1:12111' }, 'STRIPE_SECRET_KEY'],
    [{ STRIPE_SECRET_KEY: 'sk_test_a', STRIPE_API_URL: 'ftp://x' }, 'STRIPE_API_URL'],
    [{ STRIPE_SECRET_KEY: 'sk_test_a', STRIPE_API_URL: 'http://x/v1' }, 'STRIPE_API_URL'],
  ])('refuses a bad Stripe setting %o', (env, variable) => {
    const error = configError(base(env));
    expect(error.variable).toBe(variable);
    expect(error.message).not.toContain('pk_test_abc');
  });

  it('generates themes offline without AI_THEMES_API_URL, with a 30 s budget', () => {
    expect(loadConfig(base()).aiThemes).toEqual({
      apiUrl: null,
      apiKey: null,
      model: null,
      timeoutMs: 30_000,
    });
  });

  it('works jobs in the API process by default; a worker process needs PostgreSQL', () => {
    expect(loadConfig(base()).jobs).toEqual({
      mode: 'in-process',
      retryDelaySeconds: 30,
      answerNoticeDelaySeconds: 60,
      guestDataRetentionDays: 180,
    });
    const worker = loadConfig(
      base({
        JOBS: 'worker',
        JOBS_RETRY_DELAY_S: '5',
        ANSWER_NOTICE_DELAY_S: '2',
        DATABASE_URL: 'postgres://db/convite',
      }),
    );
    expect(worker.jobs).toEqual({
      mode: 'worker',
      retryDelaySeconds: 5,
      answerNoticeDelaySeconds: 2,
      guestDataRetentionDays: 180,
    });
    expect(() => loadConfig(base({ JOBS: 'worker' }))).toThrow(
      'DATABASE_URL: expected a postgres:// URL when JOBS=worker',
    );
    expect(() => loadConfig(base({ JOBS: 'elsewhere' }))).toThrow(
      'JOBS: expected one of in-process, worker',
    );
    expect(() => loadConfig(base({ JOBS_RETRY_DELAY_S: '0' }))).toThrow('JOBS_RETRY_DELAY_S');
  });

  it('parses the AI themes API settings', () => {
    const config = loadConfig(
      base({
        AI_THEMES_API_URL: 'https://api.example.com/v1/',
        AI_THEMES_API_KEY: 'sk-secret',
        AI_THEMES_MODEL: 'gpt-4o-mini',
        AI_THEMES_TIMEOUT_MS: '5000',
      }),
    );
    expect(config.aiThemes).toEqual({
      apiUrl: 'https://api.example.com/v1',
      apiKey: 'sk-secret',
      model: 'gpt-4o-mini',
      timeoutMs: 5000,
    });
  });

  it.each([
    [{ AI_THEMES_API_KEY: 'sk-secret' }, 'AI_THEMES_API_URL'],
    [{ AI_THEMES_MODEL: 'gpt-4o-mini' }, 'AI_THEMES_API_URL'],
    [{ AI_THEMES_API_URL: 'http://127.0.0.1:11434/v1' }, 'AI_THEMES_MODEL'],
    [{ AI_THEMES_API_URL: 'ftp://x', AI_THEMES_MODEL: 'm' }, 'AI_THEMES_API_URL'],
    [{ AI_THEMES_TIMEOUT_MS: '500' }, 'AI_THEMES_TIMEOUT_MS'],
    [{ AI_THEMES_TIMEOUT_MS: '30s' }, 'AI_THEMES_TIMEOUT_MS'],
  ])('refuses a bad AI themes setting %o', (env, variable) => {
    const error = configError(base(env));
    expect(error.variable).toBe(variable);
    expect(error.message).not.toContain('sk-secret');
  });

  it('links the demo wedding ana-y-luis and sends no analytics by default', () => {
    const config = loadConfig(base());
    expect(config.demoWeddingSlug).toBe('ana-y-luis');
    expect(config.posthog).toBeNull();
    expect(loadConfig(base({ POSTHOG_KEY: 'phc_abc' })).posthog).toEqual({
      key: 'phc_abc',
      host: 'https://us.i.posthog.com',
    });
  });

  it.each([
    [{ DEMO_WEDDING_SLUG: 'Ana y Luis' }, 'DEMO_WEDDING_SLUG'],
    [{ POSTHOG_KEY: 'phc_abc', POSTHOG_HOST: 'eu.i.posthog.com' }, 'POSTHOG_HOST'],
  ])('refuses a bad site setting %o', (env, variable) => {
    expect(configError(base(env)).variable).toBe(variable);
  });

  it('generates a JWT key once and keeps it in the data directory', () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir });
    const file = path.join(dataDir, 'jwt-secret');
    expect(existsSync(file)).toBe(true);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(file, 'utf8').trim()).toBe(first.jwtSecret);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first.jwtSecret);
  });

  it('validates responses under tests only', () => {
    expect(loadConfig(base({ NODE_ENV: 'test' })).validateResponses).toBe(true);
    expect(loadConfig(production()).validateResponses).toBe(false);
    expect(loadConfig(production({ VITEST: 'true' })).validateResponses).toBe(true);
  });

  it('names every wrong setting at once, in the order of the README table, each once', () => {
    const error = configError(
      base({
        LOG_LEVEL: 'loud',
        APP_URL: 'nope',
        PORT: 'abc',
        AI_THEMES_API_URL: 'ftp://x',
        AI_THEMES_MODEL: 'gpt-4o-mini',
      }),
    );
    expect(error).toBeInstanceOf(ConfigErrors);
    // AI_THEMES_API_URL is malformed, and so missing for AI_THEMES_MODEL: named once, malformed.
    expect((error as ConfigErrors).variables).toEqual([
      'PORT',
      'APP_URL',
      'AI_THEMES_API_URL',
      'LOG_LEVEL',
    ]);
    expect(error.message).toMatch(/^4 settings need attention:\n {2}PORT: expected/);
    expect(error.message).toContain('AI_THEMES_API_URL: expected an absolute http(s) URL');
  });

  it('has sane database limits, each a setting', () => {
    expect(loadConfig(base()).databaseLimits).toEqual({
      poolMax: 10,
      connectTimeoutMs: 5000,
      statementTimeoutMs: 15_000,
      idleInTransactionTimeoutMs: 10_000,
      startupWaitSeconds: 30,
    });
    expect(
      loadConfig(
        base({
          DATABASE_POOL_MAX: '4',
          DATABASE_CONNECT_TIMEOUT_MS: '1000',
          DATABASE_STATEMENT_TIMEOUT_MS: '2000',
          DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: '3000',
          DATABASE_STARTUP_WAIT_S: '0',
        }),
      ).databaseLimits,
    ).toEqual({
      poolMax: 4,
      connectTimeoutMs: 1000,
      statementTimeoutMs: 2000,
      idleInTransactionTimeoutMs: 3000,
      startupWaitSeconds: 0,
    });
  });

  it.each([
    [{ DATABASE_POOL_MAX: '0' }, 'DATABASE_POOL_MAX'],
    [{ DATABASE_CONNECT_TIMEOUT_MS: '5s' }, 'DATABASE_CONNECT_TIMEOUT_MS'],
    [{ DATABASE_STATEMENT_TIMEOUT_MS: '0' }, 'DATABASE_STATEMENT_TIMEOUT_MS'],
    [{ DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: '-1' }, 'DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS'],
    [{ DATABASE_STARTUP_WAIT_S: '3601' }, 'DATABASE_STARTUP_WAIT_S'],
    [{ EMBEDDED_DRIVERS: 'database,cache' }, 'EMBEDDED_DRIVERS'],
  ])('refuses a bad database or driver setting %o', (env, variable) => {
    expect(configError(base(env)).variable).toBe(variable);
  });

  it('describes every variable it reads', () => {
    const read = new Set<string>();
    const env = new Proxy(base(), {
      get: (target, name) => {
        if (typeof name === 'string') read.add(name);
        return Reflect.get(target, name) as unknown;
      },
    });
    loadConfig(env);
    const described = new Set<string>(configVariables.map((variable) => variable.name));
    // VITEST is the test runner's own marker, not a setting.
    expect([...read].filter((name) => name !== 'VITEST' && !described.has(name))).toEqual([]);
    expect([...described].filter((name) => !read.has(name))).toEqual([]);
    for (const variable of configVariables) {
      expect(variable.description.length).toBeGreaterThan(10);
      expect(variable.default).not.toBe('');
    }
  });
});

describe('loadConfig in production', () => {
  it('starts with every setting on real drivers', () => {
    const config = loadConfig(production());
    expect(config.nodeEnv).toBe('production');
    expect(config.storage.driver).toBe('s3');
  });

  it('names every missing setting in one message', () => {
    const dataDir = tempDir();
    const error = configError({ NODE_ENV: 'production', DATA_DIR: dataDir });
    const expected = [
      'DATABASE_URL',
      'JWT_SECRET',
      'SMTP_URL',
      'S3_BUCKET',
      'STRIPE_SECRET_KEY',
      'APP_URL',
      'ADMIN_APP_URL',
      'INVITATION_URL',
    ];
    expect(error).toBeInstanceOf(ConfigErrors);
    expect((error as ConfigErrors).variables).toEqual(expected);
    const lines = error.message.split('\n');
    expect(lines[0]).toBe(`${expected.length} settings need attention:`);
    for (const [index, variable] of expected.entries()) {
      expect(lines[index + 1]).toMatch(new RegExp(`^  ${variable}: expected .+ in production`));
    }
    expect(error.message).toContain('EMBEDDED_DRIVERS=database');
    // Refusing leaves nothing behind: no key is generated for a start that does not happen.
    expect(existsSync(path.join(dataDir, 'jwt-secret'))).toBe(false);
  });

  it.each([
    ['APP_URL', 'http://app.convite.mx'],
    ['ADMIN_APP_URL', 'http://10.0.0.7:5174'],
    ['INVITATION_URL', 'http://invitacion.convite.mx'],
    ['S3_PUBLIC_URL', 'http://cdn.convite.mx'],
  ])('refuses %s on plain http off this machine', (variable, value) => {
    const error = configError(production({ [variable]: value }));
    expect(error.variable).toBe(variable);
    expect(error.message).toContain(value);
  });

  it.each([
    ['32 × "a"', 'a'.repeat(32)],
    ['a word repeated', 'convite'.repeat(6)],
  ])('refuses a JWT_SECRET that is no random key (%s), however long', (_, secret) => {
    const error = configError(production({ JWT_SECRET: secret }));
    expect(error.variable).toBe('JWT_SECRET');
    expect(error.message).toMatch(/random key in production/);
    // A hex key (openssl rand -hex 32) is random enough.
    expect(
      loadConfig(
        production({
          JWT_SECRET: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08',
        }),
      ).nodeEnv,
    ).toBe('production');
  });

  it('refuses an S3_ENDPOINT on plain http as the public address of the files', () => {
    const error = configError(production({ S3_ENDPOINT: 'http://minio.internal:9000' }));
    expect(error.variable).toBe('S3_PUBLIC_URL');
    expect(
      loadConfig(
        production({
          S3_ENDPOINT: 'http://minio.internal:9000',
          S3_PUBLIC_URL: 'https://files.convite.mx',
        }),
      ).storage.publicUrl,
    ).toBe('https://files.convite.mx');
  });

  it('accepts http origins on a loopback host (a production build tried locally)', () => {
    const config = loadConfig(
      production({
        APP_URL: 'http://localhost:5173',
        ADMIN_APP_URL: 'http://127.0.0.1:5174',
        INVITATION_URL: 'http://[::1]:5175',
      }),
    );
    expect(config.adminAppUrl).toBe('http://127.0.0.1:5174');
  });

  it('needs the webhook secret with a Stripe key, and refuses a stand-in Stripe server', () => {
    expect(configError(production({ STRIPE_WEBHOOK_SECRET: undefined })).variable).toBe(
      'STRIPE_WEBHOOK_SECRET',
    );
    expect(configError(production({ STRIPE_API_URL: 'http://127.0.0.1:12111' })).variable).toBe(
      'STRIPE_API_URL',
    );
  });

  it.each([
    ['database', { DATABASE_URL: undefined }, (c: Config) => c.databaseUrl === null],
    ['jwt-secret', { JWT_SECRET: undefined }, (c: Config) => c.jwtSecret.length >= 32],
    ['mail', { SMTP_URL: undefined }, (c: Config) => c.smtpUrl === null],
    [
      'storage',
      { S3_BUCKET: undefined, FILES_PUBLIC_URL: 'https://files.convite.mx' },
      (c: Config) => c.storage.driver === 'local',
    ],
    [
      'payments',
      { STRIPE_SECRET_KEY: undefined, STRIPE_WEBHOOK_SECRET: undefined },
      (c: Config) => c.stripe.secretKey === null,
    ],
  ] as const)(
    'keeps the embedded %s driver when EMBEDDED_DRIVERS names it',
    (driver, env, uses) => {
      expect(configError(production(env)).variable).toBe(Object.keys(env)[0]);
      const config = loadConfig(production({ ...env, EMBEDDED_DRIVERS: driver }));
      expect(uses(config)).toBe(true);
    },
  );

  it('asks for the public address of files kept on the disk', () => {
    const error = configError(production({ S3_BUCKET: undefined, EMBEDDED_DRIVERS: 'storage' }));
    expect(error.variable).toBe('FILES_PUBLIC_URL');
  });

  it('runs on every embedded driver when all are named', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: tempDir(),
      EMBEDDED_DRIVERS: 'database, jwt-secret, mail, storage, payments',
      APP_URL: 'http://localhost:5173',
      ADMIN_APP_URL: 'http://localhost:5174',
      INVITATION_URL: 'http://localhost:5175',
      FILES_PUBLIC_URL: 'http://localhost:3000/files',
    });
    expect(config.databaseUrl).toBeNull();
    expect(config.storage.driver).toBe('local');
  });

  it('leaves development without any setting, EMBEDDED_DRIVERS ignored', () => {
    const config = loadConfig({ DATA_DIR: tempDir() });
    expect(config.nodeEnv).toBe('development');
    expect(config.databaseUrl).toBeNull();
    expect(config.smtpUrl).toBeNull();
    expect(config.storage.driver).toBe('local');
    expect(config.stripe.secretKey).toBeNull();
    expect(loadConfig(base({ EMBEDDED_DRIVERS: 'database' })).databaseUrl).toBeNull();
  });
});

describe('the WhatsApp Cloud API settings', () => {
  const WHATSAPP: Env = {
    WHATSAPP_ACCESS_TOKEN: 'EAAG-test-token',
    WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
    WHATSAPP_APP_SECRET: 'app-secret',
    WHATSAPP_VERIFY_TOKEN: 'verify-me',
    WHATSAPP_TEMPLATE_INVITATION: 'convite_invitacion',
    WHATSAPP_TEMPLATE_REMINDER: 'convite_recordatorio',
  };

  it('is off when none is set', () => {
    expect(loadConfig(base()).whatsApp).toBeNull();
    // A default-bearing setting alone does not turn it on.
    expect(loadConfig(base({ WHATSAPP_GRAPH_URL: 'http://127.0.0.1:9' })).whatsApp).toBeNull();
  });

  it('is on with every required setting, Meta and es_MX by default', () => {
    expect(loadConfig(base(WHATSAPP)).whatsApp).toEqual({
      accessToken: 'EAAG-test-token',
      phoneNumberId: '106540352242922',
      appSecret: 'app-secret',
      verifyToken: 'verify-me',
      templates: { invitation: 'convite_invitacion', reminder: 'convite_recordatorio', pass: null },
      templateLanguage: 'es_MX',
      graphUrl: 'https://graph.facebook.com',
      graphVersion: 'v21.0',
      timeoutMs: 15_000,
    });
  });

  it('names every missing setting when only some are set', () => {
    const error = configError(
      base({ WHATSAPP_ACCESS_TOKEN: 'EAAG-test-token', WHATSAPP_PHONE_NUMBER_ID: '1065' }),
    );
    expect(error).toBeInstanceOf(ConfigErrors);
    expect((error as ConfigErrors).variables).toEqual([
      'WHATSAPP_APP_SECRET',
      'WHATSAPP_VERIFY_TOKEN',
      'WHATSAPP_TEMPLATE_INVITATION',
      'WHATSAPP_TEMPLATE_REMINDER',
    ]);
    expect(error.message).toContain('to be set together with WHATSAPP_ACCESS_TOKEN');
  });

  it('names the one missing setting, and refuses malformed ones without echoing the token', () => {
    const missing = configError(base({ ...WHATSAPP, WHATSAPP_APP_SECRET: ' ' }));
    expect(missing.variable).toBe('WHATSAPP_APP_SECRET');
    const bad = configError(
      base({ ...WHATSAPP, WHATSAPP_PHONE_NUMBER_ID: '+52 55', WHATSAPP_GRAPH_VERSION: '21' }),
    );
    expect((bad as ConfigErrors).variables).toEqual([
      'WHATSAPP_PHONE_NUMBER_ID',
      'WHATSAPP_GRAPH_VERSION',
    ]);
    expect(bad.message).not.toContain('EAAG-test-token');
  });
});
