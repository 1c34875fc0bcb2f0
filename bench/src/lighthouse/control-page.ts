// The control: the best a page with the invitation's first screen can do. A static HTML page without
// a script or a web font, with the same cover picture (the bytes the API serves, the same srcset and
// sizes, the same cache header), the couple's name as an h1 and the date in a paragraph, served
// compressed by a bare node:http server. Whatever the invitation costs beyond it is the app's.
import { createServer, type Server } from 'node:http';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { WEDDING_TIME_ZONE } from '@convite/rules/time-zone';
import { freePort } from '../demo-stack.ts';

type CachedFile = { bytes: Buffer; type: string; cacheControl: string | null };

export type ControlPage = { url: string; coverBytes: number; stop(): Promise<void> };

type PublicImage = { src: string; srcSet: string | null; aspectRatio: number };
type PublicInvitation = {
  wedding: { name: string; date: string; coverImages: PublicImage[] };
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

async function download(url: string): Promise<CachedFile> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return {
    bytes: Buffer.from(await response.arrayBuffer()),
    type: response.headers.get('content-type') ?? 'application/octet-stream',
    cacheControl: response.headers.get('cache-control'),
  };
}

/** Builds the control from the wedding the API publishes for `slug`. */
export async function startControlPage(options: {
  apiOrigin: string;
  slug: string;
  /** The invitation page's Cache-Control, so the HTML is cached alike. */
  htmlCacheControl: string | null;
}): Promise<ControlPage> {
  const response = await fetch(
    `${options.apiOrigin}/v1/public/invitations/${encodeURIComponent(options.slug)}`,
  );
  if (!response.ok) throw new Error(`the public invitation answered ${response.status}`);
  const { wedding } = (await response.json()) as PublicInvitation;
  const cover = wedding.coverImages[0];
  if (!cover) throw new Error('the demo wedding has no cover image');

  // Every file of the srcset (and src) served from this origin under its own name.
  const files = new Map<string, CachedFile>();
  const local = async (remote: string) => {
    const name = `/${new URL(remote).pathname.split('/').pop() ?? 'cover'}`;
    if (!files.has(name)) files.set(name, await download(remote));
    return name;
  };
  const src = await local(cover.src);
  const srcSet =
    cover.srcSet === null
      ? null
      : (
          await Promise.all(
            cover.srcSet.split(',').map(async (entry) => {
              const [url = '', width = ''] = entry.trim().split(/\s+/);
              return `${await local(url)} ${width}`;
            }),
          )
        ).join(', ');

  const ratio = cover.aspectRatio > 0 ? cover.aspectRatio : 1;
  const date = new Intl.DateTimeFormat('es-MX', {
    dateStyle: 'full',
    timeZone: WEDDING_TIME_ZONE,
  }).format(new Date(wedding.date));
  const html = `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(wedding.name)}</title>
<meta name="description" content="${escapeHtml(`${wedding.name} · ${date}`)}">
<style>
body{margin:0;background:#fbf7f2;color:#3b2f27;font-family:Georgia,serif;text-align:center}
.cover{aspect-ratio:${ratio}}
.cover img{display:block;width:100%;height:100%;object-fit:cover}
h1{font-size:2.5rem;font-weight:400;margin:1.5rem 1rem .5rem}
p{font-size:1.125rem;margin:0 1rem 2rem}
</style>
</head>
<body>
<main>
<div class="cover"><img src="${src}"${srcSet ? ` srcset="${srcSet}" sizes="100vw"` : ''} width="${Math.round(1000 * ratio)}" height="1000" alt="${escapeHtml(wedding.name)}" fetchpriority="high"></div>
<h1>${escapeHtml(wedding.name)}</h1>
<p>${escapeHtml(date)}</p>
</main>
</body>
</html>
`;
  const page = {
    identity: Buffer.from(html),
    br: brotliCompressSync(Buffer.from(html)),
    gzip: gzipSync(Buffer.from(html)),
  };

  const server: Server = createServer((request, reply) => {
    const path = new URL(request.url ?? '/', 'http://control').pathname;
    const file = files.get(path);
    if (file) {
      reply.writeHead(200, {
        'Content-Type': file.type,
        'Content-Length': file.bytes.length,
        ...(file.cacheControl ? { 'Cache-Control': file.cacheControl } : {}),
      });
      reply.end(file.bytes);
      return;
    }
    if (path !== '/') {
      reply.writeHead(404).end();
      return;
    }
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
    const body = encoding === null ? page.identity : page[encoding];
    reply.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': body.length,
      Vary: 'Accept-Encoding',
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
      ...(options.htmlCacheControl ? { 'Cache-Control': options.htmlCacheControl } : {}),
    });
    reply.end(body);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}/`,
    coverBytes: files.get(src)?.bytes.length ?? 0,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
