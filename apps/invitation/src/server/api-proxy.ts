// The API calls the guest's browser makes, forwarded from this origin by @fastify/reply-from: a read
// of the invitation, the record of its opening, the answer to it and the guest's request to delete
// their data. Nothing else of the API is reachable here.
import type { ErrorCode } from '@convite/api/api-error';
import replyFrom from '@fastify/reply-from';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';

// The User-Agent lets the API tell link-preview bots from guests (it is not stored).
const FORWARDED_REQUEST_HEADERS = [
  'accept',
  'accept-language',
  'content-type',
  'idempotency-key',
  'user-agent',
];
const FORWARDED_RESPONSE_HEADERS = ['content-type', 'retry-after', 'cache-control'];
const MAX_BODY_BYTES = 64 * 1024;

const IPV4_MAPPED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/**
 * The guest's address: Fastify's request.ip under TRUST_PROXY (the socket's peer, or, while that
 * peer and each hop before it are trusted proxies, the right-most untrusted entry of
 * X-Forwarded-For; entries a visitor writes themselves sit left of it and are never used).
 *
 * It is also the X-Forwarded-For this server sends the API, alone: the API trusts this server
 * (TRUST_PROXY loopback there), so it takes the right-most entry as the client; the hops this
 * server already checked are not repeated, and what a visitor wrote is never passed on.
 */
export function guestAddress(request: { ip: string }): string {
  const address = request.ip;
  return IPV4_MAPPED.exec(address)?.[1] ?? address;
}

/** This server's own error answers on the API's paths, in the contract's Error shape. */
export function sendApiError(
  reply: FastifyReply,
  status: number,
  code: ErrorCode,
  message: string,
) {
  return reply
    .code(status)
    .header('Content-Type', 'application/json; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .send(JSON.stringify({ code, message }));
}

function pick(headers: Record<string, unknown>, names: string[]): Record<string, string> {
  const picked: Record<string, string> = {};
  for (const name of names) {
    const value = headers[name];
    if (typeof value === 'string' && value !== '') picked[name] = value;
  }
  return picked;
}

/** Forwards one public call, with the guest's address in X-Forwarded-For. */
function forward(request: FastifyRequest, reply: FastifyReply, timeoutMs: number) {
  const body = request.body instanceof Buffer ? request.body : undefined;
  return reply.from(undefined, {
    // The bytes as the browser sent them (reply-from would re-encode a parsed JSON body).
    ...(body && {
      body,
      contentType: request.headers['content-type'] ?? 'application/octet-stream',
    }),
    timeout: timeoutMs,
    // A call is never sent twice: the API's answer (a 503 too) is the guest's.
    retryDelay: () => null,
    rewriteRequestHeaders: (original, headers) => {
      const sent: IncomingHttpHeaders = pick(original.headers, FORWARDED_REQUEST_HEADERS);
      const length = headers['content-length'];
      if (length !== undefined) sent['content-length'] = String(length);
      sent['x-forwarded-for'] = guestAddress(original);
      if (original.headers.host) sent['x-forwarded-host'] = original.headers.host;
      return sent;
    },
    rewriteHeaders: (headers) => {
      const kept = pick(headers, FORWARDED_RESPONSE_HEADERS);
      kept['cache-control'] ??= 'no-store';
      return kept;
    },
    onError: () => {
      sendApiError(reply, 502, 'service_unavailable', 'The invitation service did not answer.');
    },
  });
}

/** The proxy of the public calls: an encapsulated plugin, so its body parser is its own. */
export async function publicCalls(
  app: FastifyInstance,
  {
    apiTarget,
    timeoutMs = 15_000,
    onGuestDataRemoval,
  }: {
    apiTarget: string;
    timeoutMs?: number;
    /** Told of a guest's removal request (its slug and code) before it is forwarded. */
    onGuestDataRemoval?: (slug: string, code: string) => void;
  },
) {
  await app.register(replyFrom, { base: apiTarget, disableRequestLogging: true });
  // Every body is forwarded as the bytes received, whatever its type, up to 64 KiB.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: MAX_BODY_BYTES },
    (_request, body, done) => done(null, body),
  );
  app.setErrorHandler((error: { statusCode?: number }, _request, reply) => {
    if (error.statusCode === 413) {
      return sendApiError(reply, 413, 'payload_too_large', 'Request body too large.');
    }
    throw error;
  });
  const handler = (request: FastifyRequest, reply: FastifyReply) =>
    forward(request, reply, timeoutMs);
  // GET alone (no HEAD route added beside it), as the browser calls it.
  app.route({
    method: 'GET',
    url: '/v1/public/invitations/:slug',
    exposeHeadRoute: false,
    handler,
  });
  app.post('/v1/public/invitations/:slug/openings', handler);
  app.post('/v1/public/invitations/:slug/confirmation', handler);
  app.post<{ Params: { slug: string } }>(
    '/v1/public/invitations/:slug/removal',
    (request, reply) => {
      const code = removalCode(request.body);
      if (code !== null) onGuestDataRemoval?.(request.params.slug, code);
      return forward(request, reply, timeoutMs);
    },
  );
}

/** The code of a removal request's body (as the browser sent it), or null when unreadable. */
function removalCode(body: unknown): string | null {
  if (!(body instanceof Buffer)) return null;
  try {
    const code = (JSON.parse(body.toString('utf8')) as { code?: unknown }).code;
    return typeof code === 'string' && code.trim() !== '' ? code : null;
  } catch {
    return null;
  }
}
