// A reset email asked for while the mail server is down is not lost: its job fails, is retried with
// backoff, and the email arrives once the server is back on the same port. On PGlite, and on
// PostgreSQL when DATABASE_URL is set.
import { createServer, type AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readEml } from '../email/read-eml.ts';
import { insertNamedClient } from '../test/admin-fixtures.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/** A port nothing listens on (yet). */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

type JobRow = { id: string; state: string; retry_count: number };

describe('a reset email while the mail server is down', () => {
  const received: string[] = [];
  const mailServer = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push(Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
  });
  let t: TestApp;
  let port: number;

  const resetJobs = async (): Promise<JobRow[]> => {
    const result = await t.database.db.execute(
      sql`select id, state, retry_count from pgboss.job where name = 'reset-link-email'`,
    );
    return (result as unknown as { rows: JobRow[] }).rows;
  };

  beforeAll(async () => {
    port = await freePort();
    t = await createTestApp({
      env: { SMTP_URL: `smtp://127.0.0.1:${port}/?ignoreTLS=true`, JOBS_RETRY_DELAY_S: '1' },
    });
  });

  afterAll(async () => {
    await t?.close();
    if (mailServer.server.listening) {
      await new Promise<void>((resolve) => mailServer.close(() => resolve()));
    }
  });

  it('retries the job until the server is back, then delivers one working link', async () => {
    await insertNamedClient(t.app.db, { email: 'caida@example.com', name: 'Carla' });
    const asked = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/send-reset-link',
      payload: { email: 'caida@example.com' },
    });
    expect(asked.statusCode).toBe(200);

    // Two attempts refused (the second one a retry), and the job waiting for a third.
    await vi.waitFor(
      async () => {
        const [job] = await resetJobs();
        expect(job).toMatchObject({ state: 'retry' });
        expect(job?.retry_count).toBeGreaterThanOrEqual(1);
      },
      { timeout: 30_000, interval: 100 },
    );
    expect(received).toHaveLength(0);

    await new Promise<void>((resolve) => mailServer.listen(port, '127.0.0.1', resolve));
    await vi.waitFor(async () => expect((await resetJobs())[0]?.state).toBe('completed'), {
      timeout: 30_000,
      interval: 100,
    });
    expect(received).toHaveLength(1);

    const [job] = await resetJobs();
    const message = readEml(received[0] ?? '');
    expect(message.headers.get('message-id')).toBe(`<job-${job?.id}@convite.mx>`);
    const token = /\/restablecer-password\/([A-Za-z0-9_-]+)/.exec(message.text ?? '')?.[1];
    const reset = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/reset-password',
      payload: { token, password: 'Nueva.Clave.2026', passwordConfirmation: 'Nueva.Clave.2026' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
  });
});
