import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export type StaticAsset = {
  type: string;
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
};

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

export function contentType(name: string): string {
  return TYPES[path.extname(name).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * Every file of the client build's assets/ folder, held in memory with the .br and .gz twins the
 * build wrote beside it: the names carry a content hash, so they never change while the server runs.
 */
export function loadAssets(assetsDir: string): Map<string, StaticAsset> {
  const assets = new Map<string, StaticAsset>();
  if (!existsSync(assetsDir)) return assets;
  const names = readdirSync(assetsDir);
  for (const name of names) {
    if (name.endsWith('.br') || name.endsWith('.gz')) continue;
    const file = path.join(assetsDir, name);
    const twin = (suffix: string) =>
      names.includes(`${name}${suffix}`) ? readFileSync(`${file}${suffix}`) : undefined;
    assets.set(name, {
      type: contentType(name),
      identity: readFileSync(file),
      br: twin('.br'),
      gzip: twin('.gz'),
    });
  }
  return assets;
}

export type Encoding = 'br' | 'gzip' | 'identity';

/** The best encoding the client accepts (q=0 refuses one): brotli, then gzip, else none. */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    accepted.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const allows = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return 'identity';
}
