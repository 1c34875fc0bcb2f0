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
import {
  fetchPublicInvitation,
  type PublicInvitationResult,
} from '../features/invitation/api/fetch-public-invitation.ts';
import { apiGet } from './api-get.ts';
import { guestAddress, publicCalls, sendApiError } from './api-proxy.ts';
import { calendarFileRoute } from './calendar-file-route.ts';
import type { TrustProxy } from './config.ts';
import { answerFromForm, sendFormAnswer } from './form-answer.ts';
import {
  createKeptInvitations,
  sharedInvitation,
  type KeptInvitationsOptions,
} from './kept-invitations.ts';
import { chooseLanguage } from './language.ts';
import { renderPage, serverI18n } from './render-page.tsx';
import type { FontStylesheets } from './font-stylesheets.ts';
import { createPageCache, encodePage, pageEncoding, type RenderedPage } from './page-cache.ts';
import { openingPixelRoute } from './opening-pixel-route.ts';
import { passRoutes } from './pass-routes.ts';
import { invitationPageHeaders } from './security-headers.ts';
import { buildAssets } from './static-assets.ts';
import type { RequestTracer } from './tracing.ts';

export type AppServerOptions = {
  template: string;
  /** The client build's assets/ folder, served under /assets/. */
  assetsDir: string;
  /** The font families' stylesheets in that folder (from the build's manifest). */
  fontStylesheets?: FontStylesheets;
  apiTarget: string;
  /**
   * The public origin of the pages (PUBLIC_URL, or its development default): og:url and every other
   * absolute link. Never the request's Host. Null: the pages' own links are relative.
   */
  publicUrl: string | null;
  /** Where pages may load uploaded images and songs from besides https origins (FILES_PUBLIC_URL). */
  filesOrigin?: string | null;
  /** The proxies in front of this server (TRUST_PROXY); loopback when not given. */
  trustProxy?: TrustProxy;
  /** How long a page waits for the API before answering 503 (with nothing kept to show). */
  apiTimeoutMs?: number;
  /**
   * How long a guest's link with an invitation kept (kept-invitations.ts) waits for the API before
   * that one is shown under the offline note; at most apiTimeoutMs.
   */
  staleAfterMs?: number;
  /** The bounds of the kept invitations (bytes, age). */
  keptInvitations?: KeptInvitationsOptions;
  log?: (message: string) => void;
  /** Traces (tracing.ts), when OTEL_EXPORTER_OTLP_ENDPOINT is set; none otherwise. */
  tracer?: RequestTracer | null;
};

/** For process managers and `pnpm start`; "_" is never in a slug, so no wedding can take it. */
export const HEALTH_PATH = '/_health';

/** A page's data as loaded, with the ETag of the API answer it came from. */
type LoadedPage = { page: PageData; etag: string | null };

const LATE = Symbol('late');

/** The promise's value if it settles within `ms`, else LATE (the promise goes on). */
async function withinMs<T>(promise: Promise<T>, ms: number): Promise<T | typeof LATE> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<typeof LATE>((resolve) => {
    timer = setTimeout(resolve, ms, LATE);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

function sendText(reply: FastifyReply, status: number, text: string) {
  return reply.code(status).header('Content-Type', 'text/plain; charset=utf-8').send(text);
}

/**
 * The invitation server, on Fastify: pages rendered per request, the build's assets
 * (@fastify/static) and the two public calls (@fastify/reply-from).
 */
export function createAppServer(options: AppServerOptions) {
  const { template, apiTarget, publicUrl, apiTimeoutMs = 4_000, log = () => {} } = options;
  const staleAfterMs = Math.min(options.staleAfterMs ?? 1_500, apiTimeoutMs);
  // Links in the pages: the configured origin, or relative ones; never the request's Host.
  const origin = publicUrl ?? '';
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
  const kept = createKeptInvitations(options.keptInvitations);
  const pageHeaders = invitationPageHeaders({
    template,
    publicUrl,
    filesOrigin: options.filesOrigin ?? null,
  });

  /** Before the API answers, or when it failed: the invitation kept for this link, if any. */
  function offlinePage(slug: string, code: string | null): PageData | null {
    if (code !== null) {
      const own = kept.guest(slug, code);
      if (own)
        return { kind: 'invitation', slug, code, invitation: own.invitation, offline: 'kept' };
    }
    const shared = kept.shared(slug);
    return shared
      ? { kind: 'invitation', slug, code, invitation: shared.invitation, offline: 'shared' }
      : null;
  }

  /**
   * What an answer of the API leaves kept: the guest's own, and the wedding's shared invitation (the
   * bare link's answer, or, at most every SHARED_REFRESH_MS, one made from a guest's: sharedInvitation).
   */
  function keepAnswer(slug: string, code: string | null, result: PublicInvitationResult) {
    if (result.kind === 'ok') {
      const { invitation } = result;
      if (!invitation.guest) {
        kept.keepShared(slug, result.body);
      } else if (code !== null) {
        kept.keepGuest(slug, code, result.body);
        if (kept.claimSharedRefresh(slug)) {
          kept.keepShared(slug, JSON.stringify(sharedInvitation(invitation)));
        }
      }
    } else if (result.kind === 'not-modified' && code !== null) {
      kept.confirmGuest(slug, code);
    } else if (result.kind === 'not-available') {
      // Gone or inactive: nothing of it is shown again without the API.
      kept.forget(slug, code);
    } else if (result.kind === 'guest-left' && code !== null) {
      // The guest deleted their data: their invitation is never shown again, with or without the API.
      kept.forgetGuest(slug, code);
    }
  }

  /**
   * The page's data from the API, or 'not-modified' when the answer whose ETag is given (the page
   * kept for this guest) is still current. The API has `staleAfterMs` to answer a guest's link that
   * has an invitation kept; past it (or when it fails) the kept one is shown, and the API's answer,
   * when it comes, is kept for the next time. With nothing kept, the page waits for the API up to
   * `apiTimeoutMs`.
   */
  async function loadPage(
    slug: string | null,
    { code, preview }: { code: string | null; preview: string | null },
    request: FastifyRequest,
    language: 'es' | 'en',
    etag: string | null,
  ): Promise<LoadedPage | 'not-modified'> {
    if (!slug) return { page: { kind: 'not-found' }, etag: null };
    const answer = fetchPublicInvitation({
      apiBase: apiTarget,
      slug,
      code,
      preview,
      language,
      etag,
      headers: { 'X-Forwarded-For': guestAddress(request) },
      timeoutMs: apiTimeoutMs,
      fetchImpl: apiGet,
    }).then((result) => {
      // A couple's preview is never kept: it is no guest's page.
      if (preview === null) keepAnswer(slug, code, result);
      return result;
    });
    let result = preview === null ? await withinMs(answer, staleAfterMs) : await answer;
    if (result === LATE) {
      const offline = offlinePage(slug, code);
      if (offline) {
        log(`the API did not answer the invitation "${slug}" in time: served the one kept`);
        return { page: offline, etag: null };
      }
      result = await answer;
    }
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
    if (result.kind === 'guest-left') {
      return { page: { kind: 'guest-left', message: result.message }, etag: null };
    }
    // Too many tries is the guest's to wait out, not an outage: nothing is logged.
    if (result.kind === 'limited') {
      return {
        page: { kind: 'limited', retryAfterSeconds: result.retryAfterSeconds },
        etag: null,
      };
    }
    const offline = preview === null ? offlinePage(slug, code) : null;
    log(`the API did not answer the invitation "${slug}"${offline ? ': served the one kept' : ''}`);
    return { page: offline ?? { kind: 'unavailable' }, etag: null };
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
    };
  }

  /**
   * A guest's page: rendered, or the one kept for them while the API says it has not changed. A form
   * sent without scripts that was refused (by the API, or incomplete) or filled by a quick choice
   * comes back as the page with its outcome, never kept; `page` is the page the form was read with,
   * when there is no need to ask the API again (it did not answer, or limited the guest).
   */
  async function servePage(
    request: FastifyRequest,
    reply: FastifyReply,
    {
      refused,
      page: given,
    }: {
      refused?: { status: number; form: FormOutcome; retryAfter: string | null };
      page?: LoadedPage;
    } = {},
  ) {
    const { url, language, slug, code, preview, view, ...rest } = pageRequest(request);
    // The couple's look at a guest's link is kept apart: its page records no opening.
    const guestKey =
      preview !== null
        ? `preview:${preview}`
        : `${code ?? ''}${rest.isCouplePreview ? ' couple' : ''}`;
    const pageKey = `${language} ${slug ?? url.pathname} ${guestKey} ${view ?? ''}`;
    const kept = refused || given ? undefined : pages.get(pageKey);
    const loaded =
      given ?? (await loadPage(slug, { code, preview }, request, language, kept?.etag ?? null));

    let status = 200;
    let page: RenderedPage;
    let isOffline = false;
    let retryAfter = refused?.retryAfter ?? null;
    if (loaded === 'not-modified' && kept !== undefined) {
      page = kept;
    } else {
      const loadedPage =
        loaded === 'not-modified' ? ({ kind: 'unavailable' } as const) : loaded.page;
      isOffline = loadedPage.kind === 'invitation' && loadedPage.offline !== undefined;
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
      if (data.kind === 'limited') retryAfter ??= String(data.retryAfterSeconds ?? 60);
      if (status === 503) retryAfter ??= '30';
      page = { etag: '', html: rendered.html, encoded: {} };
      if (
        !refused &&
        !isOffline &&
        status === 200 &&
        loaded !== 'not-modified' &&
        loaded.etag !== null
      ) {
        page.etag = loaded.etag;
        pages.set(pageKey, page);
      }
    }
    reply
      .code(status)
      .headers(pageHeaders)
      .header('Content-Type', 'text/html; charset=utf-8')
      // The page may carry a guest's name and answer: no shared cache may keep it. One shown without
      // the API is kept by no cache at all: the next visit asks again.
      .header(
        'Cache-Control',
        isOffline || status !== 200 ? 'private, no-store' : 'private, no-cache',
      )
      .header('Content-Language', language)
      .header('Vary', 'Accept-Encoding');
    if (retryAfter !== null) reply.header('Retry-After', retryAfter);
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
   * todo") the page with the form filled by it, nothing sent. When the API does not answer, nothing
   * is lost: 503 with the guest's page (as kept) and the form as they filled it, or, with nothing
   * kept, the fields as sent in a form to send again. Nothing of the answer is logged.
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
    const fields = new URLSearchParams(request.body);
    const t = serverI18n(language).t;
    const loaded = await loadPage(slug, { code, preview: null }, request, language, null);
    if (loaded === 'not-modified') return back(null);
    const { page } = loaded;
    if (page.kind === 'limited') return servePage(request, reply, { page: loaded });
    const isOffline =
      page.kind === 'unavailable' || (page.kind === 'invitation' && page.offline !== undefined);
    if (!isOffline && page.kind !== 'invitation') return back(null);
    const guest =
      page.kind === 'invitation' && page.offline !== 'shared' ? page.invitation.guest : null;
    if (isOffline) {
      // The API did not answer the read: nothing is sent, and nothing of the answer is lost. The
      // guest's page as kept with the form as they filled it; with nothing of this guest kept, the
      // fields as they came, in a form to send again.
      log(`the API did not take a form answer for "${slug}"`);
      const message = t('offline.answerNotSent', { ns: 'invitation' });
      const draft =
        page.kind === 'invitation' && guest
          ? answerFromForm(fields, guest, page.invitation.wedding).state
          : null;
      return servePage(request, reply, {
        page: draft
          ? loaded
          : { page: { kind: 'answer-not-sent', fields: [...fields] }, etag: null },
        refused: {
          status: 503,
          retryAfter: '30',
          form: { kind: 'refused', message, fieldErrors: null, draft },
        },
      });
    }
    if (page.kind !== 'invitation') return back(null);
    const { invitation } = page;
    const result = await sendFormAnswer({
      apiTarget,
      slug,
      code,
      fields,
      invitation,
      language,
      guestAddress: guestAddress(request),
      timeoutMs: apiTimeoutMs,
      fallbackMessage: t('errors.unexpected', { ns: 'common' }),
      unreachableMessage: t('offline.answerNotSent', { ns: 'invitation' }),
      incompleteMessage: t('confirmation.incomplete', { ns: 'invitation' }),
    });
    if (result.kind === 'saved') return back('saved');
    if (result.kind === 'filled') {
      return servePage(request, reply, {
        refused: { status: 200, form: result.form, retryAfter: null },
      });
    }
    if (result.kind === 'gone') return back(null);
    if (result.status === 503) log(`the API did not take a form answer for "${slug}"`);
    return servePage(request, reply, { refused: result });
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

  // First, so the rest of each request (its calls to the API) runs in its span.
  const { tracer } = options;
  if (tracer)
    app.addHook('onRequest', (request, reply, done) =>
      // The balancer's health probe is no guest's request: no span (the API skips /health too).
      request.url === HEALTH_PATH ? done() : tracer.onRequest(request, reply, done),
    );
  app.addHook('onRequest', (_request, reply, done) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    done();
  });
  // Only the form's POST reads a body (formAnswers, and the proxy has its own parser): one sent
  // anywhere else is left unread.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));
  app.register(publicCalls, {
    apiTarget,
    // The guest asked for their data to be deleted: what this server kept of them goes first.
    onGuestDataRemoval: (slug, code) => kept.forgetGuest(slug, code),
  });
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
