// A guest's answer reaches the couple's inbox: the public confirmation queues the notice job a minute
// ahead, the job engine works it, and a real SMTP server receives one email for the answers of that
// minute, with the one-click unsubscribe headers. On PGlite, and on PostgreSQL when DATABASE_URL is
// set. The minute is not waited for: a test makes the queued job due, as the clock would.
import { randomBytes, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { clients } from '../../db/schema/accounts.ts';
import { guests } from '../../db/schema/guests.ts';
import { weddings } from '../../db/schema/weddings.ts';
import { readEml } from '../../email/read-eml.ts';
import { recordingSmtp, type RecordingSmtp } from '../../test/smtp-test-kit.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call, insertCouple, insertGuest } from '../../test/wedding-fixtures.ts';

const WAIT = { timeout: 30_000, interval: 100 };

type NoticeJob = { id: string; state: string; start_after: string | Date };

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

  async function emailOf(clientId: number): Promise<string> {
    const [client] = await t.app.db
      .select({ email: clients.email })
      .from(clients)
      .where(eq(clients.id, clientId));
    return client?.email ?? '';
  }

  /** What reached the couple, decoded, in order. */
  async function inboxOf(clientId: number) {
    const email = await emailOf(clientId);
    return received()
      .filter((message) => message.to.includes(email))
      .map((message) => readEml(message.raw));
  }

  async function noticeJobs(clientId: number): Promise<NoticeJob[]> {
    const result = await t.app.db.execute(
      sql`select id, state, start_after from pgboss.job
           where name = 'answer-notices' and (data->>'clientId')::int = ${clientId}
           order by start_after, created_on`,
    );
    return (result as unknown as { rows: NoticeJob[] }).rows;
  }

  /** The minute passes for the couple's queued notice jobs (`first`: only the earliest one's). */
  async function aMinutePasses(clientId: number, options: { first?: boolean } = {}) {
    const waiting = (await noticeJobs(clientId)).filter((job) => job.state === 'created');
    for (const job of options.first === true ? waiting.slice(0, 1) : waiting) {
      await t.app.db.execute(sql`update pgboss.job set start_after = now() where id = ${job.id}`);
    }
  }

  /** Until the couple's notice jobs are all done (`queued: false`: if they had any). */
  async function untilWorked(clientId: number, options: { queued?: boolean } = {}) {
    await vi.waitFor(async () => {
      const states = (await noticeJobs(clientId)).map((job) => job.state);
      if (options.queued !== false) expect(states.length).toBeGreaterThan(0);
      expect(states.every((state) => state === 'completed')).toBe(true);
    }, WAIT);
  }

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
    await aMinutePasses(couple.clientId);
    await untilWorked(couple.clientId);

    const mine = await inboxOf(couple.clientId);
    expect(mine).toHaveLength(1);
    const [email] = mine;
    expect(email?.headers.get('subject')).toBe('Gael answered your invitation');
    expect(email?.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(email?.headers.get('list-unsubscribe')).toMatch(
      /^<http:\/\/localhost:5173\/v1\/notices\/unsubscribe\?token=\d+\.[A-Za-z0-9_-]{43}>$/,
    );
    expect(email?.text).toContain('Gael · Attending');
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
    for (const couple of [digest, quiet, control]) await aMinutePasses(couple.clientId);
    await vi.waitFor(async () => expect(await inboxOf(control.clientId)).toHaveLength(1), WAIT);
    for (const couple of [digest, quiet]) {
      await untilWorked(couple.clientId, { queued: false });
      expect(await inboxOf(couple.clientId)).toEqual([]);
    }
  });

  it('tells 30 answers given within a minute in one email that lists each', async () => {
    const couple = await insertCouple(t.app.db);
    const tag = randomBytes(3).toString('hex');
    const names = Array.from({ length: 30 }, (_, index) => `Invitada${tag}${index + 10}`);
    const guestIds = await Promise.all(
      names.map((name) => insertGuest(t.app.db, couple.weddingId, name)),
    );
    const firstAnswerAt = Date.now();
    await Promise.all(guestIds.map((guestId) => answerAs(couple.weddingId, guestId, true)));

    // A job waits a minute after the first answer; the answers after it queued none of their own
    // (one more only if the half-minute's slot turned meanwhile; it runs a minute after its answer).
    const queued = await noticeJobs(couple.clientId);
    expect(queued.length).toBeGreaterThanOrEqual(1);
    expect(queued.length).toBeLessThanOrEqual(2);
    for (const job of queued) {
      expect(job.state).toBe('created');
      expect(new Date(job.start_after).getTime()).toBeGreaterThan(firstAnswerAt + 55_000);
    }

    await aMinutePasses(couple.clientId, { first: true });
    await vi.waitFor(async () => expect(await inboxOf(couple.clientId)).toHaveLength(1), WAIT);
    await aMinutePasses(couple.clientId);
    await untilWorked(couple.clientId);

    const mine = await inboxOf(couple.clientId);
    expect(mine).toHaveLength(1);
    expect(mine[0]?.headers.get('subject')).toBe('30 respuestas nuevas a tu invitación');
    for (const name of names) expect(mine[0]?.text).toContain(`${name} · Sí asistirá`);
  });

  it('keeps a Message-ID for a retry of the same email, and takes another for other content', async () => {
    const couple = await insertCouple(t.app.db);
    const ana = await insertGuest(t.app.db, couple.weddingId, 'Anaid');
    const bruno = await insertGuest(t.app.db, couple.weddingId, 'Bruno');
    // The server keeps each message but its acceptance never reaches us: the job retries.
    smtp.loseAcceptance(true);
    try {
      await answerAs(couple.weddingId, ana, true);
      await aMinutePasses(couple.clientId);
      await vi.waitFor(
        async () => expect((await inboxOf(couple.clientId)).length).toBeGreaterThanOrEqual(2),
        WAIT,
      );
      // Bruno answers while the notice is still being retried (saved as the confirmation saves it;
      // the notice already queued is the one to tell him).
      await t.app.db
        .update(guests)
        .set({ confirmation: false, confirmedGuests: 0, confirmedAt: new Date() })
        .where(eq(guests.id, bruno));
    } finally {
      smtp.loseAcceptance(false);
    }
    await untilWorked(couple.clientId);

    const mine = await inboxOf(couple.clientId);
    const idsByText = new Map<string, Set<string | undefined>>();
    for (const email of mine) {
      const text = email.text ?? '';
      idsByText.set(text, (idsByText.get(text) ?? new Set()).add(email.headers.get('message-id')));
    }
    const last = mine.at(-1)?.text ?? '';
    expect(last).toContain('Anaid · Sí asistirá');
    expect(last).toContain('Bruno · No asistirá');
    expect(mine[0]?.text).not.toContain('Bruno');
    // Each content under one Message-ID, whichever attempt sent it; no two contents under one.
    expect(idsByText.size).toBeGreaterThanOrEqual(2);
    for (const ids of idsByText.values()) expect(ids.size).toBe(1);
    const ids = [...idsByText.values()].flatMap((set) => [...set]);
    expect(new Set(ids).size).toBe(idsByText.size);
    expect(ids.every((id) => /^<answers-\d+-[0-9a-f]{32}@convite\.mx>$/.test(id ?? ''))).toBe(true);
  });
});
