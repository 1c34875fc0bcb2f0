import { documented, integer, ms, urlOf, type SettingsOf } from './settings-schema.ts';

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

/** The database: PostgreSQL (or, unset, the embedded PGlite) and its connections' limits. */
export const databaseSettings = {
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
};

export function databaseLimits(s: SettingsOf<typeof databaseSettings>): DatabaseLimits {
  return {
    poolMax: s.DATABASE_POOL_MAX,
    connectTimeoutMs: s.DATABASE_CONNECT_TIMEOUT_MS,
    statementTimeoutMs: s.DATABASE_STATEMENT_TIMEOUT_MS,
    idleInTransactionTimeoutMs: s.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    startupWaitSeconds: s.DATABASE_STARTUP_WAIT_S,
  };
}
