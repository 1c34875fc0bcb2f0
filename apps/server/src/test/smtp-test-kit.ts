// Tests only: a real SMTP server (smtp-server) that records what it receives, which a test can stop
// and start again on the same port (a mail server that is down, then back), and jobs' rows.
import { createServer, type AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import type { Db } from '../db/database.ts';

/** A port of 127.0.0.1 nothing listens on (yet). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

export type ReceivedEmail = { from: string; to: string[]; raw: string };

export type RecordingSmtp = {
  readonly port: number;
  /** The messages received, in order: the envelope and the raw message. */
  readonly received: ReceivedEmail[];
  /** The SMTP_URL of the app under test. */
  readonly url: string;
  start(): Promise<void>;
  stop(): Promise<void>;
  /**
   * While on, each message is kept (in `received`) and then answered 451: as when the server's
   * acceptance is lost on the way back, the sender sees a failure although the message arrived.
   */
  loseAcceptance(on: boolean): void;
};

/** A recording SMTP server on a free port, not started: the mail server is down until `start`. */
export async function recordingSmtp(): Promise<RecordingSmtp> {
  const port = await freePort();
  const received: ReceivedEmail[] = [];
  let losesAcceptance = false;
  const server = new SMTPServer({
    // smtp-server's bundled certificate has expired: no STARTTLS on this loopback server.
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        if (!losesAcceptance) return callback();
        callback(Object.assign(new Error('acceptance lost'), { responseCode: 451 }));
      });
    },
  });
  return {
    port,
    received,
    url: `smtp://127.0.0.1:${port}/?ignoreTLS=true`,
    async start() {
      if (!server.server.listening) {
        await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
      }
    },
    async stop() {
      if (server.server.listening) await new Promise<void>((resolve) => server.close(resolve));
    },
    loseAcceptance(on) {
      losesAcceptance = on;
    },
  };
}

export type JobRow = { id: string; state: string; retry_count: number; data: unknown };

/** The jobs of one queue, as pg-boss keeps them. */
export async function jobRows(db: Db, name: string): Promise<JobRow[]> {
  const result = await db.execute(
    sql`select id, state, retry_count, data from pgboss.job where name = ${name} order by created_on`,
  );
  return (result as unknown as { rows: JobRow[] }).rows;
}
