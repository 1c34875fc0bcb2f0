import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readEml } from '../../email/read-eml.ts';
import { recordingSmtp, type RecordingSmtp } from '../../test/smtp-test-kit.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('account email through a real SMTP server', () => {
  let mail: RecordingSmtp;
  let t: TestApp;

  beforeAll(async () => {
    mail = await recordingSmtp();
    await mail.start();
    t = await createTestApp({
      env: { SMTP_URL: mail.url, MAIL_FROM: 'Convite <hola@convite.mx>' },
    });
  });

  afterAll(async () => {
    await t?.close();
    await mail?.stop();
  });

  it('delivers the verification email, whose link verifies the account', async () => {
    const registered = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/register',
      headers: { 'accept-language': 'en' },
      payload: {
        email: 'smtp@example.com',
        password: 'Convite.2026!',
        passwordConfirmation: 'Convite.2026!',
        name: 'Sam',
        lastName: 'Tp',
      },
    });
    expect(registered.statusCode).toBe(201);

    await vi.waitFor(() => expect(mail.received).toHaveLength(1), {
      timeout: 25_000,
      interval: 50,
    });
    expect(mail.received[0]?.to).toEqual(['smtp@example.com']);
    const message = readEml(mail.received[0]?.raw ?? '');
    expect(message.headers.get('from')).toBe('Convite <hola@convite.mx>');
    expect(message.headers.get('subject')).toBe('Verify your email for Convite');
    const link = /http:\/\/\S+\/verificacion\/([A-Za-z0-9_-]+)/.exec(message.text ?? '');
    expect(link).not.toBeNull();
    expect(message.html).toContain(link?.[0] ?? 'missing');

    const verified = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/verify-client',
      payload: { token: link?.[1] },
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().client.verified).toBe(true);
  });
});
