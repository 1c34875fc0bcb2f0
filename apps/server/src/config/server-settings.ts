// The process: where it listens and keeps its data, whom it trusts, how it logs, which environment.
import path from 'node:path';
import proxyAddr from '@fastify/proxy-addr';
import { z } from 'zod';
import { commaSeparated, documented, got, integer, oneOf } from './settings-schema.ts';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
export type NodeEnv = 'development' | 'production' | 'test';

/** The embedded drivers production may keep when EMBEDDED_DRIVERS names them. */
export type EmbeddedDriver = 'database' | 'jwt-secret' | 'mail' | 'storage' | 'payments';

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

/** Where the API listens and keeps its data: the first rows of the README's table. */
export const serverSettings = {
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
};

/** How the process runs (proxies, logs, environment, embedded drivers, tests): the last rows. */
export const runtimeSettings = {
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
