// Observability through the API as production runs it (main.ts in its own process: the SDK hooks
// modules as they load). With OTEL_EXPORTER_OTLP_ENDPOINT and METRICS_PORT set, a guest's answer
// arriving with the invitation server's traceparent is one trace: the API's span (named by the
// operationId) is the caller's child and its SQL is under it; /metrics on its own port has the
// answer's histogram. Unset, no OpenTelemetry, prom-client or Sentry module is even resolved and
// the API's port is the only one that listens.
import type { ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import {
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { guests } from '../db/schema/guests.ts';
import { weddings } from '../db/schema/weddings.ts';
import { startOtlpReceiver } from '../test/otlp-receiver.ts';
import { startServerProcess } from '../test/server-process.ts';
import { freePort, recordingSmtp } from '../test/smtp-test-kit.ts';
import { createTestDatabase } from '../test/test-app.ts';
import { insertCouple, insertGuest } from '../test/wedding-fixtures.ts';

const WAIT = { timeout: 120_000, interval: 100 };
const OBSERVABILITY_PACKAGES =
  /\/node_modules\/(@opentelemetry\/[^/]+|prom-client|@sentry\/[^/]+|import-in-the-middle)\//;

/**
 * A hook in the child (node:module's registerHooks, run for every import and require) that writes
 * each observability package it resolves to the file RESOLVED_LIST names.
 */
const RESOLVE_WATCH = `data:text/javascript,${encodeURIComponent(`
import { appendFileSync } from 'node:fs';
import { registerHooks } from 'node:module';
const seen = new Set();
registerHooks({
  resolve(specifier, context, next) {
    const resolved = next(specifier, context);
    const match = ${OBSERVABILITY_PACKAGES}.exec(resolved.url);
    if (match && !seen.has(match[1])) {
      seen.add(match[1]);
      appendFileSync(process.env.RESOLVED_LIST, match[1] + '\\n');
    }
    return resolved;
  },
});`)}`;

/** The TCP ports a process listens on: its socket descriptors matched to /proc/net/tcp's LISTEN rows. */
function listeningPorts(pid: number): number[] {
  const inodes = new Set(
    readdirSync(`/proc/${pid}/fd`)
      .map((fd) => {
        try {
          return /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`))?.[1];
        } catch {
          return undefined;
        }
      })
      .filter((inode) => inode !== undefined),
  );
  return ['/proc/net/tcp', '/proc/net/tcp6']
    .flatMap((file) => readFileSync(file, 'utf8').split('\n').slice(1))
    .map((line) => line.trim().split(/\s+/))
    .filter((columns) => columns[3] === '0A' && inodes.has(columns[9] ?? ''))
    .map((columns) => parseInt(columns[1]?.split(':')[1] ?? '', 16))
    .sort((a, b) => a - b);
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

function startApi(
  options: Parameters<typeof startServerProcess>[1],
  settings: Record<string, string>,
) {
  const list = path.join(options.dataDir, 'resolved.txt');
  writeFileSync(list, '');
  const child = startServerProcess('main.ts', options, { ...settings, RESOLVED_LIST: list }, [
    '--import',
    RESOLVE_WATCH,
  ]);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  return {
    child,
    resolved: () => readFileSync(list, 'utf8').split('\n').filter(Boolean),
    /** The log lines written so far (with `stdout: 'pipe'`), as pino writes them: JSON. */
    log: () =>
      output
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}

// Both cases run where PostgreSQL does, on one database migrated once: an API started on a new
// PGlite data directory migrates it from nothing first (about 9.5 CPU-seconds to its first answer,
// against 4 on a migrated PostgreSQL). Without PostgreSQL, the unset case runs on PGlite.
const onPostgres = process.env.TEST_DATABASE === 'postgres';

describe('observability, off until configured', () => {
  const children: ChildProcess[] = [];
  const dirs: string[] = [];
  let scratch: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
  beforeAll(async () => {
    if (onPostgres) scratch = await createTestDatabase();
  });
  afterAll(async () => {
    for (const child of children) await stop(child);
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    await scratch?.close();
  });
  const dataDir = () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'convite-observability-'));
    dirs.push(dir);
    return dir;
  };

  it.runIf(onPostgres || !process.env.DATABASE_URL)(
    'unset: no OpenTelemetry, prom-client or Sentry module is loaded, and only the API port listens',
    { timeout: 180_000 },
    async () => {
      const port = await freePort();
      const databaseUrl = scratch?.config.databaseUrl ?? null;
      const api = startApi({ port, dataDir: dataDir(), databaseUrl }, {});
      children.push(api.child);
      await vi.waitFor(async () => {
        expect((await fetch(`http://127.0.0.1:${port}/health`)).status).toBe(200);
      }, WAIT);
      expect((await fetch(`http://127.0.0.1:${port}/v1/public/site`)).status).toBe(200);

      // pg-boss imports the OpenTelemetry API itself (a no-op facade until an SDK registers): it
      // is the only one, with no SDK, instrumentation, exporter, prom-client or Sentry behind it.
      expect(api.resolved().filter((name) => name !== '@opentelemetry/api')).toEqual([]);
      expect(listeningPorts(api.child.pid ?? 0)).toEqual([port]);
      await stop(api.child);
    },
  );

  describe.runIf(onPostgres)('configured', () => {
    let receiver: Awaited<ReturnType<typeof startOtlpReceiver>>;
    let smtp: Awaited<ReturnType<typeof recordingSmtp>>;
    beforeAll(async () => {
      receiver = await startOtlpReceiver();
      smtp = await recordingSmtp();
      await smtp.start();
    });
    afterAll(async () => {
      for (const child of children) await stop(child);
      await receiver?.close();
      await smtp?.stop();
    });

    it(
      "a guest's answer is one trace from the caller through the API to its SQL, its log lines carry the trace, /metrics times it by operation, and a job's email is a span under the job's",
      { timeout: 240_000 },
      async () => {
        if (scratch === undefined) throw new Error('the PostgreSQL project makes the database');
        const { database, config } = scratch;
        const db = database.db;
        const couple = await insertCouple(db);
        const guestId = await insertGuest(db, couple.weddingId, 'Rosa Pérez');
        const [guest] = await db.select().from(guests).where(eq(guests.id, guestId));
        const [wedding] = await db.select().from(weddings).where(eq(weddings.id, couple.weddingId));
        const [port, metricsPort] = [await freePort(), await freePort()];
        const api = startApi(
          { port, dataDir: dataDir(), databaseUrl: config.databaseUrl, stdout: 'pipe' },
          {
            OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
            OTEL_BSP_SCHEDULE_DELAY: '100',
            METRICS_PORT: String(metricsPort),
            SMTP_URL: smtp.url,
            // The API's one line per request ("request completed", app.ts) is written at info.
            LOG_LEVEL: 'info',
          },
        );
        children.push(api.child);
        await vi.waitFor(async () => {
          expect((await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).status).toBe(200);
        }, WAIT);

        // What the invitation server sends: its own span's context in traceparent.
        const traceId = randomBytes(16).toString('hex');
        const callerSpanId = randomBytes(8).toString('hex');
        const answer = await fetch(
          `http://127.0.0.1:${port}/v1/public/invitations/${wedding?.slug}/confirmation?code=${guest?.code}`,
          {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'idempotency-key': randomUUID(),
              traceparent: `00-${traceId}-${callerSpanId}-01`,
            },
            body: JSON.stringify({ code: guest?.code, confirmation: true, confirmedGuests: 1 }),
          },
        );
        expect(answer.status).toBe(200);

        const ofTrace = () => receiver.spans.filter((span) => span.traceId === traceId);
        await vi.waitFor(() => {
          const names = ofTrace().map((span) => span.name);
          expect(names).toContain('confirmInvitation');
          expect(names.some((name) => /^(pg\.query|INSERT|UPDATE|SELECT)/.test(name))).toBe(true);
        }, WAIT);
        const spans = ofTrace();
        const server = spans.find((span) => span.name === 'confirmInvitation');
        expect(server?.service).toBe('convite-api');
        expect(server?.parentSpanId).toBe(callerSpanId);
        const sql = spans.filter(
          (span) => span.attributes['db.system.name'] ?? span.attributes['db.system'],
        );
        expect(sql.length).toBeGreaterThan(0);
        // Each query is under the request's span (directly or through another of this trace).
        const ids = new Set(spans.map((span) => span.spanId));
        for (const query of sql) expect(ids.has(query.parentSpanId)).toBe(true);
        // No guest's code, name or SQL parameter leaves the process.
        const exported = JSON.stringify(spans);
        expect(exported).not.toContain(String(guest?.code));
        expect(exported).not.toContain('Rosa');

        const metrics = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
        expect(metrics).toMatch(
          /convite_http_request_duration_seconds_count\{operation="confirmInvitation",method="POST",status="200"\} 1/,
        );
        expect(metrics).toMatch(/convite_guest_answers_total\{answer="attending"\} 1/);
        expect(metrics).toMatch(/convite_db_pool_connections\{state="total"\} [1-9]/);
        expect(metrics).toMatch(/convite_job_queue_depth/);

        // A line written while a span is active carries its ids (the request's own line, written in
        // its span); one written outside any span (the start's) carries none.
        const lines = api.log();
        const completed = lines.filter(
          (line) =>
            line.req !== undefined &&
            String((line.req as { url?: string } | undefined)?.url).includes('/confirmation'),
        );
        expect(completed).toHaveLength(1);
        expect(completed[0]).toMatchObject({
          msg: 'request completed',
          trace_id: traceId,
          span_id: server?.spanId,
        });
        const started = lines.find((line) => line.msg === 'database ready');
        expect(started).toBeDefined();
        expect(started).not.toHaveProperty('trace_id');

        // A job's attempt is a span of its own, and its SMTP send a span under it: the sign-up's
        // verification email, worked by this process (JOBS=in-process), with no address in a span.
        const registered = await fetch(`http://127.0.0.1:${port}/v1/auth/register`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            email: 'novios.traza@example.com',
            password: 'Boda.2026!',
            passwordConfirmation: 'Boda.2026!',
            name: 'Ana',
            lastName: 'García',
          }),
        });
        expect(registered.status).toBe(201);
        await vi.waitFor(() => {
          const names = receiver.spans.map((span) => span.name);
          expect(names).toContain('smtp send');
          expect(names).toContain('job verification-email');
        }, WAIT);
        const job = receiver.spans.find((span) => span.name === 'job verification-email');
        const send = receiver.spans.find((span) => span.name === 'smtp send');
        expect(job?.attributes['job.name']).toBe('verification-email');
        expect(send).toMatchObject({ traceId: job?.traceId, parentSpanId: job?.spanId });
        expect(smtp.received.map((email) => email.to)).toEqual([['novios.traza@example.com']]);
        expect(JSON.stringify(receiver.spans)).not.toContain('novios.traza');

        // The probe of the hook that proves the unset case: here it sees the packages load.
        expect(api.resolved()).toEqual(
          expect.arrayContaining([
            '@opentelemetry/sdk-node',
            '@opentelemetry/instrumentation-pg',
            'prom-client',
            'import-in-the-middle',
          ]),
        );
        await stop(api.child);
      },
    );
  });
});
