import { WEDDING_TIME_ZONE } from '@convite/rules/time-zone';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients } from '../../db/schema/accounts.ts';
import { guests } from '../../db/schema/guests.ts';
import type { EmailMessage, Mailer } from '../../email/mailer.ts';
import { createUnsubscribeTokens } from '../../security/unsubscribe-tokens.ts';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../../test/test-app.ts';
import { call, insertCouple, insertGuest } from '../../test/wedding-fixtures.ts';
import { createNoticesRepository } from './notices.repository.ts';
import { createNoticesService } from './notices.service.ts';

const tokens = createUnsubscribeTokens(TEST_JWT_SECRET);
const DAY = 24 * 3600 * 1000;

describe('answer notices', () => {
  let t: TestApp;
  const sent: EmailMessage[] = [];
  const mailer: Mailer = {
    driver: 'outbox',
    async send(message) {
      sent.push(message);
    },
    close() {},
  };
  let now = new Date();
  let service: ReturnType<typeof createNoticesService>;

  beforeAll(async () => {
    t = await createTestApp();
    service = createNoticesService({
      notices: createNoticesRepository(t.app.db),
      mailer,
      unsubscribe: tokens,
      appUrl: 'https://app.convite.test',
      now: () => now,
    });
  });

  afterAll(async () => {
    await t?.close();
  });

  /** A guest's answer as the public confirmation saves it (the instant is the app's clock). */
  async function answer(
    guestId: number,
    values: { confirmation: boolean; confirmedGuests?: number; message?: string },
    at = new Date(),
  ) {
    await t.app.db
      .update(guests)
      .set({
        confirmation: values.confirmation,
        confirmedGuests: values.confirmedGuests ?? (values.confirmation ? 1 : 0),
        maxGuestsAllowed: Math.max(1, values.confirmedGuests ?? 1),
        message: values.message ?? null,
        confirmedAt: at,
      })
      .where(eq(guests.id, guestId));
  }

  describe('the couple’s choice', () => {
    it('is an email each time, in Spanish, until they choose', async () => {
      const couple = await insertCouple(t.app.db);
      const response = await call(t, couple.token, 'GET', '/clients/me/notices');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ answerNotices: 'each', language: 'es' });
    });

    it('saves the choice with the language the dashboard speaks', async () => {
      const couple = await insertCouple(t.app.db);
      const saved = await call(
        t,
        couple.token,
        'PUT',
        '/clients/me/notices',
        { answerNotices: 'daily' },
        'en',
      );
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toEqual({
        message: 'Done: we saved how you want to get notices.',
        settings: { answerNotices: 'daily', language: 'en' },
      });
      const read = await call(t, couple.token, 'GET', '/clients/me/notices');
      expect(read.json()).toEqual({ answerNotices: 'daily', language: 'en' });
    });

    it('refuses an unknown choice in the caller’s language, and strangers', async () => {
      const couple = await insertCouple(t.app.db);
      const bad = await call(t, couple.token, 'PUT', '/clients/me/notices', {
        answerNotices: 'hourly',
      });
      expect(bad.statusCode).toBe(422);
      expect(JSON.stringify(bad.json())).toContain('answerNotices');
      expect((await call(t, null, 'GET', '/clients/me/notices')).statusCode).toBe(401);
    });
  });

  describe('the one-click unsubscribe', () => {
    it('turns the notices off from the form a mail client posts (RFC 8058)', async () => {
      const couple = await insertCouple(t.app.db);
      const response = await t.app.inject({
        method: 'POST',
        url: `/v1/notices/unsubscribe?token=${tokens.issue(couple.clientId)}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json<{ message: string }>().message).toMatch(/ya no recibirás avisos/);
      const read = await call(t, couple.token, 'GET', '/clients/me/notices');
      expect(read.json()).toMatchObject({ answerNotices: 'off' });
    });

    it('refuses a forged or another secret’s token with a clear 404, changing nothing', async () => {
      const couple = await insertCouple(t.app.db);
      const forged = tokens.issue(couple.clientId).replace(/^\d+/, String(couple.clientId + 1));
      const other = createUnsubscribeTokens('another secret of enough length for tests').issue(
        couple.clientId,
      );
      for (const token of [forged, other, 'nonsense']) {
        const response = await t.app.inject({
          method: 'POST',
          url: `/v1/notices/unsubscribe?token=${encodeURIComponent(token)}`,
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            'accept-language': 'en',
          },
          payload: 'List-Unsubscribe=One-Click',
        });
        expect(response.statusCode).toBe(404);
        expect(response.json<{ message: string }>().message).toBe(
          'The link to stop notices is not valid. Change them from your account.',
        );
      }
      const read = await call(t, couple.token, 'GET', '/clients/me/notices');
      expect(read.json()).toMatchObject({ answerNotices: 'each' });
    });

    it('answers 4xx, never 5xx, for a missing token or another body', async () => {
      const missing = await t.app.inject({
        method: 'POST',
        url: '/v1/notices/unsubscribe',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(missing.statusCode, missing.body).toBe(422);
      const json = await t.app.inject({
        method: 'POST',
        url: '/v1/notices/unsubscribe?token=abc',
        payload: { any: 'thing' },
      });
      expect(json.statusCode).toBe(415);
      const otherForm = await t.app.inject({
        method: 'POST',
        url: '/v1/notices/unsubscribe?token=abc',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=Everything',
      });
      expect(otherForm.statusCode, otherForm.body).toBe(422);
    });
  });

  describe('the emails of answers', () => {
    it('tells a couple each answer once, with a link to the guest and a way out', async () => {
      const couple = await insertCouple(t.app.db);
      const ana = await insertGuest(t.app.db, couple.weddingId, 'Ana');
      await insertGuest(t.app.db, couple.weddingId, 'Luis');
      sent.length = 0;
      await answer(ana, { confirmation: true, confirmedGuests: 3, message: '¡Felicidades!' });

      await service.sendAnswers(couple.clientId, 'each');
      expect(sent).toHaveLength(1);
      const [email] = sent;
      expect(email?.subject).toBe('Ana respondió a tu invitación');
      expect(email?.text).toContain('Ana · Sí asistirá · 3 personas');
      expect(email?.text).toContain('Mensaje: «¡Felicidades!»');
      expect(email?.text).toContain(
        `https://app.convite.test/dashboard/boda/${couple.weddingId}/agregar-invitado?guest=${ana}`,
      );
      expect(email?.text).toContain('Aún no responden 1 invitados.');
      const oneClick = `https://app.convite.test/v1/notices/unsubscribe?token=${tokens.issue(couple.clientId)}`;
      expect(email?.headers).toEqual({
        'List-Unsubscribe': `<${oneClick}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      });
      expect(email?.html).toContain(`/avisos/baja?token=${tokens.issue(couple.clientId)}`);

      // Nothing new: nothing sent. A changed answer is news again.
      await service.sendAnswers(couple.clientId, 'each');
      expect(sent).toHaveLength(1);
      await answer(ana, { confirmation: false });
      await service.sendAnswers(couple.clientId, 'each');
      expect(sent).toHaveLength(2);
      expect(sent[1]?.text).toContain('Ana · No asistirá');
    });

    it('puts several answers in one email, and a digest only for couples who chose it', async () => {
      const couple = await insertCouple(t.app.db);
      const first = await insertGuest(t.app.db, couple.weddingId, 'Eva');
      const second = await insertGuest(t.app.db, couple.weddingId, 'Iván');
      await call(t, couple.token, 'PUT', '/clients/me/notices', { answerNotices: 'daily' }, 'en');
      await answer(first, { confirmation: true });
      await answer(second, { confirmation: false });
      sent.length = 0;

      expect(await service.clientsDue('daily')).toContain(couple.clientId);
      expect(await service.clientsDue('each')).not.toContain(couple.clientId);
      await service.sendAnswers(couple.clientId, 'each'); // queued before they chose the digest
      expect(sent).toHaveLength(0);
      await service.sendAnswers(couple.clientId, 'daily');
      expect(sent).toHaveLength(1);
      expect(sent[0]?.subject).toBe("Today's summary: 2 answers to your invitation");
      expect(sent[0]?.text.indexOf('Eva · Attending')).toBeLessThan(
        sent[0]?.text.indexOf('Iván · Not attending') ?? -1,
      );
      expect(sent[0]?.text).toContain('All your guests have answered.');
      expect(await service.clientsDue('daily')).not.toContain(couple.clientId);
    });

    it('does not send, later, what was answered while notices were off', async () => {
      const couple = await insertCouple(t.app.db);
      const guest = await insertGuest(t.app.db, couple.weddingId, 'Olga');
      await call(t, couple.token, 'PUT', '/clients/me/notices', { answerNotices: 'off' });
      await answer(guest, { confirmation: true }, new Date(Date.now() - 60_000));
      await call(t, couple.token, 'PUT', '/clients/me/notices', { answerNotices: 'each' });
      sent.length = 0;
      await service.sendAnswers(couple.clientId, 'each');
      expect(sent).toHaveLength(0);
    });

    it('sends nothing when the mail fails, and everything on the next try', async () => {
      const couple = await insertCouple(t.app.db);
      const guest = await insertGuest(t.app.db, couple.weddingId, 'Raúl');
      await answer(guest, { confirmation: true });
      const failing = createNoticesService({
        notices: createNoticesRepository(t.app.db),
        mailer: { ...mailer, send: () => Promise.reject(new Error('SMTP down')) },
        unsubscribe: tokens,
        appUrl: 'https://app.convite.test',
        now: () => now,
      });
      await expect(failing.sendAnswers(couple.clientId, 'each')).rejects.toThrow('SMTP down');
      sent.length = 0;
      await service.sendAnswers(couple.clientId, 'each');
      expect(sent.map((email) => email.subject)).toEqual(['Raúl respondió a tu invitación']);
    });
  });

  describe('the deadline email', () => {
    async function withDeadline(daysAhead: number, options: { isActive?: boolean } = {}) {
      const couple = await insertCouple(t.app.db, options);
      const day = new Date(now.getTime() + daysAhead * DAY).toLocaleDateString('en-CA', {
        timeZone: WEDDING_TIME_ZONE,
      });
      await t.app.db.execute(
        `update weddings set rsvp_deadline = '${day}' where id = ${couple.weddingId}` as never,
      );
      return { couple, day };
    }

    it('lists the guests still missing a few days before, once per deadline', async () => {
      now = new Date();
      const { couple } = await withDeadline(2);
      const answered = await insertGuest(t.app.db, couple.weddingId, 'Zoe');
      await insertGuest(t.app.db, couple.weddingId, 'Bruno');
      await insertGuest(t.app.db, couple.weddingId, 'Carla');
      await answer(answered, { confirmation: true });
      const later = await withDeadline(10);
      await insertGuest(t.app.db, later.couple.weddingId, 'Nadie');
      const inactive = await withDeadline(1, { isActive: false });
      await insertGuest(t.app.db, inactive.couple.weddingId, 'Nadie');
      sent.length = 0;

      await service.sendDeadlineNotices();
      const mine = sent.filter((email) => email.text.includes('Bruno'));
      expect(mine).toHaveLength(1);
      expect(mine[0]?.subject).toMatch(
        /^Tu fecha límite para confirmar es el .+: faltan 2 invitados$/,
      );
      expect(mine[0]?.text).toContain('Carla');
      expect(mine[0]?.text).not.toContain('Zoe');
      expect(mine[0]?.text).toContain(`/dashboard/boda/${couple.weddingId}/invitados`);
      expect(sent.some((email) => email.text.includes('Nadie'))).toBe(false);

      await service.sendDeadlineNotices();
      expect(sent.filter((email) => email.text.includes('Bruno'))).toHaveLength(1);
    });

    it('is sent again for a deadline the couple moved', async () => {
      now = new Date();
      const { couple } = await withDeadline(1);
      await insertGuest(t.app.db, couple.weddingId, 'Mateo');
      sent.length = 0;
      await service.sendDeadlineNotices();
      const moved = new Date(now.getTime() + 2 * DAY).toLocaleDateString('en-CA', {
        timeZone: WEDDING_TIME_ZONE,
      });
      await t.app.db.execute(
        `update weddings set rsvp_deadline = '${moved}' where id = ${couple.weddingId}` as never,
      );
      await service.sendDeadlineNotices();
      expect(sent.filter((email) => email.text.includes('Mateo'))).toHaveLength(2);
    });
  });

  describe('a notice’s link to a guest', () => {
    it('opens the guest for its couple only', async () => {
      const couple = await insertCouple(t.app.db);
      const stranger = await insertCouple(t.app.db);
      const guest = await insertGuest(t.app.db, couple.weddingId, 'Sofía');
      const own = await call(t, couple.token, 'GET', `/guests/${guest}`);
      expect(own.statusCode).toBe(200);
      expect(own.json()).toMatchObject({ id: guest, name: 'Sofía' });
      const other = await call(t, stranger.token, 'GET', `/guests/${guest}`);
      expect(other.statusCode).toBe(404);
      expect((await call(t, couple.token, 'GET', '/guests/abc')).statusCode).toBe(422);
    });
  });

  it('keeps the language check in the database', async () => {
    const couple = await insertCouple(t.app.db);
    await expect(
      t.app.db
        .update(clients)
        .set({ noticesLanguage: 'fr' })
        .where(eq(clients.id, couple.clientId)),
    ).rejects.toThrow();
  });
});
