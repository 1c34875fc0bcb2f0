// The client build's assets/ folder, served by @fastify/static with the .br and .gz twins the build
// wrote beside each text asset (vite.config.ts, preCompressed): nothing is compressed per request.
// The names carry a content hash, so a browser keeps them for a year.
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.mp3': 'audio/mpeg',
};

/**
 * `/assets/<name>` from `assetsDir`; an unknown name goes to the app's not-found handler. An
 * encapsulated plugin, so its hook touches the assets' answers only.
 */
export async function buildAssets(app: FastifyInstance, { assetsDir }: { assetsDir: string }) {
  await app.register(fastifyStatic, {
    root: assetsDir,
    prefix: '/assets/',
    preCompressed: true,
    decorateReply: false,
    index: false,
    redirect: false,
    // 'public, max-age=31536000, immutable'
    maxAge: '365d',
    immutable: true,
    setHeaders: (reply) => {
      reply.header('Vary', 'Accept-Encoding');
    },
    // Served or not, a missing folder (a build without assets) is no reason not to start.
    suppressWarning: true,
  });
  // @fastify/send's types name JavaScript application/javascript: the registered type is
  // text/javascript (RFC 9239), and every text type here carries its charset.
  app.addHook('onSend', async (request, reply) => {
    const type = TYPES[path.extname(request.url.split('?', 1)[0] ?? '').toLowerCase()];
    if (type && reply.statusCode < 300) reply.header('Content-Type', type);
  });
}
