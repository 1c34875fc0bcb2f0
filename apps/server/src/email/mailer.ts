import { createHash, randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { signals } from '../observability/signals.ts';

// Outgoing email behind one interface with two drivers: SMTP when a URL is configured, else an
// outbox folder of .eml files (the link is logged too, so a developer can follow it offline).

export type EmailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The link the message carries, logged by the outbox driver. */
  link?: string;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
  /**
   * A stable key of this message (the id of the job sending it, or `contentKey` of what it says): the
   * Message-ID is made from it, so a message sent twice (a crash between the server's acceptance and
   * the job's completion) reads as one.
   */
  messageKey?: string;
};

export type Mailer = {
  readonly driver: 'smtp' | 'outbox';
  send(message: EmailMessage): Promise<void>;
  close(): void;
};

export type MailerLogger = {
  info(details: object, message: string): void;
};

export type MailerSettings = {
  smtpUrl?: string | null;
  from: string;
  /** The outbox driver writes to `<dataDir>/outbox/`. */
  dataDir: string;
  logger: MailerLogger;
  /**
   * Whether the outbox may log who an email is for and its link (a development convenience: the
   * verification link in the terminal). Never in production, where EMBEDDED_DRIVERS=mail keeps the
   * outbox and a log line with a live reset link would hand the account to whoever reads the logs.
   */
  logsLinks?: boolean;
};

export function createMailer(settings: MailerSettings): Mailer {
  return settings.smtpUrl
    ? createSmtpMailer(settings, settings.smtpUrl)
    : createOutboxMailer(settings);
}

/**
 * A message key that names one content: `kind`, then a digest of the recipient, subject, both bodies
 * and `covers` (what the message reports, e.g. each answer with its instant, when the same words can
 * report a newer fact). A retry of the same message keeps its Message-ID, so it reads as one; a
 * message that says anything else (a retry after more answers came) never takes an earlier one's,
 * which mail servers and clients would drop as a copy.
 */
export function contentKey(
  kind: string,
  message: Pick<EmailMessage, 'to' | 'subject' | 'text' | 'html'>,
  covers: readonly string[] = [],
): string {
  const digest = createHash('sha256')
    .update(JSON.stringify([message.to, message.subject, message.text, message.html, covers]))
    .digest('hex');
  return `${kind}-${digest.slice(0, 32)}`;
}

/** `<key@domain of the sender>`, or undefined (nodemailer then makes a random one). */
export function messageIdOf(key: string | undefined, from: string): string | undefined {
  if (key === undefined) return undefined;
  const domain = /@([^\s>]+)>?\s*$/.exec(from)?.[1] ?? 'convite.mx';
  return `<${key}@${domain}>`;
}

function createSmtpMailer(settings: MailerSettings, smtpUrl: string): Mailer {
  // Transport options ride on the URL's query, e.g. smtp://127.0.0.1:2525/?ignoreTLS=true for a
  // loopback server without STARTTLS.
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    // A server that stops answering fails the attempt (its job retries) instead of holding it for
    // nodemailer's default of minutes.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    driver: 'smtp',
    async send(message) {
      // A span of its own (tracing on), with no address or subject in it.
      await signals.inSpan('smtp send', { 'messaging.system': 'smtp' }, () =>
        transport.sendMail(mailOptions(settings, message)),
      );
    },
    close() {
      transport.close();
    },
  };
}

/** What nodemailer sends for a message, with either driver. */
function mailOptions(settings: MailerSettings, message: EmailMessage) {
  const { to, subject, text, html, headers, messageKey } = message;
  return {
    from: settings.from,
    to,
    subject,
    text,
    html,
    headers,
    messageId: messageIdOf(messageKey, settings.from),
  };
}

function createOutboxMailer(settings: MailerSettings): Mailer {
  const outbox = path.join(settings.dataDir, 'outbox');
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    driver: 'outbox',
    async send(message) {
      const { to, link } = message;
      const info = await transport.sendMail(mailOptions(settings, message));
      await mkdir(outbox, { recursive: true });
      // Time first so a listing sorts oldest to newest; the random part keeps names unique.
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      const file = path.join(outbox, name);
      await writeFile(file, info.message as Buffer);
      if (settings.logsLinks === true) {
        settings.logger.info({ to, link, file }, 'email written to outbox');
      } else settings.logger.info({ file }, 'email written to outbox');
    },
    close() {
      transport.close();
    },
  };
}
