// A guest's answer reaches the couple's inbox: the public confirmation queues the notice job, the
// job engine works it, and a real SMTP server receives one email naming the guest, with the
// one-click unsubscribe headers. On PGlite, and on PostgreSQL when DATABASE_URL is set.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { guests } from '../../db/schema/guests.ts';
import { weddings } from '../../db/schema/weddings.ts';
import { readEml } from '../../email/read-eml.ts';
import { recordingSmtp, type RecordingSmtp } from '../../test/smtp-test-kit.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call, insertCouple, insertGuest } from '../../test/wedding-fixtures.ts';

describe('the notice of a guest’s answer', () => {
  let smtp: RecordingSmtp;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await recordingSmtp();
    await smtp.start();
    t = await createTestApp({ env: { SMTP_URL: smtp.url, JOBS_RETRY_DELAY_S: '1' } });
  });

  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  const received = () => smtp.received;

  async function answerAs(weddingId: number, guestId: number, confirmation: boolean) {
    const [wedding] = await t.app.db
      .select({ slug: weddings.slug })
      .from(weddings)
      .where(eq(weddings.id, weddingId));
    const [guest] = await t.app.db
      .select({ code: guests.code })
      .from(guests)
      .where(eq(guests.id, guestId));
    const response = await t.app.inject({
      method: 'POST',
      url: `/v1/public/invitations/${wedding?.slug}/confirmation`,
      headers: { 'idempotency-key': randomUUID() },
      payload: { code: guest?.code, confirmation, ...(confirmation ? { confirmedGuests: 1 } : {}) },
    });
    expect(response.statusCode, response.body).toBe(200);
  }

  it('arrives in the couple’s inbox, once, in the language they chose', async () => {
    const couple = await insertCouple(t.app.db);
    const guest = await insertGuest(t.app.db, couple.weddingId, 'Gael');
    await call(t, couple.token, 'PUT', '/clients/me/notices', { answerNotices: 'each' }, 'en');
    await answerAs(couple.weddingId, guest, true);

    await vi.waitFor(() => expect(received().some((m) => m.raw.includes('Gael'))).toBe(true), {
      timeout: 30_000,
      interval: 100,
    });
    const mine = received().filter((m) => m.raw.includes('Gael'));
    expect(mine).toHaveLength(1);
    const email = readEml(mine[0]?.raw ?? '');
    expect(email.headers.get('subject')).toBe('Gael answered your invitation');
    expect(email.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(email.headers.get('list-unsubscribe')).toMatch(
      /^<http:\/\/localhost:5173\/v1\/notices\/unsubscribe\?token=\d+\.[A-Za-z0-9_-]{43}>$/,
    );
    expect(email.text).toContain('Gael · Attending');
  });

  it('is not sent to a couple who chose the digest or no notices', async () => {
    const digest = await insertCouple(t.app.db);
    const quiet = await insertCouple(t.app.db);
    const first = await insertGuest(t.app.db, digest.weddingId, 'Pilar');
    const second = await insertGuest(t.app.db, quiet.weddingId, 'Tomás');
    await call(t, digest.token, 'PUT', '/clients/me/notices', { answerNotices: 'daily' });
    await call(t, quiet.token, 'PUT', '/clients/me/notices', { answerNotices: 'off' });
    await answerAs(digest.weddingId, first, false);
    await answerAs(quiet.weddingId, second, true);
    // The control: an "each" couple answered after them gets theirs; the others still get none.
    const control = await insertCouple(t.app.db);
    const third = await insertGuest(t.app.db, control.weddingId, 'Úrsula');
    await answerAs(control.weddingId, third, true);
    await vi.waitFor(() => expect(received().some((m) => m.raw.includes('rsula'))).toBe(true), {
      timeout: 30_000,
      interval: 100,
    });
    expect(received().some((m) => m.raw.includes('Pilar') || m.raw.includes('Tom'))).toBe(false);
  });
});
