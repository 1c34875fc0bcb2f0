// Guest pages as rendered, kept per address and language with the ETag of the API answer they were
// rendered from. Every request still asks the API, with If-None-Match: a 304 means nothing the guest
// would see has changed, and the page is sent again without fetching the invitation's body or
// rendering it. So a kept page is exactly as current as the API's answer, on every replica, and there
// is nothing to invalidate. A page is rendered again at least every minute, since its countdown
// depends on the time.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import { LRUCache } from 'lru-cache';

export type Encoding = 'br' | 'gzip';
const ENCODINGS: Encoding[] = ['br', 'gzip'];

/** The encoding of a page for this Accept-Encoding (q=0 refuses one; brotli on a tie); null: none. */
export function pageEncoding(acceptEncoding: string | undefined): Encoding | null {
  return acceptEncoding ? negotiate(acceptEncoding.toLowerCase(), ENCODINGS) : null;
}

export type RenderedPage = {
  etag: string;
  html: Buffer;
  /** The compressed bodies, made the first time a client asks for each. */
  encoded: { br?: Buffer; gzip?: Buffer };
};

/** A page is a few tens of KB: 64 MB keeps a few thousand guests' pages. */
const MAX_BYTES = 64 * 1024 * 1024;
const MAX_AGE_MS = 60_000;

/** The page's bytes in `encoding` (compressed once, then kept with the page). */
export function encodePage(page: RenderedPage, encoding: Encoding): Buffer {
  page.encoded[encoding] ??=
    encoding === 'br'
      ? // Quality 1: a first open is compressed once, on the request, so its time is what counts.
        // For the demo guest's 67 KB page: 0.19 ms and 15.2 KB, against 0.25 ms and 14.2 KB at 2
        // and 0.63 ms and 13.2 KB at 4. In a running server (one worker, 150 first opens a second)
        // quality 2 cost about 0.2 ms more a page than 1, a tenth of a first open's time.
        brotliCompressSync(page.html, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 1,
            [constants.BROTLI_PARAM_SIZE_HINT]: page.html.length,
          },
        })
      : gzipSync(page.html, { level: 6 });
  return page.encoded[encoding];
}

export function createPageCache(options: { maxBytes?: number; maxAgeMs?: number } = {}) {
  return new LRUCache<string, RenderedPage>({
    maxSize: options.maxBytes ?? MAX_BYTES,
    // The HTML and, at most, its two compressed copies (each smaller than it).
    sizeCalculation: (page) => page.html.length * 2,
    ttl: options.maxAgeMs ?? MAX_AGE_MS,
  });
}

export type PageCache = ReturnType<typeof createPageCache>;
