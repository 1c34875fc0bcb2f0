// The API process is killed (SIGKILL) while it is sending two emails (the mail server took the
// connection and stalls on DATA); started again with a working mail server, it delivers each email
// exactly once. Prints how long after the restart each email arrived. On PGlite (the process's own
// data directory), and on PostgreSQL when DATABASE_URL is set, where a separate worker process
// (JOBS=worker) is shown to send what the API only queued.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readEml } from '../email/read-eml.ts';
import { freePort, recordingSmtp, type RecordingSmtp } from '../test/smtp-test-kit.ts';
import { startServerProcess } from '../test/server-process.ts';
import { createTestDatabase } from '../test/test-app.ts';

const WAIT = { timeout: 120_000, interval: 100 };

/** A mail server that takes the connection and the envelope, then never answers the message. */
function stallingSmtp(port: number) {
  const stalled: string[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    logger: false,
    closeTimeout: 100,
    onData(stream, session) {
      stalled.push(session.envelope.rcptTo.map((r) => r.address).join());
      stream.resume(); // reads the message, and never calls back
    },
  });
  // The killed API's connection resets mid-message (ECONNRESET): expected here, not a failure.
  server.on('error', () => {});
  return {
    stalled,
    url: `smtp://127.0.0.1:${port}/?ignoreTLS=true`,
    start: () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve)),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('emails being sent when the process is killed', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'convite-kill-'));
  let databaseUrl: string | null = null;
  let closeDatabase: () => Promise<void> = async () => {};
  let apiPort: number;
  const children: ChildProcess[] = [];
  let mail: RecordingSmtp;

  /**
   * A process as production runs it (tsx instead of the build): the API (main.ts) or the jobs worker
   * (worker.ts), one process each, which is what SIGKILL ends.
   */
  function startProcess(
    script: 'main.ts' | 'worker.ts',
    smtpUrl: string,
    settings: Record<string, string> = {},
  ): ChildProcess {
    const started = startServerProcess(
      script,
      { port: apiPort, dataDir, databaseUrl },
      { SMTP_URL: smtpUrl, JOBS_RETRY_DELAY_S: '1', ...settings },
    );
    children.push(started);
    return started;
  }
  const startApi = (smtpUrl: string, settings?: Record<string, string>) =>
    startProcess('main.ts', smtpUrl, settings);

  async function stopGracefully(process: ChildProcess): Promise<number | null> {
    const exited = new Promise<number | null>((resolve) => process.once('exit', resolve));
    process.kill('SIGTERM');
    return exited;
  }

  async function untilServing() {
    await vi.waitFor(async () => {
      const response = await fetch(`http://127.0.0.1:${apiPort}/health`);
      expect(response.status).toBe(200);
    }, WAIT);
  }

  const post = (url: string, body: object) =>
    fetch(`http://127.0.0.1:${apiPort}/v1${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  /** A new account: its verification email is queued. */
  async function register(email: string) {
    const registered = await post('/auth/register', {
      email,
      password: 'Convite.2026!',
      passwordConfirmation: 'Convite.2026!',
      name: 'Sara',
      lastName: 'Ruiz',
    });
    expect(registered.status).toBe(201);
  }

  beforeAll(async () => {
    apiPort = await freePort();
    mail = await recordingSmtp();
    if (process.env.TEST_DATABASE === 'postgres') {
      const created = await createTestDatabase();
      databaseUrl = created.config.databaseUrl;
      await created.database.close(); // the API is its only user; dropped at the end
      closeDatabase = created.close;
    }
  });

  afterAll(async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    await mail?.stop();
    await closeDatabase();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('delivers each email once after a restart', { timeout: 300_000 }, async () => {
    const stalling = stallingSmtp(await freePort());
    await stalling.start();
    const first = startApi(stalling.url);
    await untilServing();

    const email = 'sin-perder@example.com';
    await register(email);
    expect((await post('/auth/send-reset-link', { email })).status).toBe(200);
    // Both emails are mid-send: the server has their envelopes and is holding the message.
    await vi.waitFor(() => expect(stalling.stalled).toEqual([email, email]), WAIT);

    const exited = new Promise((resolve) => first.once('exit', resolve));
    first.kill('SIGKILL');
    await exited;
    await stalling.stop();

    await mail.start();
    const restartedAt = performance.now();
    const second = startApi(mail.url);
    await untilServing();
    const servingAfter = performance.now() - restartedAt;
    const arrivals: number[] = [];
    await vi.waitFor(() => {
      while (arrivals.length < mail.received.length) arrivals.push(performance.now() - restartedAt);
      expect(mail.received).toHaveLength(2);
    }, WAIT);

    expect(await stopGracefully(second)).toBe(0);

    const messages = mail.received.map(({ raw }) => readEml(raw));
    const subjects = messages.map((message) => message.headers.get('subject')).sort();
    expect(subjects).toEqual([
      'Restablece tu contraseña de Convite',
      'Verifica tu correo en Convite',
    ]);
    const ids = messages.map((message) => message.headers.get('message-id'));
    expect(new Set(ids).size).toBe(2);
    // Both jobs are done: nothing more will be sent.
    expect(await jobStates()).toEqual(['completed', 'completed']);
    process.stdout.write(
      `kill -9 mid-send (${databaseUrl === null ? 'PGlite' : 'PostgreSQL'}): API serving ${ms(servingAfter)} after the restart; emails delivered ${arrivals.map(ms).join(' and ')} after it\n`,
    );
  });

  // A worker process needs PostgreSQL: with PGlite the API works the jobs itself.
  it.runIf(process.env.TEST_DATABASE === 'postgres')(
    'with JOBS=worker, the API only queues and a worker process sends',
    { timeout: 300_000 },
    async () => {
      await mail.start();
      const api = startApi(mail.url, { JOBS: 'worker' });
      await untilServing();
      const email = 'por-el-worker@example.com';
      await register(email);
      // Queued, not sent: nothing in this API process works it.
      expect(mail.received.filter((m) => m.to.includes(email))).toEqual([]);
      const worker = startProcess('worker.ts', mail.url);
      await vi.waitFor(
        () => expect(mail.received.filter((m) => m.to.includes(email))).toHaveLength(1),
        WAIT,
      );
      expect(await stopGracefully(worker)).toBe(0);
      expect(await stopGracefully(api)).toBe(0);
    },
  );

  async function jobStates(): Promise<string[]> {
    const query = `select state from pgboss.job where name in ('verification-email', 'reset-link-email')`;
    if (databaseUrl === null) {
      const database = await PGlite.create(path.join(dataDir, 'pglite'));
      try {
        return (await database.query<{ state: string }>(query)).rows.map((row) => row.state);
      } finally {
        await database.close();
      }
    }
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return (await client.query<{ state: string }>(query)).rows.map((row) => row.state);
    } finally {
      await client.end();
    }
  }
});

const ms = (value: number) => `${(value / 1000).toFixed(1)} s`;
