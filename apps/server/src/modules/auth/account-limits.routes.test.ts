// The limits on abusable account calls, through the API: 60 simultaneous attempts each, counted
// exactly. The clock (Date only) is set to the start of a window, so no window ends mid-test.
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { readOutbox } from '../../email/outbox.ts';
import { rateLimitCounters } from '../../db/schema/rate-limits.ts';
import { fixedWindow } from '../../security/rate-limit.ts';
import { UPLOADS_PER_ACCOUNT } from '../../storage/upload-form.ts';
import { multipartBody } from '../../test/multipart-body.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertCouple } from '../../test/wedding-fixtures.ts';
import { aMinuteIntoAWindow } from '../../test/rate-window-clock.ts';

const PASSWORD = 'Convite.2026!';
const HOUR_MS = 3600 * 1000;

describe('limits on account calls', () => {
  let t: TestApp;
  let addresses = 0;
  const newAddress = () => `198.51.100.${(addresses += 1)}`;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(() => {
    // A minute into an hour (and so into a 15-minute window): every count below stays in one window.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(aMinuteIntoAWindow(HOUR_MS));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const post = (url: string, payload: object, address: string, language = 'es') =>
    t.app.inject({
      method: 'POST',
      url: `/v1${url}`,
      payload,
      headers: { 'x-forwarded-for': address, 'accept-language': language },
    });

  const statuses = (responses: { statusCode: number }[]) => {
    const count: Record<number, number> = {};
    for (const { statusCode } of responses) count[statusCode] = (count[statusCode] ?? 0) + 1;
    return count;
  };

  async function registered(email: string) {
    const response = await post(
      '/auth/register',
      { email, password: PASSWORD, passwordConfirmation: PASSWORD, name: 'Ana', lastName: 'Ruiz' },
      newAddress(),
    );
    expect(response.statusCode).toBe(201);
  }

  describe('login', () => {
    it('60 simultaneous wrong passwords get exactly 10 checks; then even the right one waits, but not on a known device', async () => {
      await registered('limits-victim@example.com');
      const first = await post(
        '/auth/login',
        { email: 'limits-victim@example.com', password: PASSWORD },
        newAddress(),
      );
      const deviceToken = first.json().deviceToken as string;
      expect(deviceToken).toMatch(/^[0-9a-f-]{36}\.\d+\./);

      // Each from its own address, as a botnet would.
      const burst = await Promise.all(
        Array.from({ length: 60 }, (_, index) =>
          post(
            '/auth/login',
            { email: 'limits-victim@example.com', password: `Wrong.${index}!x` },
            newAddress(),
          ),
        ),
      );
      expect(statuses(burst)).toEqual({ 422: 10, 429: 50 });

      const locked = await post(
        '/auth/login',
        { email: 'limits-victim@example.com', password: PASSWORD },
        newAddress(),
        'en',
      );
      expect(locked.statusCode).toBe(429);
      // 14 minutes to the end of the window the clock is in.
      expect(locked.headers['retry-after']).toBe(String(14 * 60));
      expect(locked.json()).toEqual({
        code: 'rate_limited',
        message: 'Too many failed attempts. Try again in 14 minutes.',
      });

      // The owner's own device was never counted with the strangers.
      const owner = await post(
        '/auth/login',
        { email: 'limits-victim@example.com', password: PASSWORD, deviceToken },
        newAddress(),
      );
      expect(owner.statusCode).toBe(200);
      // A device token for another account, or a forged one, is no known device.
      const forged = await post(
        '/auth/login',
        {
          email: 'limits-victim@example.com',
          password: PASSWORD,
          deviceToken: `${randomUUID()}.1.${'A'.repeat(43)}`,
        },
        newAddress(),
      );
      expect(forged.statusCode).toBe(429);
    });

    it('a known device has its own 10 tries, so a stolen device token does not help a guesser', async () => {
      await registered('limits-device@example.com');
      const { deviceToken } = (
        await post(
          '/auth/login',
          { email: 'limits-device@example.com', password: PASSWORD },
          newAddress(),
        )
      ).json() as { deviceToken: string };
      const burst = await Promise.all(
        Array.from({ length: 60 }, () =>
          post(
            '/auth/login',
            { email: 'limits-device@example.com', password: 'Wrong.1!x', deviceToken },
            newAddress(),
          ),
        ),
      );
      expect(statuses(burst)).toEqual({ 422: 10, 429: 50 });
      // Strangers are counted apart: a new device may still try.
      const elsewhere = await post(
        '/auth/login',
        { email: 'limits-device@example.com', password: PASSWORD },
        newAddress(),
      );
      expect(elsewhere.statusCode).toBe(200);
    });

    it('one address spraying a password over many accounts is stopped after 50 failures', async () => {
      const sprayer = newAddress();
      const burst = await Promise.all(
        Array.from({ length: 60 }, (_, index) =>
          post(
            '/auth/login',
            { email: `nobody-${index}@example.com`, password: PASSWORD },
            sprayer,
          ),
        ),
      );
      expect(statuses(burst)).toEqual({ 422: 50, 429: 10 });
      const refused = burst.find((response) => response.statusCode === 429);
      expect(refused?.json().message).toBe(
        'Demasiados intentos fallidos desde esta conexión. Inténtalo de nuevo en 14 minutos.',
      );
      // Another address is not affected.
      expect(
        (
          await post(
            '/auth/login',
            { email: 'nobody@example.com', password: PASSWORD },
            newAddress(),
          )
        ).statusCode,
      ).toBe(422);
    });

    it('a success takes its attempt back and clears the failures before it', async () => {
      await registered('limits-typo@example.com');
      const address = newAddress();
      const attempt = (password: string) =>
        post('/auth/login', { email: 'limits-typo@example.com', password }, address);
      for (let round = 0; round < 2; round += 1) {
        for (let typo = 0; typo < 9; typo += 1)
          expect((await attempt('Typo.2026!')).statusCode).toBe(422);
        expect((await attempt(PASSWORD)).statusCode).toBe(200);
      }
    });
  });

  describe('calls that send email', () => {
    const outboxTo = async (to: string) =>
      (await readOutbox(t.config.dataDir)).filter((message) => message.to === to);

    it('60 simultaneous reset requests for one email send exactly 5 emails', async () => {
      await registered('limits-reset@example.com');
      const burst = await Promise.all(
        Array.from({ length: 60 }, () =>
          post('/auth/send-reset-link', { email: 'limits-reset@example.com' }, newAddress()),
        ),
      );
      expect(statuses(burst)).toEqual({ 200: 5, 429: 55 });
      expect(burst.find((response) => response.statusCode === 429)?.json().message).toBe(
        'Ya te enviamos varios correos. Revisa tu bandeja de entrada (y la carpeta de spam). Inténtalo de nuevo en 59 minutos.',
      );
      await vi.waitFor(
        async () => expect(await outboxTo('limits-reset@example.com')).toHaveLength(6),
        {
          timeout: 10_000,
        },
      );
      // One verification email and five reset links: no sixth, even later.
      const resets = (await outboxTo('limits-reset@example.com')).filter((message) =>
        message.link?.includes('/restablecer-password/'),
      );
      expect(resets).toHaveLength(5);
    });

    it('one address asking for 60 different emails is stopped after 20, whether they have accounts or not', async () => {
      const address = newAddress();
      const burst = await Promise.all(
        Array.from({ length: 60 }, (_, index) =>
          post('/auth/send-reset-link', { email: `ghost-${index}@example.com` }, address, 'en'),
        ),
      );
      expect(statuses(burst)).toEqual({ 200: 20, 429: 40 });
      expect(burst.find((response) => response.statusCode === 429)?.json().message).toBe(
        'Too many requests from this connection. Try again in 59 minutes.',
      );
    });

    it('resending the verification email: 5 an hour for an account', async () => {
      const response = await post(
        '/auth/register',
        {
          email: 'limits-verify@example.com',
          password: PASSWORD,
          passwordConfirmation: PASSWORD,
          name: 'Ana',
          lastName: 'Ruiz',
        },
        newAddress(),
      );
      const token = response.json().token as string;
      const burst = await Promise.all(
        Array.from({ length: 60 }, () =>
          t.app.inject({
            method: 'POST',
            url: '/v1/auth/resend-verification',
            headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': newAddress() },
          }),
        ),
      );
      expect(statuses(burst)).toEqual({ 200: 5, 429: 55 });
    });
  });

  it('60 simultaneous sign-ups from one address create exactly 20 accounts', async () => {
    const address = newAddress();
    const burst = await Promise.all(
      Array.from({ length: 60 }, (_, index) =>
        post(
          '/auth/register',
          {
            email: `limits-signup-${index}@example.com`,
            password: PASSWORD,
            passwordConfirmation: PASSWORD,
            name: 'Ana',
            lastName: 'Ruiz',
          },
          address,
        ),
      ),
    );
    expect(statuses(burst)).toEqual({ 201: 20, 429: 40 });
    expect(burst.find((response) => response.statusCode === 429)?.json().message).toBe(
      'Se crearon demasiadas cuentas desde esta conexión. Inténtalo de nuevo en 59 minutos.',
    );
  });

  it('uploads are counted per account, before the body is read', async () => {
    const couple = await insertCouple(t.app.db);
    // The account has used its hour's uploads.
    await t.app.db.insert(rateLimitCounters).values({
      bucket: UPLOADS_PER_ACCOUNT.bucket,
      subject: `client:${couple.clientId}`,
      windowStart: fixedWindow(Date.now(), UPLOADS_PER_ACCOUNT.windowMs).start,
      hits: UPLOADS_PER_ACCOUNT.max,
    });
    const form = multipartBody([
      { name: 'weddingId', value: String(couple.weddingId) },
      {
        name: 'csvFile',
        fileName: 'lista.csv',
        contentType: 'text/csv',
        bytes: Buffer.from('Nombre\nRosa\n'),
      },
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/guests/upload-file',
      payload: form.payload,
      headers: {
        ...form.headers,
        authorization: `Bearer ${couple.token}`,
        'accept-language': 'en',
      },
    });
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({
      code: 'rate_limited',
      message: 'You uploaded many files in a short time. Try again in 59 minutes.',
    });
    expect(response.headers['retry-after']).toBe(String(59 * 60));
  });
});
