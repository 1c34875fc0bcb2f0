import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readEml } from '../../email/read-eml.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('account email through a real SMTP server', () => {
  const received: { to: string[]; raw: string }[] = [];
  // smtp-server's bundled certificate has expired: no STARTTLS on this loopback server.
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  let t: TestApp;

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    t = await createTestApp({
      env: {
        SMTP_URL: `smtp://127.0.0.1:${port}/?ignoreTLS=true`,
        MAIL_FROM: 'Convite <hola@convite.mx>',
      },
    });
  });

  afterAll(async () => {
    await t?.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
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

    await vi.waitFor(() => expect(received).toHaveLength(1), { timeout: 5000, interval: 50 });
    expect(received[0]?.to).toEqual(['smtp@example.com']);
    const message = readEml(received[0]?.raw ?? '');
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
