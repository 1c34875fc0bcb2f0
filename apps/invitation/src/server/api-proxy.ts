import type { IncomingMessage, ServerResponse } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { TrustProxy } from './config.ts';

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

/** Decides, hop by hop, whether a peer is a proxy whose X-Forwarded-For is believed. */
export type TrustFunction = (address: string, hop: number) => boolean;

/** TRUST_PROXY as Fastify applies it to the API's request.ip, with the same library. */
export function compileTrust(trust: TrustProxy): TrustFunction {
  if (trust === true) return () => true;
  if (trust === false) return () => false;
  return proxyAddr.compile([...trust]);
}

const IPV4_MAPPED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/**
 * The guest's address: the socket's peer, or, while that peer and each hop before it are trusted
 * proxies, the address they say they received the request from (the right-most untrusted entry
 * of X-Forwarded-For). Entries a visitor writes themselves sit left of it and are never used.
 */
export function clientAddress(request: IncomingMessage, trust: TrustFunction): string {
  const address = request.socket.remoteAddress === undefined ? '' : proxyAddr(request, trust);
  return IPV4_MAPPED.exec(address)?.[1] ?? address;
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
 * The X-Forwarded-For this server sends the API: the guest's address alone. The API trusts this
 * server (TRUST_PROXY loopback there), so it takes the right-most entry as the client; the hops
 * this server already checked are not repeated, and what a visitor wrote is never passed on, so
 * neither can decide the address the API counts.
 */
export function forwardedFor(request: IncomingMessage, trust: TrustFunction): string {
  return clientAddress(request, trust);
}

/** Forwards one public call, with the guest's address in X-Forwarded-For. */
export async function proxyToApi(
  request: IncomingMessage,
  response: ServerResponse,
  {
    apiTarget,
    url,
    trust,
    timeoutMs = 15_000,
  }: { apiTarget: string; url: URL; trust: TrustFunction; timeoutMs?: number },
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
  headers['x-forwarded-for'] = forwardedFor(request, trust);
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
