import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { recordingSmtp, type RecordingSmtp } from '../test/smtp-test-kit.ts';
import { createMailer } from './mailer.ts';
import { readEml } from './read-eml.ts';
import { resetPasswordEmail, verificationEmail } from './account-emails.ts';

const FROM = 'Convite <no-reply@convite.mx>';

describe('SMTP driver', () => {
  let mail: RecordingSmtp;

  beforeAll(async () => {
    mail = await recordingSmtp();
    await mail.start();
  });

  afterAll(async () => {
    await mail.stop();
  });

  it('delivers the verification email with its link to a real SMTP server', async () => {
    const mailer = createMailer({
      smtpUrl: mail.url,
      from: FROM,
      dataDir: '/nonexistent',
      logger: { info: vi.fn() },
    });
    expect(mailer.driver).toBe('smtp');
    const content = verificationEmail({
      appUrl: 'http://localhost:5173',
      token: 'tok_123-abc',
      name: 'Ana',
      locale: 'es',
    });
    await mailer.send({ to: 'ana@example.com', ...content });
    mailer.close();

    expect(mail.received).toHaveLength(1);
    const [message = { from: '', to: [], raw: '' }] = mail.received;
    expect(message.from).toBe('no-reply@convite.mx');
    expect(message.to).toEqual(['ana@example.com']);
    const parsed = readEml(message.raw);
    expect(parsed.headers.get('subject')).toBe('Verifica tu correo en Convite');
    expect(parsed.text).toContain('http://localhost:5173/verificacion/tok_123-abc');
    expect(parsed.html).toContain('href="http://localhost:5173/verificacion/tok_123-abc"');
  });

  it('fails loudly when the server cannot be reached', async () => {
    const mailer = createMailer({
      smtpUrl: 'smtp://127.0.0.1:9/?ignoreTLS=true',
      from: FROM,
      dataDir: '/nonexistent',
      logger: { info: vi.fn() },
    });
    await expect(
      mailer.send({ to: 'a@example.com', subject: 's', text: 't', html: '<p>t</p>' }),
    ).rejects.toThrow();
    mailer.close();
  });
});

describe('outbox driver', () => {
  let dataDir = '';

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'convite-outbox-'));
  });

  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('writes a parseable .eml with the link and logs the link', async () => {
    const info = vi.fn();
    const mailer = createMailer({
      smtpUrl: null,
      from: FROM,
      dataDir,
      logger: { info },
      logsLinks: true,
    });
    expect(mailer.driver).toBe('outbox');
    const content = resetPasswordEmail({
      appUrl: 'http://localhost:5173/',
      token: 'reset_tok',
      name: null,
      locale: 'en',
    });
    await mailer.send({ to: 'luis@example.com', ...content });

    const files = await readdir(path.join(dataDir, 'outbox'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const parsed = readEml(await readFile(path.join(dataDir, 'outbox', files[0] ?? ''), 'utf8'));
    expect(parsed.headers.get('to')).toBe('luis@example.com');
    expect(parsed.headers.get('subject')).toBe('Reset your Convite password');
    expect(parsed.text).toContain('http://localhost:5173/restablecer-password/reset_tok');
    expect(parsed.html).toContain('http://localhost:5173/restablecer-password/reset_tok');
    expect(info).toHaveBeenCalledWith(
      expect.objectContaining({
        to: 'luis@example.com',
        link: 'http://localhost:5173/restablecer-password/reset_tok',
      }),
      'email written to outbox',
    );
  });

  it('in production names only the file it wrote, never the recipient or the live link', async () => {
    const info = vi.fn();
    const mailer = createMailer({ smtpUrl: null, from: FROM, dataDir, logger: { info } });
    await mailer.send({
      to: 'luis@example.com',
      ...resetPasswordEmail({
        appUrl: 'http://localhost:5173/',
        token: 'live_tok',
        name: null,
        locale: 'en',
      }),
    });
    expect(info).toHaveBeenCalledTimes(1);
    const logged = JSON.stringify(info.mock.calls[0]);
    expect(logged).toContain('.eml');
    expect(logged).not.toContain('luis@example.com');
    expect(logged).not.toContain('live_tok');
  });
});

describe('templates', () => {
  it('writes each email in Spanish and English and escapes names in HTML', () => {
    const es = verificationEmail({
      appUrl: 'https://app.convite.mx',
      token: 't',
      name: '<b>Ana</b>',
      locale: 'es',
    });
    const en = verificationEmail({
      appUrl: 'https://app.convite.mx',
      token: 't',
      name: 'Ana',
      locale: 'en',
    });
    expect(es.subject).not.toBe(en.subject);
    expect(es.text).toContain('48 horas');
    expect(en.text).toContain('48 hours');
    expect(es.html).toContain('&lt;b&gt;Ana&lt;/b&gt;');
    expect(es.link).toBe('https://app.convite.mx/verificacion/t');
    expect(
      resetPasswordEmail({ appUrl: 'https://app.convite.mx', token: 't', name: null, locale: 'es' })
        .text,
    ).toContain('60 minutos');
  });
});
