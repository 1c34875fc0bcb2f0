import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { codeFromSearch, slugFromPath } from '../app/parse-path.ts';
import type { PageData } from '../app/page-data.ts';
import { fetchPublicInvitation } from '../features/invitation/api/fetch-public-invitation.ts';
import { compileTrust, forwardedFor, isProxiedCall, proxyToApi } from './api-proxy.ts';
import type { TrustProxy } from './config.ts';
import { chooseLanguage } from './language.ts';
import { renderPage } from './render-page.tsx';
import { negotiateEncoding, type StaticAsset } from './static-assets.ts';

export type AppServerOptions = {
  template: string;
  assets: Map<string, StaticAsset>;
  apiTarget: string;
  publicUrl: string | null;
  /** The proxies in front of this server (TRUST_PROXY); loopback when not given. */
  trustProxy?: TrustProxy;
  /** How long a page waits for the API before answering 503. */
  apiTimeoutMs?: number;
  log?: (message: string) => void;
};

/** For process managers and `pnpm start`; "_" is never in a slug, so no wedding can take it. */
export const HEALTH_PATH = '/_health';
const IMMUTABLE = 'public, max-age=31536000, immutable';

function send(
  request: IncomingMessage,
  response: ServerResponse,
  status: number,
  headers: Record<string, string>,
  body: Buffer,
  precompressed?: { br?: Buffer; gzip?: Buffer },
) {
  const encoding = negotiateEncoding(request.headers['accept-encoding']);
  let payload = body;
  if (encoding !== 'identity' && body.length > 1024) {
    const ready = precompressed?.[encoding];
    if (ready) payload = ready;
    else if (!precompressed)
      payload =
        encoding === 'br'
          ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
          : gzipSync(body, { level: 6 });
    if (payload !== body) headers['Content-Encoding'] = encoding;
  }
  response.writeHead(status, {
    ...headers,
    Vary: 'Accept-Encoding',
    'Content-Length': String(payload.length),
    'X-Content-Type-Options': 'nosniff',
  });
  response.end(request.method === 'HEAD' ? undefined : payload);
}

function sendAsset(request: IncomingMessage, response: ServerResponse, asset: StaticAsset) {
  // Fonts and images are compressed already: only text assets have .br/.gz twins.
  send(
    request,
    response,
    200,
    { 'Content-Type': asset.type, 'Cache-Control': IMMUTABLE },
    asset.identity,
    { br: asset.br, gzip: asset.gzip },
  );
}

/** The invitation server: pages rendered per request, the build's assets, and the public calls. */
export function createAppServer(options: AppServerOptions) {
  const { template, assets, apiTarget, publicUrl, apiTimeoutMs = 4_000, log = () => {} } = options;
  const trust = compileTrust(options.trustProxy ?? ['loopback']);

  async function loadPage(url: URL, request: IncomingMessage, language: 'es' | 'en') {
    const slug = slugFromPath(url.pathname);
    if (!slug) return { kind: 'not-found' } satisfies PageData;
    const code = codeFromSearch(url.searchParams);
    const result = await fetchPublicInvitation({
      apiBase: apiTarget,
      slug,
      code,
      language,
      headers: { 'X-Forwarded-For': forwardedFor(request, trust) },
      timeoutMs: apiTimeoutMs,
    });
    if (result.kind === 'ok') {
      return { kind: 'invitation', slug, code, invitation: result.invitation } satisfies PageData;
    }
    if (result.kind === 'not-available') return { kind: 'not-available' } satisfies PageData;
    log(`the API did not answer the invitation "${slug}"`);
    return { kind: 'unavailable' } satisfies PageData;
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const method = request.method ?? 'GET';
    const url = new URL(request.url ?? '/', 'http://invitation.local');

    if (url.pathname.startsWith('/v1/')) {
      if (isProxiedCall(method, url.pathname)) {
        await proxyToApi(request, response, { apiTarget, url, trust });
        return;
      }
      send(
        request,
        response,
        404,
        { 'Content-Type': 'application/json; charset=utf-8' },
        Buffer.from('{"message":"Not found."}'),
      );
      return;
    }
    if (method !== 'GET' && method !== 'HEAD') {
      send(
        request,
        response,
        405,
        { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' },
        Buffer.from('Method not allowed'),
      );
      return;
    }
    if (url.pathname === HEALTH_PATH) {
      send(
        request,
        response,
        200,
        { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
        Buffer.from('ok'),
      );
      return;
    }
    if (url.pathname.startsWith('/assets/')) {
      const asset = assets.get(url.pathname.slice('/assets/'.length));
      if (asset) {
        sendAsset(request, response, asset);
        return;
      }
      send(
        request,
        response,
        404,
        { 'Content-Type': 'text/plain; charset=utf-8' },
        Buffer.from('Not found'),
      );
      return;
    }

    const language = chooseLanguage(url.searchParams, request.headers.cookie);
    const now = new Date();
    const page = await loadPage(url, request, language);
    const origin = publicUrl ?? `http://${request.headers.host ?? 'localhost'}`;
    const pageUrl = `${origin}${page.kind === 'invitation' ? `/${page.slug}` : url.pathname}`;
    const { status, html } = renderPage({ template, page, language, now, pageUrl });
    const headers: Record<string, string> = {
      'Content-Type': 'text/html; charset=utf-8',
      // The page may carry a guest's name and answer: no shared cache may keep it.
      'Cache-Control': 'private, no-cache',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Content-Language': language,
    };
    if (status === 503) headers['Retry-After'] = '30';
    send(request, response, status, headers, Buffer.from(html));
  }

  return createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      log(
        `request failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
      if (!response.headersSent) {
        response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      }
      response.end();
    });
  });
}
