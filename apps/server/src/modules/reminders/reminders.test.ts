// The scheduled reminders, with a clock moved to the reminder's morning: through the WhatsApp Cloud
// API (its fake Graph server) one template message per unanswered, invited, not opted-out guest
// with a phone, once however many sweeps run, at once or one after another, and nothing at night;
// without the Cloud API one email to the couple (a real SMTP server) with the guests missing and the
// walkthrough's link. The schedule's own calls too. On PGlite, and on PostgreSQL when DATABASE_URL
// is set.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guests } from '../../db/schema/guests.ts';
import { weddings } from '../../db/schema/weddings.ts';
import { createMailer, type Mailer } from '../../email/mailer.ts';
import { readEml } from '../../email/read-eml.ts';
import { createPassTokens } from '../../security/pass-tokens.ts';
import { createUnsubscribeTokens } from '../../security/unsubscribe-tokens.ts';
import { recordingSmtp, type RecordingSmtp } from '../../test/smtp-test-kit.ts';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../../test/test-app.ts';
import { call, insertCouple, insertGuest } from '../../test/wedding-fixtures.ts';
import {
  FAKE_WHATSAPP,
  startWhatsAppGraphFakeServer,
  type WhatsAppGraphFakeServer,
} from '../../test/whatsapp-graph-fake-server.ts';
import { createWhatsAppSender } from '../../whatsapp/create-whatsapp-sender.ts';
import { createWhatsAppMessagesRepository } from '../whatsapp-messages/whatsapp-messages.repository.ts';
import { createWhatsAppDelivery } from '../whatsapp-messages/whatsapp-messages.service.ts';
import { createRemindersRepository } from './reminders.repository.ts';
import { createReminderSweep } from './reminders.service.ts';

const quiet = { info() {}, warn() {}, error() {} };

describe('scheduled reminders', () => {
  let smtp: RecordingSmtp;
  let graph: WhatsAppGraphFakeServer;
  let t: TestApp;
  let mailer: Mailer;
  let clock = new Date();

  beforeAll(async () => {
    smtp = await recordingSmtp();
    await smtp.start();
    graph = await startWhatsAppGraphFakeServer();
    t = await createTestApp({ env: { ...graph.env, SMTP_URL: smtp.url } });
    mailer = createMailer({
      smtpUrl: t.config.smtpUrl,
      from: t.config.mailFrom,
      dataDir: t.config.dataDir,
      logger: quiet,
    });
  });

  afterAll(async () => {
    mailer?.close();
    await t?.close();
    await graph?.close();
    await smtp?.stop();
  });

  /** A sweep as the job runs it, on the test's clock; `cloudApi: false` as without WHATSAPP_*. */
  function sweep({ cloudApi }: { cloudApi: boolean }) {
    const sender = cloudApi ? createWhatsAppSender(t.config) : null;
    return createReminderSweep({
      reminders: createRemindersRepository(t.app.db),
      sender,
      deliver: createWhatsAppDelivery({
        messages: createWhatsAppMessagesRepository(t.app.db),
        sender,
        invitationUrl: t.config.invitationUrl,
        passTokens: createPassTokens(TEST_JWT_SECRET),
        log: quiet,
      }),
      jobs: t.app.jobs,
      mailer,
      unsubscribe: createUnsubscribeTokens(TEST_JWT_SECRET),
      appUrl: 'https://app.convite.test',
      log: quiet,
      now: () => clock,
    });
  }

  /** A couple with a paid-up wedding, its deadline and its schedule switched on. */
  async function coupleWithSchedule(deadline: string | null, daysBefore = [14, 3]) {
    const couple = await insertCouple(t.app.db);
    await t.app.db
      .update(weddings)
      .set({ rsvpDeadline: deadline, trialEndsAt: new Date('2031-01-01T00:00:00Z') })
      .where(eq(weddings.id, couple.weddingId));
    const saved = await call(
      t,
      couple.token,
      'PUT',
      `/weddings/${couple.weddingId}/reminder-schedule`,
      {
        enabled: true,
        daysBefore,
      },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    return couple;
  }

  async function guest(
    weddingId: number,
    name: string,
    values: Partial<typeof guests.$inferInsert> = {},
  ): Promise<number> {
    const id = await insertGuest(t.app.db, weddingId, name);
    await t.app.db
      .update(guests)
      .set({ sent: true, ...values })
      .where(eq(guests.id, id));
    return id;
  }

  const reminded = () =>
    graph.requests.filter(
      (request) => request.body.template?.name === FAKE_WHATSAPP.templates.reminder,
    );
  const numbersReminded = () => reminded().map((request) => request.body.to);

  it('reminds each unanswered, invited, not opted-out guest with a phone once on the reminder’s morning, never at night', async () => {
    // Deadline 1 March 2027: reminders on 15 and 26 February.
    const couple = await coupleWithSchedule('2027-03-01');
    const id = couple.weddingId;
    await guest(id, 'Ana', { phone: '+52 55 1234 5601' });
    await guest(id, 'Beto', { phone: '55 1234 5602' });
    await guest(id, 'Ceci', { phone: '+52 55 1234 5603', confirmation: true, confirmedGuests: 1 });
    await guest(id, 'Dani', { phone: null });
    await guest(id, 'Eva', { phone: '+52 55 1234 5605', sent: false });
    await guest(id, 'Fer', { phone: '+52 55 1234 5606', whatsAppOptedOutAt: new Date() });
    const before = reminded().length;

    // The night before and at 09:59 in Mexico City (UTC-6): nothing.
    clock = new Date('2027-02-15T08:00:00Z');
    expect(await sweep({ cloudApi: true }).run()).toEqual([]);
    clock = new Date('2027-02-15T15:59:00Z');
    expect(await sweep({ cloudApi: true }).run()).toEqual([]);
    // A day that is no reminder day, at 11:00: nothing.
    clock = new Date('2027-02-16T17:00:00Z');
    expect(await sweep({ cloudApi: true }).run()).toEqual([]);
    expect(reminded()).toHaveLength(before);

    // 10:05 on the 15th: Ana and Beto, once each.
    clock = new Date('2027-02-15T16:05:00Z');
    const outcomes = await sweep({ cloudApi: true }).run();
    expect(outcomes).toEqual([{ weddingId: id, channel: 'whatsapp', sent: 2 }]);
    expect(numbersReminded().slice(before).sort()).toEqual(['+525512345601', '+525512345602']);
    const first = reminded()[before];
    expect(first?.body.template?.components?.[0]?.parameters.map((p) => p.text)).toContain(
      'Ana y Luis',
    );

    // The couple's own reminder walkthrough pauses them for the day.
    const pausedGuests = await t.app.db
      .select({ name: guests.name, remindedAt: guests.remindedAt })
      .from(guests)
      .where(eq(guests.weddingId, id));
    expect(
      pausedGuests
        .filter((row) => row.remindedAt !== null)
        .map((row) => row.name)
        .sort(),
    ).toEqual(['Ana', 'Beto']);

    // Later that morning, again: nothing more (the day is done).
    clock = new Date('2027-02-15T17:30:00Z');
    expect(await sweep({ cloudApi: true }).run()).toEqual([]);
    // Even a sweep that finds the day unclaimed (a crashed sweep's claim run out) sends no more:
    // each guest's reminder of the day is recorded once.
    await t.app.db.execute(sql`delete from reminder_runs where wedding_id = ${id}`);
    expect(await sweep({ cloudApi: true }).run()).toEqual([
      { weddingId: id, channel: 'whatsapp', sent: 0 },
    ]);
    expect(reminded()).toHaveLength(before + 2);

    // At night on the next reminder day (26 Feb, 21:00 Mexico City): nothing; that morning: again.
    clock = new Date('2027-02-27T03:00:00Z');
    expect(await sweep({ cloudApi: true }).run()).toEqual([]);
    clock = new Date('2027-02-26T16:00:00Z');
    expect(await sweep({ cloudApi: true }).run()).toEqual([
      { weddingId: id, channel: 'whatsapp', sent: 2 },
    ]);
    expect(
      numbersReminded()
        .slice(before + 2)
        .sort(),
    ).toEqual(['+525512345601', '+525512345602']);
    // Opted-out Fer, answered Ceci, uninvited Eva: never.
    expect(numbersReminded()).not.toContain('+525512345606');
    expect(numbersReminded()).not.toContain('+525512345603');
    expect(numbersReminded()).not.toContain('+525512345605');
  });

  it('sends one message a guest when two replicas sweep at the same time', async () => {
    // Deadline 10 April 2027, a week before: 3 April.
    const couple = await coupleWithSchedule('2027-04-10', [7]);
    const numbers = ['+525512345611', '+525512345612', '+525512345613'];
    for (const [index, phone] of numbers.entries()) {
      await guest(couple.weddingId, `Invitado ${index}`, { phone });
    }
    const before = reminded().length;
    clock = new Date('2027-04-03T16:00:00Z');
    const [one, other] = await Promise.all([
      sweep({ cloudApi: true }).run(),
      sweep({ cloudApi: true }).run(),
    ]);
    expect([...(one ?? []), ...(other ?? [])].map((outcome) => outcome.sent)).toEqual([3]);
    expect(numbersReminded().slice(before).sort()).toEqual(numbers);
    await Promise.all([sweep({ cloudApi: true }).run(), sweep({ cloudApi: true }).run()]);
    expect(reminded()).toHaveLength(before + 3);
  });

  it('emails the couple the guests missing and the walkthrough’s link without the Cloud API', async () => {
    // No deadline: the reminders count back from the wedding's day (15 June 2030 in Mexico City).
    const couple = await coupleWithSchedule(null, [30]);
    await guest(couple.weddingId, 'Gabriela', { phone: '+52 55 1234 5621' });
    await guest(couple.weddingId, 'Hugo', { phone: null, sent: false });
    await guest(couple.weddingId, 'Irene', { confirmation: false, confirmedGuests: 0 });
    const requests = graph.requests.length;
    const mine = () => smtp.received.filter((email) => email.raw.includes('Gabriela'));

    clock = new Date('2030-05-16T13:00:00Z'); // 07:00
    expect(await sweep({ cloudApi: false }).run()).toEqual([]);
    clock = new Date('2030-05-16T16:00:00Z'); // 10:00
    const [outcome, again] = await Promise.all([
      sweep({ cloudApi: false }).run(),
      sweep({ cloudApi: false }).run(),
    ]);
    expect([...(outcome ?? []), ...(again ?? [])]).toEqual([
      { weddingId: couple.weddingId, channel: 'email', sent: 1 },
    ]);
    expect(await sweep({ cloudApi: false }).run()).toEqual([]);
    expect(mine()).toHaveLength(1);
    const email = readEml(mine()[0]?.raw ?? '');
    expect(email.headers.get('subject')).toBe('Hoy toca recordar: 2 invitados aún no responden');
    expect(email.text).toContain('Hugo');
    expect(email.text).not.toContain('Irene');
    expect(email.text).toContain(
      `https://app.convite.test/dashboard/boda/${couple.weddingId}/enviar/recordatorio`,
    );
    expect(graph.requests).toHaveLength(requests);
  });

  it('does not remind the guests of a wedding whose schedule is off or that is inactive', async () => {
    const off = await coupleWithSchedule('2028-01-20', [3]);
    await call(t, off.token, 'PUT', `/weddings/${off.weddingId}/reminder-schedule`, {
      enabled: false,
      daysBefore: [3],
    });
    await guest(off.weddingId, 'Julia', { phone: '+52 55 1234 5631' });
    const inactive = await coupleWithSchedule('2028-01-20', [3]);
    await guest(inactive.weddingId, 'Karla', { phone: '+52 55 1234 5632' });
    await t.app.db
      .update(weddings)
      .set({ trialEndsAt: new Date('2027-01-01T00:00:00Z') })
      .where(eq(weddings.id, inactive.weddingId));
    clock = new Date('2028-01-17T16:00:00Z');
    expect(await sweep({ cloudApi: true }).run()).toEqual([]);
  });

  /** A guest's chat message to Convite's number, as Meta's signed webhook posts it. */
  function guestWrites(from: string, text: string) {
    const { payload, headers } = graph.incoming(from, text);
    return t.app.inject({ method: 'POST', url: '/v1/webhooks/whatsapp', payload, headers });
  }

  it('never reminds a guest who wrote STOP, and again after START', async () => {
    // Deadline 20 September 2027, reminders on the 6th and the 17th.
    const couple = await coupleWithSchedule('2027-09-20');
    await guest(couple.weddingId, 'Lola', { phone: '55 1234 5641' });
    await guest(couple.weddingId, 'Memo', { phone: '+52 55 1234 5642' });
    // Meta's number for an old-style Mexican mobile (521…), and a chat that is no opt-out.
    expect((await guestWrites('5215512345641', ' Stop. ')).statusCode).toBe(200);
    expect((await guestWrites('5215512345642', 'Ahí estaremos, gracias')).statusCode).toBe(200);
    const before = reminded().length;

    clock = new Date('2027-09-06T16:00:00Z');
    await sweep({ cloudApi: true }).run();
    expect(numbersReminded().slice(before)).toEqual(['+525512345642']);

    expect((await guestWrites('5215512345641', 'START')).statusCode).toBe(200);
    clock = new Date('2027-09-17T16:00:00Z');
    await sweep({ cloudApi: true }).run();
    expect(
      numbersReminded()
        .slice(before + 1)
        .sort(),
    ).toEqual(['+525512345641', '+525512345642']);
  });

  describe('the schedule', () => {
    const path = (weddingId: number) => `/weddings/${weddingId}/reminder-schedule`;

    it('is off with 14 and 3 days offered until the couple saves one', async () => {
      const couple = await insertCouple(t.app.db);
      const response = await call(t, couple.token, 'GET', path(couple.weddingId));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ enabled: false, daysBefore: [14, 3] });
    });

    it('saves the days longest first, in the caller’s language', async () => {
      const couple = await insertCouple(t.app.db);
      const saved = await call(
        t,
        couple.token,
        'PUT',
        path(couple.weddingId),
        { enabled: true, daysBefore: [1, 21] },
        'en',
      );
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toEqual({
        message: 'Reminders saved',
        schedule: { enabled: true, daysBefore: [21, 1] },
      });
      const read = await call(t, couple.token, 'GET', path(couple.weddingId));
      expect(read.json()).toEqual({ enabled: true, daysBefore: [21, 1] });
    });

    it('refuses no day, more than three, repeated or out-of-range days', async () => {
      const couple = await insertCouple(t.app.db);
      for (const body of [
        { enabled: true, daysBefore: [] },
        { enabled: true, daysBefore: [30, 14, 7, 1] },
        { enabled: true, daysBefore: [3, 3] },
        { enabled: true, daysBefore: [0] },
        { enabled: true, daysBefore: [61] },
      ]) {
        const response = await call(t, couple.token, 'PUT', path(couple.weddingId), body);
        expect(response.statusCode, JSON.stringify(body)).toBe(422);
      }
      const none = await call(t, couple.token, 'PUT', path(couple.weddingId), {
        enabled: true,
        daysBefore: [],
      });
      expect(none.json<{ errors: { daysBefore: string[] } }>().errors.daysBefore).toEqual([
        'Elige al menos un día para enviar los recordatorios.',
      ]);
    });

    it('belongs to its couple, and is not changed while the wedding is inactive', async () => {
      const couple = await insertCouple(t.app.db);
      const stranger = await insertCouple(t.app.db);
      expect((await call(t, stranger.token, 'GET', path(couple.weddingId))).statusCode).toBe(404);
      const inactive = await insertCouple(t.app.db, { isActive: false });
      const refused = await call(t, inactive.token, 'PUT', path(inactive.weddingId), {
        enabled: true,
        daysBefore: [3],
      });
      expect(refused.statusCode).toBe(409);
    });
  });
});
