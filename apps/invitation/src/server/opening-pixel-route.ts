// GET /<slug>/apertura.gif?code=…: the guest's opening, recorded for a page read without scripts.
// The page asks for this image inside <noscript> (html-document.ts), so only a browser that draws the
// page without scripts loads it: a link-preview bot reads the HTML alone, and a browser with scripts
// sends the opening itself (page-loading-plugins.ts). The opening goes to the API as the script sends
// it, with the guest's User-Agent (the API ignores bots') and address; the API counts one opening per
// guest in 30 minutes. The answer is always the same transparent pixel, never kept by a cache.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { request as send } from 'undici';
import { codeFromSearch, slugFromPath } from '../app/parse-path.ts';
import { guestAddress } from './api-proxy.ts';

/** After the invitation's path; Spanish, as every address of the page. */
export const OPENING_PIXEL_NAME = 'apertura.gif';

/** `/<slug>/apertura.gif?code=…`: the image of a page read without scripts. */
export function openingPixelPath(slug: string, code: string): string {
  return `/${slug}/${OPENING_PIXEL_NAME}?${new URLSearchParams({ code }).toString()}`;
}

/** The API call the page's script makes (through this server's proxy) and this route makes. */
export function openingCallPath(slug: string): string {
  return `/v1/public/invitations/${encodeURIComponent(slug)}/openings`;
}

/** A 1×1 transparent GIF. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** A prefetch or a prerender announces itself (Sec-Purpose, or Purpose in older browsers). */
function isPrefetch(request: FastifyRequest): boolean {
  const purpose = request.headers['sec-purpose'] ?? request.headers.purpose;
  return typeof purpose === 'string' && /prefetch|prerender/i.test(purpose);
}

export type OpeningPixelOptions = { apiTarget: string; apiTimeoutMs: number };

export async function openingPixelRoute(app: FastifyInstance, options: OpeningPixelOptions) {
  const pixel = (reply: FastifyReply) =>
    reply
      .header('Content-Type', 'image/gif')
      // Each visit asks again (the API decides what counts), and no shared cache answers for it.
      .header('Cache-Control', 'no-store')
      .send(PIXEL);

  app.get<{ Params: { slug: string } }>(`/:slug/${OPENING_PIXEL_NAME}`, async (request, reply) => {
    const slug = slugFromPath(`/${request.params.slug}`);
    const code = codeFromSearch(new URL(request.url, 'http://invitation.local').searchParams);
    if (!slug || !code || isPrefetch(request)) return pixel(reply);
    const userAgent = request.headers['user-agent'];
    try {
      const answer = await send(`${options.apiTarget}${openingCallPath(slug)}`, {
        method: 'POST',
        body: JSON.stringify({ code }),
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': guestAddress(request),
          ...(userAgent ? { 'user-agent': userAgent } : {}),
        },
        signal: AbortSignal.timeout(options.apiTimeoutMs),
      });
      await answer.body.dump();
    } catch {
      // Nothing to tell the guest: the couple just misses one opening.
    }
    return pixel(reply);
  });
}
