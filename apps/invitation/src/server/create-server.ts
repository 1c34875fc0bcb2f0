import { randomUUID } from 'node:crypto';
import { isCouplePreview } from '@convite/rules/couple-preview';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import {
  codeFromSearch,
  formViewFromSearch,
  guestPageHref,
  previewFromSearch,
  slugFromPath,
} from '../app/parse-path.ts';
import type { FormOutcome, PageData } from '../app/page-data.ts';
import { fetchPublicInvitation } from '../features/invitation/api/fetch-public-invitation.ts';
import { apiGet } from './api-get.ts';
import { guestAddress, publicCalls, sendApiError } from './api-proxy.ts';
import { calendarFileRoute } from './calendar-file-route.ts';
import type { TrustProxy } from './config.ts';
import { sendFormAnswer } from './form-answer.ts';
import { chooseLanguage } from './language.ts';
import { renderPage, serverI18n } from './render-page.tsx';
import type { FontStylesheets } from './font-stylesheets.ts';
import { createPageCache, encodePage, pageEncoding, type RenderedPage } from './page-cache.ts';
import { openingPixelRoute } from './opening-pixel-route.ts';
import { passRoutes } from './pass-routes.ts';
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
    { code, preview }: { code: string | null; preview: string | null },
    request: FastifyRequest,
    language: 'es' | 'en',
    etag: string | null,
  ): Promise<{ page: PageData; etag: string | null } | 'not-modified'> {
    if (!slug) return { page: { kind: 'not-found' }, etag: null };
    const result = await fetchPublicInvitation({
      apiBase: apiTarget,
      slug,
      code,
      preview,
      language,
      etag,
      headers: { 'X-Forwarded-For': guestAddress(request) },
      timeoutMs: apiTimeoutMs,
      fetchImpl: apiGet,
    });
    if (result.kind === 'not-modified') return 'not-modified';
    if (result.kind === 'ok') {
      const page: PageData = { kind: 'invitation', slug, code, invitation: result.invitation };
      return { page: preview ? { ...page, preview } : page, etag: result.etag };
    }
    if (result.kind === 'preview-refused') {
      const message =
        result.message ?? serverI18n(language).t('errors.unexpected', { ns: 'common' });
      return { page: { kind: 'preview-refused', message }, etag: null };
    }
    if (result.kind === 'not-available') return { page: { kind: 'not-available' }, etag: null };
    log(`the API did not answer the invitation "${slug}"`);
    return { page: { kind: 'unavailable' }, etag: null };
  }

  /** What a page request names: its language, wedding, guest, origin and the form's view. */
  function pageRequest(request: FastifyRequest) {
    const url = new URL(request.url, 'http://invitation.local');
    return {
      url,
      language: chooseLanguage(url.searchParams, request.headers.cookie),
      slug: slugFromPath(url.pathname),
      code: codeFromSearch(url.searchParams),
      preview: previewFromSearch(url.searchParams),
      view: formViewFromSearch(url.searchParams),
      isCouplePreview: isCouplePreview(url.search),
      origin: publicUrl ?? `http://${request.headers.host ?? 'localhost'}`,
    };
  }

  /**
   * A guest's page: rendered, or the one kept for them while the API says it has not changed. A form
   * sent without scripts that was refused (by the API, or incomplete) or filled by a quick choice
   * comes back as the page with its outcome, never kept.
   */
  async function servePage(
    request: FastifyRequest,
    reply: FastifyReply,
    refused?: { status: number; form: FormOutcome; retryAfter: string | null },
  ) {
    const { url, language, slug, code, preview, view, origin, ...rest } = pageRequest(request);
    // The couple's look at a guest's link is kept apart: its page records no opening.
    const guestKey =
      preview !== null
        ? `preview:${preview}`
        : `${code ?? ''}${rest.isCouplePreview ? ' couple' : ''}`;
    const pageKey = `${language} ${origin} ${slug ?? url.pathname} ${guestKey} ${view ?? ''}`;
    const kept = refused ? undefined : pages.get(pageKey);
    const loaded = await loadPage(slug, { code, preview }, request, language, kept?.etag ?? null);

    let status = 200;
    let page: RenderedPage;
    if (loaded === 'not-modified' && kept !== undefined) {
      page = kept;
    } else {
      const loadedPage =
        loaded === 'not-modified' ? ({ kind: 'unavailable' } as const) : loaded.page;
      const form: FormOutcome | undefined =
        refused?.form ?? (view === null ? undefined : { kind: view });
      // A preview's form sends nothing: it gets no token to send.
      const data: PageData =
        loadedPage.kind === 'invitation' && loadedPage.invitation.guest && !preview
          ? { ...loadedPage, formToken: randomUUID(), ...(form && { form }) }
          : loadedPage;
      const pageUrl = `${origin}${data.kind === 'invitation' ? `/${data.slug}` : url.pathname}`;
      const rendered = renderPage({
        template,
        page: data,
        language,
        now: new Date(),
        pageUrl,
        fontStylesheets: options.fontStylesheets,
        isCouplePreview: rest.isCouplePreview,
      });
      status = refused && rendered.status === 200 ? refused.status : rendered.status;
      page = { etag: '', html: rendered.html, encoded: {} };
      if (!refused && status === 200 && loaded !== 'not-modified' && loaded.etag !== null) {
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
    if (refused?.retryAfter) reply.header('Retry-After', refused.retryAfter);
    // Compressed once per page and kept with it (page-cache.ts); a small page goes as it is.
    const encoding =
      page.html.length > 1024 ? pageEncoding(request.headers['accept-encoding']) : null;
    if (encoding === null) return reply.send(page.html);
    return reply.header('Content-Encoding', encoding).send(encodePage(page, encoding));
  }

  /**
   * The confirmation form sent without scripts: the answer goes to the API as the script sends it; a
   * saved one answers 303 to the page with the thanks (so a reload does not send it again), a refused
   * one the page with the message and the answer to correct, and a quick choice ("Todos vamos a
   * todo") the page with the form filled by it, nothing sent. Nothing of the answer is logged.
   */
  async function answerForm(request: FastifyRequest, reply: FastifyReply) {
    const { language, slug, code, url } = pageRequest(request);
    const back = (view: 'saved' | null) =>
      reply
        .code(303)
        .header('Cache-Control', 'no-store')
        .header(
          'Location',
          code && slug
            ? guestPageHref({ slug, code, language: url.searchParams.get('lang'), view })
            : url.pathname,
        )
        .send();
    if (typeof request.body !== 'string') return sendText(reply, 415, 'Unsupported Media Type');
    if (!slug) return sendText(reply, 404, 'Not found');
    if (!code) return back(null);
    const loaded = await loadPage(slug, { code, preview: null }, request, language, null);
    if (loaded === 'not-modified' || loaded.page.kind !== 'invitation') return back(null);
    const fields = new URLSearchParams(typeof request.body === 'string' ? request.body : '');
    const result = await sendFormAnswer({
      apiTarget,
      slug,
      code,
      fields,
      invitation: loaded.page.invitation,
      language,
      guestAddress: guestAddress(request),
      timeoutMs: apiTimeoutMs,
      fallbackMessage: serverI18n(language).t('errors.unexpected', { ns: 'common' }),
      incompleteMessage: serverI18n(language).t('confirmation.incomplete', { ns: 'invitation' }),
    });
    if (result.kind === 'saved') return back('saved');
    if (result.kind === 'filled') {
      return servePage(request, reply, { status: 200, form: result.form, retryAfter: null });
    }
    if (result.kind === 'gone') return back(null);
    if (result.status === 503) log(`the API did not take a form answer for "${slug}"`);
    return servePage(request, reply, result);
  }

  /** The form's POST beside the pages, with the one body parser it needs. */
  async function formAnswers(scope: FastifyInstance) {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_request, body, done) => done(null, body),
    );
    scope.post('/*', answerForm);
  }

  app.addHook('onRequest', (_request, reply, done) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    done();
  });
  // Only the form's POST reads a body (formAnswers, and the proxy has its own parser): one sent
  // anywhere else is left unread.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));
  app.register(publicCalls, { apiTarget });
  app.register(buildAssets, { assetsDir: options.assetsDir });
  app.register(calendarFileRoute, { apiTarget, publicUrl, apiTimeoutMs });
  app.register(openingPixelRoute, { apiTarget, apiTimeoutMs });
  app.register(passRoutes, { apiTarget, publicUrl, apiTimeoutMs });
  app.get(HEALTH_PATH, (_request, reply) =>
    sendText(reply.header('Cache-Control', 'no-store'), 200, 'ok'),
  );
  // Any other path of the API is not served here (the proxy's two calls are matched first).
  app.all('/v1/*', (_request, reply) => sendApiError(reply, 404, 'not_found', 'Not found.'));
  app.get('/*', (request, reply) => servePage(request, reply));
  app.register(formAnswers);
  // What no route takes: another method of a page or asset, or an asset the build does not have.
  app.setNotFoundHandler((request, reply) =>
    request.method === 'GET' || request.method === 'HEAD'
      ? sendText(reply, 404, 'Not found')
      : sendText(reply.header('Allow', 'GET, HEAD, POST'), 405, 'Method not allowed'),
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
