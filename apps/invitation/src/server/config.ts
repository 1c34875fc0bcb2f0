// The invitation server's settings, read once from the environment (the only module that reads it).
import path from 'node:path';

export type ServerConfig = {
  port: number;
  host: string;
  /** The API origin the server fetches invitations from and forwards the public calls to. */
  apiTarget: string;
  /** The public origin of this app (og:url, relative share images); the request's Host when unset. */
  publicUrl: string | null;
  /** Where the client build lives (index.html and assets/). */
  clientDir: string;
};

function readPort(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) {
    throw new Error(`PORT must be a port number (1-65535), not "${value}".`);
  }
  return port;
}

function readOrigin(name: string, value: string | undefined): string | null {
  if (value === undefined || value === '') return null;
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('not http');
    return url.origin;
  } catch {
    throw new Error(
      `${name} must be an http(s) origin such as http://localhost:3000, not "${value}".`,
    );
  }
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: readPort(env.PORT, 5175),
    host: env.HOST || '127.0.0.1',
    apiTarget: readOrigin('API_PROXY_TARGET', env.API_PROXY_TARGET) ?? 'http://localhost:3000',
    publicUrl: readOrigin('PUBLIC_URL', env.PUBLIC_URL),
    clientDir: env.CLIENT_DIR || path.resolve(import.meta.dirname, '../client'),
  };
}
