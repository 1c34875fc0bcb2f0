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
      ? // Quality 2: for the demo's 50 KB page, 0.21 ms and 10.9 KB against 0.42 ms and 10.2 KB at 4
        // and 0.66 ms and 9.5 KB at 5; a first open is compressed once, so its time is what counts.
        brotliCompressSync(page.html, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 2,
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
