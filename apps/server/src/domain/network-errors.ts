// The error codes Node gives a connection that failed, reset or timed out: an outside service (the
// database, a bucket) that is away, which the caller answers 503, never 500.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

export function isNetworkErrorCode(code: unknown): boolean {
  return typeof code === 'string' && NETWORK_CODES.has(code);
}
