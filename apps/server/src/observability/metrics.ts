// Prometheus metrics (METRICS_PORT): a listener apart from the API's port, so /metrics is never
// public. Counted in the process: request durations by operationId and status, jobs by name and
// state, payments by outcome, guests' answers. Read at each scrape: the queue depth of pg-boss and
// the pg pool's use. Loaded only by observability.ts, and only when METRICS_PORT is set.
import { createServer, type Server } from 'node:http';
import client from 'prom-client';
import type { Database } from '../db/database.ts';
import type { SignalSinks } from './signals.ts';

/** Seconds: from a cached guest page's few milliseconds to a slow export. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export type Metrics = {
  sinks: SignalSinks;
  /** Reads the queue depth and pool use from this database at each scrape. */
  watch(database: Database): void;
  /** The text a scrape gets. */
  text(): Promise<string>;
  listen(port: number, host: string): Promise<void>;
  close(): Promise<void>;
};

type PoolLike = { totalCount: number; idleCount: number; waitingCount: number };

function isPool(value: unknown): value is PoolLike {
  return typeof (value as Partial<PoolLike> | null)?.totalCount === 'number';
}

export function createMetrics(): Metrics {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });
  const watched: Database[] = [];

  const requestDuration = new client.Histogram({
    name: 'convite_http_request_duration_seconds',
    help: 'Time from request to response, by the contract operationId, method and status',
    labelNames: ['operation', 'method', 'status'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const jobs = new client.Counter({
    name: 'convite_jobs_total',
    help: 'Job attempts worked by this process, by queue name and outcome (completed, failed)',
    labelNames: ['name', 'state'] as const,
    registers: [registry],
  });
  const payments = new client.Counter({
    name: 'convite_payments_total',
    help: 'Card payments by outcome (succeeded, failed, refunded, late)',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const answers = new client.Counter({
    name: 'convite_guest_answers_total',
    help: "Guests' answers recorded (attending, declining) and removals asked (removal)",
    labelNames: ['answer'] as const,
    registers: [registry],
  });
  const faults = new client.Counter({
    name: 'convite_faults_total',
    help: 'Faults of ours: 5xx answers (where=request) and failed job attempts (where=job)',
    labelNames: ['where'] as const,
    registers: [registry],
  });
  new client.Gauge({
    name: 'convite_job_queue_depth',
    help: 'Jobs waiting to be worked (created or retry), by queue',
    labelNames: ['queue'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const database of watched) {
        const rows = await queueDepths(database).catch(() => []);
        for (const row of rows) this.set({ queue: row.name }, row.depth);
      }
    },
  });
  new client.Gauge({
    name: 'convite_db_pool_connections',
    help: 'PostgreSQL pool connections: total open, idle, and requests waiting for one',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      for (const database of watched) {
        const pool: unknown = (database.db as unknown as { $client?: unknown }).$client;
        if (!isPool(pool)) continue;
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      }
    },
  });

  let server: Server | null = null;
  return {
    sinks: {
      requestServed(operation, method, status, seconds) {
        requestDuration.observe({ operation, method, status: String(status) }, seconds);
      },
      jobFinished: (name, state) => jobs.inc({ name, state }),
      paymentOutcome: (outcome) => payments.inc({ outcome }),
      guestAnswered: (answer) => answers.inc({ answer }),
      faultReported: (_error, where) => faults.inc({ where: where.job ? 'job' : 'request' }),
    },
    watch: (database) => void watched.push(database),
    text: () => registry.metrics(),
    listen(port, host) {
      server = createServer((request, response) => {
        if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
          response.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
          return;
        }
        registry.metrics().then(
          (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
          () => response.writeHead(503, { 'retry-after': '15' }).end(),
        );
      });
      const listening = server;
      return new Promise((resolve, reject) => {
        listening.once('error', reject);
        listening.listen(port, host, () => resolve());
      });
    },
    close: () =>
      new Promise((resolve) => (server === null ? resolve() : server.close(() => resolve()))),
  };
}

/** pg-boss's waiting jobs by queue: one indexed count over its job table. */
async function queueDepths(database: Database): Promise<{ name: string; depth: number }[]> {
  const { sql } = await import('drizzle-orm');
  const result = await database.db.execute(
    sql`select name, count(*)::int as depth from pgboss.job where state in ('created', 'retry') group by name`,
  );
  const rows = (result as unknown as { rows: { name: string; depth: number }[] }).rows;
  return rows.map((row) => ({ name: row.name, depth: Number(row.depth) }));
}
