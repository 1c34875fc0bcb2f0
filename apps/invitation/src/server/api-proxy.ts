import type { IncomingMessage, ServerResponse } from 'node:http';

/** The only API calls the browser makes, forwarded to the API from this origin. */
const PUBLIC_CALLS: { method: string; path: RegExp }[] = [
  { method: 'GET', path: /^\/v1\/public\/invitations\/[^/]+$/ },
  { method: 'POST', path: /^\/v1\/public\/invitations\/[^/]+\/confirmation$/ },
];
const FORWARDED_REQUEST_HEADERS = ['accept', 'accept-language', 'content-type', 'idempotency-key'];
const FORWARDED_RESPONSE_HEADERS = ['content-type', 'retry-after', 'cache-control'];
const MAX_BODY_BYTES = 64 * 1024;

export function isProxiedCall(method: string, pathname: string): boolean {
  return PUBLIC_CALLS.some((call) => call.method === method && call.path.test(pathname));
}

/** The visitor's address as the socket saw it (IPv4 without the IPv6 mapping prefix). */
export function visitorAddress(request: IncomingMessage): string {
  const address = request.socket.remoteAddress ?? '';
  return address.startsWith('::ffff:') ? address.slice(7) : address;
}

async function readBody(request: IncomingMessage): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

function sendJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
  });
  response.end(JSON.stringify(body));
}

/**
 * Forwards one public call. X-Forwarded-For is set to the address this server saw, never copied
 * from the request, so a visitor cannot choose the address the API rate-limits them by.
 */
export async function proxyToApi(
  request: IncomingMessage,
  response: ServerResponse,
  { apiTarget, url, timeoutMs = 15_000 }: { apiTarget: string; url: URL; timeoutMs?: number },
): Promise<void> {
  const method = request.method ?? 'GET';
  const body = method === 'GET' ? undefined : await readBody(request);
  if (body === null) {
    sendJson(response, 413, { message: 'Request body too large.' });
    return;
  }
  const headers: Record<string, string> = {};
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  headers['x-forwarded-for'] = visitorAddress(request);
  if (request.headers.host) headers['x-forwarded-host'] = request.headers.host;
  let upstream: Response;
  try {
    upstream = await fetch(`${apiTarget}${url.pathname}${url.search}`, {
      method,
      headers,
      body: body ? new Uint8Array(body) : undefined,
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch {
    sendJson(response, 502, { message: 'The invitation service did not answer.' });
    return;
  }
  const answer = Buffer.from(await upstream.arrayBuffer());
  const responseHeaders: Record<string, string> = {};
  for (const name of FORWARDED_RESPONSE_HEADERS) {
    const value = upstream.headers.get(name);
    if (value) responseHeaders[name] = value;
  }
  responseHeaders['cache-control'] ??= 'no-store';
  response.writeHead(upstream.status, responseHeaders);
  response.end(answer);
}
