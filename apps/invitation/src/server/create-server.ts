import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { codeFromSearch, slugFromPath } from '../app/parse-path.ts';
import type { PageData } from '../app/page-data.ts';
import { fetchPublicInvitation } from '../features/invitation/api/fetch-public-invitation.ts';
import { guestAddress, publicCalls } from './api-proxy.ts';
import { calendarFileRoute } from './calendar-file-route.ts';
import type { TrustProxy } from './config.ts';
import { chooseLanguage } from './language.ts';
import { renderPage } from './render-page.tsx';
import type { FontStylesheets } from './font-stylesheets.ts';
import { createPageCache, encodePage, pageEncoding, type RenderedPage } from './page-cache.ts';
import { invitationPageHeaders } from './security-headers.ts';
import { buildAssets } from './static-assets.ts';

export type AppServerOptions = {
  template: string;
  /** The client build's assets/ folder, served under /assets/. */
  assetsDir: string;
  /** The font families' stylesheets in that folder (from the build's manifest). */
  fontStylesheets?: FontStylesheets;
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

function sendText(reply: FastifyReply, status: number, text: string) {
  return reply.code(status).header('Content-Type', 'text/plain; charset=utf-8').send(text);
}

/**
 * The invitation server, on Fastify: pages rendered per request, the build's assets
 * (@fastify/static) and the two public calls (@fastify/reply-from).
 */
export function createAppServer(options: AppServerOptions) {
  const { template, apiTarget, publicUrl, apiTimeoutMs = 4_000, log = () => {} } = options;
  const trustProxy = options.trustProxy ?? ['loopback'];
  const app = Fastify({
    // request.ip: TRUST_PROXY applied as the API applies it (@fastify/proxy-addr).
    trustProxy: typeof trustProxy === 'boolean' ? trustProxy : [...trustProxy],
    logger: false,
    bodyLimit: 64 * 1024,
    // Stopping closes kept-alive connections too, not only the listener.
    forceCloseConnections: true,
  });
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
    request: FastifyRequest,
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
      headers: { 'X-Forwarded-For': guestAddress(request) },
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

  /** A guest's page: rendered, or the one kept for them while the API says it has not changed. */
  async function servePage(request: FastifyRequest, reply: FastifyReply) {
    const url = new URL(request.url, 'http://invitation.local');
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
      const rendered = renderPage({
        template,
        page: data,
        language,
        now: new Date(),
        pageUrl,
        fontStylesheets: options.fontStylesheets,
      });
      status = rendered.status;
      page = { etag: '', html: Buffer.from(rendered.html), encoded: {} };
      if (status === 200 && loaded !== 'not-modified' && loaded.etag !== null) {
        page.etag = loaded.etag;
        pages.set(pageKey, page);
      }
    }
    reply
      .code(status)
      .headers(pageHeaders)
      .header('Content-Type', 'text/html; charset=utf-8')
      // The page may carry a guest's name and answer: no shared cache may keep it.
      .header('Cache-Control', 'private, no-cache')
      .header('Content-Language', language)
      .header('Vary', 'Accept-Encoding');
    if (status === 503) reply.header('Retry-After', '30');
    // Compressed once per page and kept with it (page-cache.ts); a small page goes as it is.
    const encoding =
      page.html.length > 1024 ? pageEncoding(request.headers['accept-encoding']) : null;
    if (encoding === null) return reply.send(page.html);
    return reply.header('Content-Encoding', encoding).send(encodePage(page, encoding));
  }

  app.addHook('onRequest', (_request, reply, done) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    done();
  });
  // No route here reads a body (the proxy has its own parser): one sent anyway is left unread.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));
  app.register(publicCalls, { apiTarget });
  app.register(buildAssets, { assetsDir: options.assetsDir });
  app.register(calendarFileRoute, { apiTarget, publicUrl, apiTimeoutMs });
  app.get(HEALTH_PATH, (_request, reply) =>
    sendText(reply.header('Cache-Control', 'no-store'), 200, 'ok'),
  );
  // Any other path of the API is not served here (the proxy's two calls are matched first).
  app.all('/v1/*', (_request, reply) =>
    reply
      .code(404)
      .header('Content-Type', 'application/json; charset=utf-8')
      .send('{"message":"Not found."}'),
  );
  app.get('/*', servePage);
  // What no route takes: another method of a page or asset, or an asset the build does not have.
  app.setNotFoundHandler((request, reply) =>
    request.method === 'GET' || request.method === 'HEAD'
      ? sendText(reply, 404, 'Not found')
      : sendText(reply.header('Allow', 'GET, HEAD'), 405, 'Method not allowed'),
  );
  app.setErrorHandler((error, _request, reply) => {
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status < 500) return sendText(reply, status, (error as Error).message);
    log(
      `request failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    return sendText(reply, 500, '');
  });
  return app;
}
