// The invitation server's settings, read once from the environment (the only module that reads it).
import path from 'node:path';
import proxyAddr from '@fastify/proxy-addr';

export type ServerConfig = {
  port: number;
  host: string;
  /** The API origin the server fetches invitations from and forwards the public calls to. */
  apiTarget: string;
  /**
   * The public origin of this app (og:url, relative share images, the calendar file's link):
   * PUBLIC_URL, required in production; in development `http://localhost:<PORT>`. Never the
   * request's Host, which whoever sends the request writes.
   */
  publicUrl: string;
  /**
   * The origin of the API's FILES_PUBLIC_URL, which pages may load images and songs from; by
   * default the API's own (its embedded storage serves <API>/files).
   */
  filesOrigin: string;
  /** Where the client build lives (index.html and assets/). */
  clientDir: string;
  /**
   * TRUST_PROXY, as the API reads it: the peers whose X-Forwarded-For gives the guest's address
   * (true: any peer; false: none, the socket's address is the guest's).
   */
  trustProxy: TrustProxy;
  /** WEB_CONCURRENCY: processes serving pages on the one port (workers.ts); 1 when unset. */
  workers: number;
  /**
   * OTEL_EXPORTER_OTLP_ENDPOINT: where traces go (OTLP/HTTP, tracing.ts), or null: no tracing and
   * no OpenTelemetry code loaded. OTEL_SERVICE_NAME names the service (convite-invitation).
   */
  tracing: { endpoint: string; serviceName: string; exportDelayMs?: number } | null;
};

export type TrustProxy = boolean | readonly string[];

function readPort(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) {
    throw new Error(`PORT must be a port number (1-65535), not "${value}".`);
  }
  return port;
}

/** The most workers WEB_CONCURRENCY may ask for (a sanity bound, far above any core count here). */
const MAX_WORKERS = 64;

function readWorkers(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 1;
  const workers = Number(value);
  if (!/^\d+$/.test(value.trim()) || workers < 1 || workers > MAX_WORKERS) {
    throw new Error(
      `WEB_CONCURRENCY must be a number of processes from 1 to ${MAX_WORKERS}, not "${value}".`,
    );
  }
  return workers;
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

/** True when proxy-addr (what applies the setting) takes every entry: addresses, CIDRs, named ranges. */
function isProxyList(entries: string[]): boolean {
  try {
    proxyAddr.compile(entries);
    return true;
  } catch {
    return false;
  }
}

/** TRUST_PROXY: true, false, or comma-separated entries; loopback (a proxy on this host) when unset. */
export function readTrustProxy(raw: string | undefined): TrustProxy {
  const value = raw?.trim() ?? '';
  if (value === '') return Object.freeze(['loopback']);
  if (value === 'true') return true;
  if (value === 'false') return false;
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  if (entries.length === 0 || !isProxyList(entries)) {
    throw new Error(
      `TRUST_PROXY must be true, false, or comma-separated IP addresses, CIDR ranges or loopback/linklocal/uniquelocal, not "${value}".`,
    );
  }
  return Object.freeze(entries);
}

function readTracing(env: NodeJS.ProcessEnv): ServerConfig['tracing'] {
  const value = env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim() ?? '';
  if (value === '') return null;
  if (!URL.canParse(value) || !['http:', 'https:'].includes(new URL(value).protocol)) {
    throw new Error(
      `OTEL_EXPORTER_OTLP_ENDPOINT must be an http(s) URL such as http://otel-collector:4318, not "${value}".`,
    );
  }
  // The API's OTEL_BSP_SCHEDULE_DELAY, read the same way: milliseconds between two exports.
  const delay = env.OTEL_BSP_SCHEDULE_DELAY?.trim() ?? '';
  if (delay !== '' && !(/^\d{1,5}$/.test(delay) && Number(delay) >= 1 && Number(delay) <= 60_000)) {
    throw new Error(`OTEL_BSP_SCHEDULE_DELAY must be milliseconds (1 to 60000), not "${delay}".`);
  }
  return {
    endpoint: value.replace(/\/+$/, ''),
    serviceName: env.OTEL_SERVICE_NAME?.trim() || 'convite-invitation',
    ...(delay === '' ? {} : { exportDelayMs: Number(delay) }),
  };
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const apiTarget = readOrigin('API_PROXY_TARGET', env.API_PROXY_TARGET) ?? 'http://localhost:3000';
  const port = readPort(env.PORT, 5175);
  const publicUrl = readOrigin('PUBLIC_URL', env.PUBLIC_URL);
  if (publicUrl === null && env.NODE_ENV === 'production') {
    throw new Error(
      'PUBLIC_URL must be set in production: the public origin of the invitations, such as https://invitacion.convite.mx (link previews and calendar files link to it).',
    );
  }
  return {
    port,
    host: env.HOST || '127.0.0.1',
    apiTarget,
    publicUrl: publicUrl ?? `http://localhost:${port}`,
    filesOrigin: readOrigin('FILES_PUBLIC_URL', env.FILES_PUBLIC_URL) ?? apiTarget,
    clientDir: env.CLIENT_DIR || path.resolve(import.meta.dirname, '../client'),
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    workers: readWorkers(env.WEB_CONCURRENCY),
    tracing: readTracing(env),
  };
}
