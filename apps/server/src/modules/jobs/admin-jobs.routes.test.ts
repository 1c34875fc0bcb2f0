import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN, expectAdminsOnly, staffCall } from '../../test/admin-fixtures.ts';
import { insertNamedClient } from '../../test/admin-fixtures.ts';
import { jobRows, recordingSmtp, type RecordingSmtp } from '../../test/smtp-test-kit.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

type FailedJobPage = {
  jobs: { id: string; name: string; attempts: number; lastError: string | null }[];
  page: number;
  totalPages: number;
};

describe('staff view of failed jobs: GET /jobs/failed and POST /jobs/{id}/retry', () => {
  let mail: RecordingSmtp;
  let t: TestApp;
  const resetJobs = () => jobRows(t.app.db, 'reset-link-email');

  beforeAll(async () => {
    mail = await recordingSmtp(); // down until started
    t = await createTestApp({ env: { SMTP_URL: mail.url, JOBS_RETRY_DELAY_S: '1' } });
  });

  afterAll(async () => {
    await t?.close();
    await mail?.stop();
  });

  it('is for admins only', async () => {
    const unknownJob = '/jobs/00000000-0000-4000-8000-000000000000/retry';
    const anonymous = await staffCall(t, 'GET', '/jobs/failed', { principal: null });
    expect(anonymous.statusCode).toBe(401);
    expect((await staffCall(t, 'POST', unknownJob, { principal: null })).statusCode).toBe(401);
    await expectAdminsOnly(t, [
      ['GET', '/jobs/failed'],
      ['POST', unknownJob],
    ]);
  });

  it('lists a job whose retries ran out, without its payload, and runs it again on retry', async () => {
    expect(await staffCall(t, 'GET', '/jobs/failed').then((r) => r.json())).toEqual({
      jobs: [],
      page: 1,
      totalPages: 0,
    });
    await insertNamedClient(t.app.db, { email: 'sin-correo@example.com' });
    await staffCall(t, 'POST', '/auth/send-reset-link', {
      principal: null,
      payload: { email: 'sin-correo@example.com' },
    });
    // After the first refusal, its last retry is the next one (rather than eight over hours).
    await vi.waitFor(async () => expect((await resetJobs())[0]?.state).toBe('retry'), {
      timeout: 30_000,
      interval: 100,
    });
    await t.app.db.execute(
      sql`update pgboss.job set retry_limit = 1 where name = 'reset-link-email'`,
    );
    await vi.waitFor(async () => expect((await resetJobs())[0]?.state).toBe('failed'), {
      timeout: 30_000,
      interval: 100,
    });

    const listed = await staffCall(t, 'GET', '/jobs/failed', { language: 'en' });
    expect(listed.statusCode, listed.body).toBe(200);
    const page = listed.json<FailedJobPage>();
    expect(page).toMatchObject({ page: 1, totalPages: 1 });
    const [failed] = page.jobs;
    expect(failed).toMatchObject({ name: 'reset-link-email', attempts: 2 });
    expect(failed?.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(listed.body).not.toContain('sin-correo');
    expect(listed.body).not.toContain('clientId');

    await mail.start();
    const retried = await staffCall(t, 'POST', `/jobs/${failed?.id}/retry`, { language: 'en' });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().message).toBe('The job will be tried again in a few seconds.');
    await vi.waitFor(() => expect(mail.received).toHaveLength(1), {
      timeout: 30_000,
      interval: 100,
    });
    await vi.waitFor(async () => expect((await resetJobs())[0]?.state).toBe('completed'), {
      timeout: 30_000,
      interval: 100,
    });
    expect((await staffCall(t, 'GET', '/jobs/failed')).json<FailedJobPage>().jobs).toEqual([]);

    // Retried already: no failed job of that id any more.
    const again = await staffCall(t, 'POST', `/jobs/${failed?.id}/retry`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('La tarea no existe o ya no está fallida.');
  });

  it('refuses an id that is not a job id', async () => {
    const response = await staffCall(t, 'POST', '/jobs/not-a-uuid/retry', { principal: ADMIN });
    expect([400, 422]).toContain(response.statusCode);
  });
});
