import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { codeFromSearch, slugFromPath } from '../app/parse-path.ts';
import type { PageData } from '../app/page-data.ts';
import { fetchPublicInvitation } from '../features/invitation/api/fetch-public-invitation.ts';
import { compileTrust, forwardedFor, isProxiedCall, proxyToApi } from './api-proxy.ts';
import type { TrustProxy } from './config.ts';
import { chooseLanguage } from './language.ts';
import { renderPage } from './render-page.tsx';
import { createPageCache, encodePage, type RenderedPage } from './page-cache.ts';
import { invitationPageHeaders } from './security-headers.ts';
import { negotiateEncoding, type StaticAsset } from './static-assets.ts';

export type AppServerOptions = {
  template: string;
  assets: Map<string, StaticAsset>;
  apiTarget: string;
  publicUrl: string | null;
  /** Where pages may load uploaded images and songs from besides https origins (FILES_PUBLIC_URL). */
  filesOrigin?: string | null;
  /** The proxies in front of this server (TRUST_PROXY); loopback when not given. */
  trustProxy?: TrustProxy;
  /** How long a page waits for the API before answering 503. */
  apiTimeoutMs?: number;
  log?: (message: string) => void;
};

/** For process managers and `pnpm start`; "_" is never in a slug, so no wedding can take it. */
export const HEALTH_PATH = '/_health';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Sends `body`, or the copy of it in the best encoding the client accepts that `encoded` gives
 * (assets have theirs built; pages are compressed once and kept: page-cache.ts).
 */
function send(
  request: IncomingMessage,
  response: ServerResponse,
  status: number,
  headers: Record<string, string>,
  body: Buffer,
  encoded: (encoding: 'br' | 'gzip') => Buffer | undefined = () => undefined,
) {
  const encoding = negotiateEncoding(request.headers['accept-encoding']);
  let payload = body;
  if (encoding !== 'identity' && body.length > 1024) {
    payload = encoded(encoding) ?? body;
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
    (encoding) => asset[encoding],
  );
}

/** The invitation server: pages rendered per request, the build's assets, and the public calls. */
export function createAppServer(options: AppServerOptions) {
  const { template, assets, apiTarget, publicUrl, apiTimeoutMs = 4_000, log = () => {} } = options;
  const trust = compileTrust(options.trustProxy ?? ['loopback']);
  const pages = createPageCache();
  const pageHeaders = invitationPageHeaders({
    template,
    publicUrl,
    filesOrigin: options.filesOrigin ?? null,
  });

  /**
   * The page's data from the API, or 'not-modified' when the answer whose ETag is given (the page
   * kept for this guest) is still current.
   */
  async function loadPage(
    slug: string | null,
    code: string | null,
    request: IncomingMessage,
    language: 'es' | 'en',
    etag: string | null,
  ): Promise<{ page: PageData; etag: string | null } | 'not-modified'> {
    if (!slug) return { page: { kind: 'not-found' }, etag: null };
    const result = await fetchPublicInvitation({
      apiBase: apiTarget,
      slug,
      code,
      language,
      etag,
      headers: { 'X-Forwarded-For': forwardedFor(request, trust) },
      timeoutMs: apiTimeoutMs,
    });
    if (result.kind === 'not-modified') return 'not-modified';
    if (result.kind === 'ok') {
      return {
        page: { kind: 'invitation', slug, code, invitation: result.invitation },
        etag: result.etag,
      };
    }
    if (result.kind === 'not-available') return { page: { kind: 'not-available' }, etag: null };
    log(`the API did not answer the invitation "${slug}"`);
    return { page: { kind: 'unavailable' }, etag: null };
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
    const slug = slugFromPath(url.pathname);
    const code = codeFromSearch(url.searchParams);
    const origin = publicUrl ?? `http://${request.headers.host ?? 'localhost'}`;
    const pageKey = `${language} ${origin} ${slug ?? url.pathname} ${code ?? ''}`;
    const kept = pages.get(pageKey);
    const loaded = await loadPage(slug, code, request, language, kept?.etag ?? null);

    let status = 200;
    let page: RenderedPage;
    if (loaded === 'not-modified' && kept !== undefined) {
      page = kept;
    } else {
      const data = loaded === 'not-modified' ? ({ kind: 'unavailable' } as const) : loaded.page;
      const pageUrl = `${origin}${data.kind === 'invitation' ? `/${data.slug}` : url.pathname}`;
      const rendered = renderPage({ template, page: data, language, now: new Date(), pageUrl });
      status = rendered.status;
      page = { etag: '', html: Buffer.from(rendered.html), encoded: {} };
      if (status === 200 && loaded !== 'not-modified' && loaded.etag !== null) {
        page.etag = loaded.etag;
        pages.set(pageKey, page);
      }
    }
    const headers: Record<string, string> = {
      ...pageHeaders,
      'Content-Type': 'text/html; charset=utf-8',
      // The page may carry a guest's name and answer: no shared cache may keep it.
      'Cache-Control': 'private, no-cache',
      'Content-Language': language,
    };
    if (status === 503) headers['Retry-After'] = '30';
    send(request, response, status, headers, page.html, (encoding) => encodePage(page, encoding));
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
