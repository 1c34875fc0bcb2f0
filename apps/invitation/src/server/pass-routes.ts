// A household's pass on the invitation's origin (issue 30): its page `/<slug>/pase/<token>` (what
// the QR code carries), the QR code as an SVG image for the invitation's pass card, and the PDF.
// The QR code is drawn here, on the server, so the `qrcode` library never reaches the guest's phone.
// All three only read the pass from the API (GET /v1/passes/{token}): nothing is recorded, and no
// form or answer is reachable from them.
import type { Language } from '@convite/i18n/create-i18n';
import { PASS_PDF_FILE, PASS_QR_FILE, passPath } from '@convite/invitation-renderer/pass-path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import QRCode from 'qrcode';
import { request as undiciRequest } from 'undici';
import { slugFromPath } from '../app/parse-path.ts';
import { apiGet } from './api-get.ts';
import { guestAddress } from './api-proxy.ts';
import { chooseLanguage } from './language.ts';
import { passPageHeaders, renderPassNotFound, renderPassPage, type Pass } from './pass-page.ts';
import { serverI18n } from './render-page.tsx';

export type PassRoutesOptions = {
  apiTarget: string;
  /** PUBLIC_URL: HSTS on the pass's page when it is https. */
  publicUrl: string | null;
  apiTimeoutMs: number;
};

type PassParams = { slug: string; token: string };
type PassLookup = { kind: 'ok'; pass: Pass } | { kind: 'not-found' } | { kind: 'failed' };

/** A token is short: a guest id, a dot and a signature (the API checks it). */
const TOKEN = /^[A-Za-z0-9._-]{1,100}$/;

/** The QR code of a pass's link, black on white with its quiet zone, as an SVG document. */
export function passQrSvg(link: string): Promise<string> {
  return QRCode.toString(link, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 4,
    color: { dark: '#000000', light: '#ffffff' },
  });
}

export async function passRoutes(app: FastifyInstance, options: PassRoutesOptions) {
  const { apiTarget, apiTimeoutMs } = options;
  const isHttps = options.publicUrl?.startsWith('https:') ?? false;

  function passRequest(request: FastifyRequest<{ Params: PassParams }>) {
    const url = new URL(request.url, 'http://invitation.local');
    const language: Language = chooseLanguage(url.searchParams, request.headers.cookie);
    const slug = slugFromPath(`/${request.params.slug}`);
    const token = TOKEN.test(request.params.token) ? request.params.token : null;
    return { language, slug, token, address: guestAddress(request) };
  }

  /** The pass of the token, when it is one of the wedding at `slug`. */
  async function lookUp(
    slug: string | null,
    token: string | null,
    language: Language,
    address: string,
  ): Promise<PassLookup> {
    if (slug === null || token === null) return { kind: 'not-found' };
    try {
      const answer = await apiGet(`${apiTarget}/v1/passes/${encodeURIComponent(token)}`, {
        headers: { 'accept-language': language, 'x-forwarded-for': address },
        signal: AbortSignal.timeout(apiTimeoutMs),
      });
      if (answer.status === 404 || answer.status === 422) return { kind: 'not-found' };
      if (!answer.ok) return { kind: 'failed' };
      const pass = JSON.parse(await answer.text()) as Pass;
      return pass.wedding.slug === slug ? { kind: 'ok', pass } : { kind: 'not-found' };
    } catch {
      return { kind: 'failed' };
    }
  }

  function sendHtml(reply: FastifyReply, status: number, language: Language, html: string) {
    return (
      reply
        .code(status)
        .headers(passPageHeaders(isHttps))
        .header('Content-Type', 'text/html; charset=utf-8')
        // Names and tables change until the day: always asked for again.
        .header('Cache-Control', 'private, no-store')
        .header('Content-Language', language)
        .send(html)
    );
  }

  function sendText(reply: FastifyReply, status: number, text: string) {
    if (status === 503) reply.header('Retry-After', '30');
    return reply
      .code(status)
      .header('Content-Type', 'text/plain; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .send(text);
  }

  app.get<{ Params: PassParams }>('/:slug/pase/:token', async (request, reply) => {
    const { language, slug, token, address } = passRequest(request);
    const t = serverI18n(language).t;
    const found = await lookUp(slug, token, language, address);
    if (found.kind === 'failed') return sendText(reply, 503, t('common:errors.unexpected'));
    if (found.kind === 'not-found' || slug === null || token === null) {
      return sendHtml(reply, 404, language, renderPassNotFound(language, t));
    }
    const svg = await passQrSvg(found.pass.link);
    const html = renderPassPage({
      pass: found.pass,
      qrSvg: svg.replace(/^<\?xml[^>]*>\s*/, ''),
      pdfHref: `${passPath(slug, token)}/${PASS_PDF_FILE}?lang=${language}`,
      language,
      t,
    });
    return sendHtml(reply, 200, language, html);
  });

  app.get<{ Params: PassParams }>(`/:slug/pase/:token/${PASS_QR_FILE}`, async (request, reply) => {
    const { language, slug, token, address } = passRequest(request);
    const found = await lookUp(slug, token, language, address);
    if (found.kind === 'failed') return sendText(reply, 503, 'Service unavailable');
    if (found.kind === 'not-found') return sendText(reply, 404, 'Not found');
    return (
      reply
        .header('Content-Type', 'image/svg+xml; charset=utf-8')
        // A pass's link never changes: the image may be kept by the guest's browser for a while.
        .header('Cache-Control', 'private, max-age=3600')
        .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(await passQrSvg(found.pass.link))
    );
  });

  app.get<{ Params: PassParams }>(`/:slug/pase/:token/${PASS_PDF_FILE}`, async (request, reply) => {
    const { language, slug, token, address } = passRequest(request);
    const t = serverI18n(language).t;
    if (slug === null || token === null) {
      return sendHtml(reply, 404, language, renderPassNotFound(language, t));
    }
    let answer;
    try {
      answer = await undiciRequest(`${apiTarget}/v1/passes/${encodeURIComponent(token)}/pdf`, {
        headers: { 'accept-language': language, 'x-forwarded-for': address },
        signal: AbortSignal.timeout(apiTimeoutMs),
      });
    } catch {
      return sendText(reply, 503, t('common:errors.unexpected'));
    }
    if (answer.statusCode !== 200) {
      await answer.body.dump();
      return answer.statusCode === 404 || answer.statusCode === 422
        ? sendHtml(reply, 404, language, renderPassNotFound(language, t))
        : sendText(reply, 503, t('common:errors.unexpected'));
    }
    const disposition = answer.headers['content-disposition'];
    return reply
      .header('Content-Type', 'application/pdf')
      .header(
        'Content-Disposition',
        typeof disposition === 'string' ? disposition : 'attachment; filename="pase.pdf"',
      )
      .header('Cache-Control', 'private, no-store')
      .send(answer.body);
  });
}
