// A reset email asked for while the mail server is down is not lost: its job fails, is retried with
// backoff, and the email arrives once the server is back on the same port. On PGlite, and on
// PostgreSQL when DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readEml } from '../email/read-eml.ts';
import { insertNamedClient } from '../test/admin-fixtures.ts';
import { jobRows, recordingSmtp, type RecordingSmtp } from '../test/smtp-test-kit.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

describe('a reset email while the mail server is down', () => {
  let mail: RecordingSmtp;
  let t: TestApp;
  const resetJobs = () => jobRows(t.app.db, 'reset-link-email');

  beforeAll(async () => {
    mail = await recordingSmtp();
    t = await createTestApp({ env: { SMTP_URL: mail.url, JOBS_RETRY_DELAY_S: '1' } });
  });

  afterAll(async () => {
    await t?.close();
    await mail?.stop();
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
    expect(mail.received).toHaveLength(0);

    await mail.start();
    await vi.waitFor(async () => expect((await resetJobs())[0]?.state).toBe('completed'), {
      timeout: 30_000,
      interval: 100,
    });
    expect(mail.received).toHaveLength(1);

    const [job] = await resetJobs();
    const message = readEml(mail.received[0]?.raw ?? '');
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
