// Which failures mean "the database is away" (down, restarting, frozen, unreachable) rather than "this
// request is wrong": those answer 503 with Retry-After instead of 500.
import { DrizzleQueryError } from 'drizzle-orm';
import { isNetworkErrorCode } from '../domain/network-errors.ts';

/** Thrown when the database gives no answer within a bound of ours (the readiness ping, start-up). */
export class DatabaseTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(`the database did not answer within ${timeoutMs} ms`);
    this.name = 'DatabaseTimeoutError';
  }
}

/** A pooled connection could not be had (a transaction's own checkout; Drizzle wraps the rest). */
export class DatabaseConnectionError extends Error {
  constructor(cause: unknown) {
    super(`could not get a database connection: ${(cause as Error | undefined)?.message}`, {
      cause,
    });
    this.name = 'DatabaseConnectionError';
  }
}

const SQLSTATES = new Set([
  '57P01', // admin_shutdown: the server is stopping, or pg_terminate_backend
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or in recovery
  '53300', // too_many_connections
  '57014', // query_canceled: statement_timeout reached (the server is too busy to answer in time)
  '25P03', // idle_in_transaction_session_timeout
  // Transient by nature: the same request succeeds when sent again (two writers of one wedding's
  // content can meet in a deadlock since its version row is raised by triggers: migration 0006).
  '40P01', // deadlock_detected
  '40001', // serialization_failure
]);

// pg and pg-pool say these in words only.
const DRIVER_MESSAGES = [
  'timeout exceeded when trying to connect', // no free pooled connection in time
  'Connection terminated due to connection timeout',
  'Connection terminated unexpectedly',
  'Query read timeout', // no answer at all (a frozen network)
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

function isUnavailableItself(error: Error & { code?: unknown }): boolean {
  if (error instanceof DatabaseTimeoutError) return true;
  const code = typeof error.code === 'string' ? error.code : '';
  if (isNetworkErrorCode(code) || SQLSTATES.has(code)) return true;
  if (/^08[0-9A-Z]{3}$/.test(code)) return true; // connection_exception class
  return DRIVER_MESSAGES.some((message) => error.message.startsWith(message));
}

/** The error and what caused it: Drizzle wraps driver errors, a host with several addresses fails
 * with an AggregateError of each attempt. */
function chainOf(error: unknown): Error[] {
  const chain: Error[] = [];
  const pending: unknown[] = [error];
  while (pending.length > 0) {
    const current = pending.pop();
    if (!(current instanceof Error) || chain.includes(current)) continue;
    chain.push(current);
    pending.push(current.cause);
    if (current instanceof AggregateError) pending.push(...(current.errors as unknown[]));
  }
  return chain;
}

const isFromDatabase = (chain: readonly Error[]) =>
  chain.some(
    (link) =>
      link instanceof DrizzleQueryError ||
      link instanceof DatabaseConnectionError ||
      link instanceof DatabaseTimeoutError,
  );

/**
 * True when the error came from the database (a query, a connection of the pool, a bound of ours) and
 * means it is away; an ECONNREFUSED of the mail server or of Stripe is not the database's.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const chain = chainOf(error);
  return isFromDatabase(chain) && chain.some(isUnavailableItself);
}

/**
 * True when the database refused a write because its disk is full (SQLSTATE 53100, disk_full: "could
 * not extend file"), on PostgreSQL or on PGlite in a full DATA_DIR. Reads still work and nothing
 * written before is lost; the request is refused with 503 until space is made.
 */
export function isDatabaseFull(error: unknown): boolean {
  const chain = chainOf(error);
  return (
    isFromDatabase(chain) && chain.some((link) => (link as { code?: unknown }).code === '53100')
  );
}
