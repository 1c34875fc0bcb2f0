// What the API's log may hold: never a password, token or cookie, never a guest's data. Failed
// queries are the risky path: drizzle's error carries the query's parameters (a guest's message, food
// restrictions, an email), PostgreSQL's `detail` repeats the failing row, and its data errors quote
// the value they refused. The serializers below keep what locates a fault (the SQL text, SQLSTATE,
// table, constraint, the stack) and drop the values.
import type { FastifyRequest } from 'fastify';

export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'password',
  'passwordConfirmation',
  '*.password',
  '*.passwordConfirmation',
  '*.*.password',
  '*.*.passwordConfirmation',
  'body.password',
  'payload.password',
];

type SafeError = {
  type: string;
  message: string;
  stack: string;
  code?: string | number;
  statusCode?: number;
  table?: string;
  column?: string;
  constraint?: string;
  routine?: string;
  cause?: SafeError;
};

/** Error properties that name a fault without carrying data. */
const PLAIN_PROPERTIES = [
  'code',
  'statusCode',
  'table',
  'column',
  'constraint',
  'routine',
] as const;
const MAX_CAUSES = 5;

/** drizzle's DrizzleQueryError: `Failed query: <sql>\nparams: <values>`. */
function isFailedQuery(error: Error): error is Error & { query: string; params: unknown } {
  return typeof (error as { query?: unknown }).query === 'string' && 'params' in error;
}

/** A PostgreSQL error as pg and PGlite raise it: a SQLSTATE and a severity. */
function isPostgresError(error: Error): error is Error & { code: string; severity: string } {
  const { code, severity } = error as { code?: unknown; severity?: unknown };
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && typeof severity === 'string';
}

function safeMessage(error: Error): string {
  if (isFailedQuery(error)) return `Failed query: ${error.query}`;
  // Class 22 (data exception) messages end with the refused value: `invalid input syntax for type
  // integer: "…"`, `invalid byte sequence for encoding "UTF8": 0x00`.
  if (isPostgresError(error) && error.code.startsWith('22')) {
    const colon = error.message.indexOf(': ');
    return colon === -1 ? error.message : `${error.message.slice(0, colon)}: [redacted]`;
  }
  return error.message;
}

/** An error for the log, with its causes, keeping no value a query or row carried. */
export function safeError(error: unknown, depth = 0): SafeError {
  if (!(error instanceof Error)) {
    return { type: typeof error, message: 'a non-Error value was thrown', stack: '' };
  }
  const message = safeMessage(error);
  const safe: SafeError = {
    type: error.name,
    message,
    stack: (error.stack ?? '').replace(error.message, message),
  };
  for (const property of PLAIN_PROPERTIES) {
    const value = (error as unknown as Record<string, unknown>)[property];
    if (typeof value === 'string' || typeof value === 'number') {
      (safe as Record<string, unknown>)[property] = value;
    }
  }
  if (error.cause !== undefined && depth < MAX_CAUSES)
    safe.cause = safeError(error.cause, depth + 1);
  return safe;
}

/** Path segments that are keys themselves: a household's pass token (`/passes/{token}`). */
const KEY_IN_PATH = /(\/passes\/)[^/?#]+/;

/** A URL or path without the query's values and the keys in the path (logs, trace spans). */
export function redactedUrl(url: string): string {
  return url.replace(KEY_IN_PATH, '$1…').replace(/([?&][^=&#]*)=[^&#]*/g, '$1=…');
}

/**
 * A request for the log: its path with the query's values and the keys in the path left out
 * (`?code=` is a guest's key, `/passes/…` a household's pass). Fastify hands its serializer the
 * Fastify request, though its types say the raw one.
 */
export function safeRequest(
  request: Partial<Pick<FastifyRequest, 'method' | 'url' | 'host' | 'ip' | 'socket'>>,
) {
  return {
    method: request.method,
    url: request.url === undefined ? undefined : redactedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
