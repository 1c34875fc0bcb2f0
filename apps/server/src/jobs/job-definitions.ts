// Every durable job in one place: its name, its payload, how often it may be retried, how long an
// attempt may run, and what it does. To add one: a line in JobPayloads (ids and a language, never a
// secret or a copy of personal data), its definition in jobDefinitions, and `jobs.send(name, data)`
// from a service that takes the `JobQueue` as a dependency (like the mailer). jobs.ts runs them.
import type { Config } from '../config/config.ts';
import type { Database } from '../db/database.ts';
import { createMailer, type Mailer } from '../email/mailer.ts';
import {
  createAccountEmails,
  type AccountEmailJob,
} from '../modules/auth/account-emails.service.ts';
import { createOneTimeTokensRepository } from '../modules/auth/one-time-tokens.repository.ts';
import { createClientAccounts } from '../modules/clients/client-accounts.service.ts';
import { createPaymentReceiptsRepository } from '../modules/payments/payment-receipts.repository.ts';
import {
  createInstructionsSender,
  createPaymentReceipts,
  createReceiptSender,
} from '../modules/payments/payment-receipts.service.ts';
import { createNoticesRepository } from '../modules/notices/notices.repository.ts';
import { createNoticesService } from '../modules/notices/notices.service.ts';
import { queueAnswerNotice } from '../modules/notices/answer-notices.service.ts';
import { createRemindersRepository } from '../modules/reminders/reminders.repository.ts';
import { createReminderSweep } from '../modules/reminders/reminders.service.ts';
import { createRetentionRepository } from '../modules/retention/retention.repository.ts';
import { createRetentionSweep } from '../modules/retention/retention.service.ts';
import { createUnsubscribeTokens } from '../security/unsubscribe-tokens.ts';
import { createPassTokens } from '../security/pass-tokens.ts';
import { createWhatsAppMessagesRepository } from '../modules/whatsapp-messages/whatsapp-messages.repository.ts';
import { createWhatsAppDelivery } from '../modules/whatsapp-messages/whatsapp-messages.service.ts';
import { createWhatsAppSender } from '../whatsapp/create-whatsapp-sender.ts';
import { createPaymentsRepository } from '../modules/payments/payments.repository.ts';
import { createPaymentsService } from '../modules/payments/payments.service.ts';
import { createPaymentGateway } from '../payment-gateway/create-payment-gateway.ts';
import type { PaymentGateway } from '../payment-gateway/payment-gateway.ts';
import type { WhatsAppSender } from '../whatsapp/whatsapp-sender.ts';
import { KEEP_COUNTERS_MS } from '../security/rate-limit.ts';
import { createRateLimitsRepository } from '../security/rate-limits.repository.ts';

export type JobPayloads = {
  'verification-email': AccountEmailJob;
  'reset-link-email': AccountEmailJob;
  'clean-up': null;
  /** Tells a couple the answers they have not heard of, if `choice` is still theirs. */
  'answer-notices': { clientId: number; choice: 'each' | 'daily' };
  'answer-notices-sweep': null;
  'answers-digest': null;
  'deadline-notices': null;
  /** The couples' scheduled reminders of the day (modules/reminders). */
  'reminders-sweep': null;
  /** Guests' data of past weddings: the couples' notices, then the erasures (modules/retention). */
  'guest-data-retention': null;
  /** Delivers a recorded WhatsApp Cloud API message (idempotent: a sent one is skipped). */
  'whatsapp-message': { messageId: number };
  /** Emails the couple the receipt of a succeeded payment (read when the job runs). */
  'payment-receipt': { paymentId: number };
  /** Emails the OXXO voucher or SPEI transfer a pending payment waits for. */
  'payment-instructions': { paymentId: number };
  /** Settles a checkout's payment if it is still pending (its answer was never recorded). */
  'payment-reconcile': { paymentId: number };
  /**
   * Null on its schedule (payments pending past their checkout's own reconciliation); at start-up,
   * every payment recorded before the process started (ISO instant) and still pending.
   */
  'payments-reconcile-sweep': { recordedBefore: string } | null;
};
export type JobName = keyof JobPayloads;

/** How a job is queued: `startAfterSeconds`, not before then; `singleton`, see JobQueue.send. */
export type SendOptions = {
  startAfterSeconds?: number;
  /**
   * At most one job of this name and `key` in each `seconds`-long slot of the clock: a send whose
   * slot already has one queues nothing. With `startAfterSeconds` ≥ `seconds`, the slot's job runs
   * after every send of its slot, so it sees whatever they were sent for (a debounce).
   */
  singleton?: { key: string; seconds: number };
};

/** What a service is handed to queue jobs (the engine itself stays out of services). */
export type JobQueue = {
  /**
   * `startAfterSeconds`: not before then (a backstop for work first tried in the request).
   * Resolves to true when a job was queued, false when a `singleton`'s slot had one already (the
   * fakes of tests resolve to nothing: only `true` says a job was queued).
   */
  send<N extends JobName>(name: N, data: JobPayloads[N], options?: SendOptions): Promise<unknown>;
};

export type JobDefinition<Data> = {
  name: JobName;
  /** Tries after the first; the delays grow exponentially from JOBS_RETRY_DELAY_S. */
  retryLimit: number;
  /** An attempt still running after this long counts as failed (and is retried). */
  expireInSeconds: number;
  /** A cron expression (UTC): pg-boss queues the job on it, once across replicas. */
  schedule?: string;
  /**
   * Queued with this payload, made then, each time a process starts (jobs.ts; the API too when a
   * worker runs its jobs): work a crash may have left (pending payments).
   */
  atStart?: () => Data;
  /** Throws to fail the attempt. `job.id` is the same on every attempt. */
  handle(data: Data, job: { id: string }): Promise<void>;
};

type Definitions = { [N in JobName]: JobDefinition<JobPayloads[N]> };

/** One-time links stay refusable as "expired" (not "unknown") this long after they expire. */
const KEEP_EXPIRED_TOKENS_MS = 7 * 24 * 3600 * 1000;

/**
 * Email attempts: 9 tries over about two hours with the default 30 s first delay; an attempt is
 * bounded by the mailer's own timeouts well within a minute.
 */
const EMAIL = { retryLimit: 8, expireInSeconds: 60 } as const;

export type JobsLog = Record<'info' | 'warn' | 'error', (details: object, message: string) => void>;

export type JobDependencies = {
  mailer: Mailer;
  /** Null while the WhatsApp Cloud API is not configured. */
  whatsAppSender: WhatsAppSender | null;
  /** The card driver reconciliation asks (the app's own in the API process). */
  paymentGateway: PaymentGateway;
  log: JobsLog;
  close(): void;
};

/** The handlers' dependencies, built once per process (API or worker) over its database. */
export function createJobDependencies(config: Config, logger: JobsLog): JobDependencies {
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    dataDir: config.dataDir,
    logger,
    logsLinks: config.nodeEnv !== 'production',
  });
  return {
    mailer,
    whatsAppSender: createWhatsAppSender(config),
    paymentGateway: createPaymentGateway(config),
    log: logger,
    close: () => mailer.close(),
  };
}

export function jobDefinitions(
  config: Config,
  database: Database,
  { mailer, whatsAppSender, paymentGateway, log }: JobDependencies,
  /** The queue the definitions are run by, for jobs that queue others. */
  queue: JobQueue,
): readonly JobDefinition<never>[] {
  const tokens = createOneTimeTokensRepository(database.db);
  const accountEmails = createAccountEmails({
    clients: createClientAccounts(database.db),
    tokens,
    mailer,
    appUrl: config.appUrl,
  });
  const rateLimits = createRateLimitsRepository(database.db);
  const notices = createNoticesService({
    notices: createNoticesRepository(database.db),
    mailer,
    unsubscribe: createUnsubscribeTokens(config.jwtSecret),
    appUrl: config.appUrl,
    now: () => new Date(),
  });
  const deliverWhatsAppMessage = createWhatsAppDelivery({
    messages: createWhatsAppMessagesRepository(database.db),
    sender: whatsAppSender,
    invitationUrl: config.invitationUrl,
    passTokens: createPassTokens(config.jwtSecret),
    log,
  });
  const reminderSweep = createReminderSweep({
    reminders: createRemindersRepository(database.db),
    sender: whatsAppSender,
    deliver: deliverWhatsAppMessage,
    jobs: queue,
    mailer,
    unsubscribe: createUnsubscribeTokens(config.jwtSecret),
    appUrl: config.appUrl,
    log,
    now: () => new Date(),
  });
  const retentionSweep = createRetentionSweep({
    retention: createRetentionRepository(database.db),
    mailer,
    appUrl: config.appUrl,
    retentionDays: config.jobs.guestDataRetentionDays,
    now: () => new Date(),
  });
  const paymentEmails = {
    receipts: createPaymentReceiptsRepository(database.db),
    mailer,
    appUrl: config.appUrl,
  };
  const sendReceipt = createReceiptSender(paymentEmails);
  const sendInstructions = createInstructionsSender(paymentEmails);
  const payments = createPaymentsService({
    payments: createPaymentsRepository(database.db),
    gateway: () => paymentGateway,
    jobs: queue,
    receipts: createPaymentReceipts(queue, log),
    log,
  });
  /**
   * Queues one notice job a couple, so each has its own retries; a couple's "each" notices as an
   * answer queues them (the same minute's job is theirs: no second email for those answers).
   */
  async function queueAnswerNotices(choice: 'each' | 'daily') {
    for (const clientId of await notices.clientsDue(choice)) {
      if (choice === 'each')
        await queueAnswerNotice(queue, clientId, config.jobs.answerNoticeDelaySeconds);
      else await queue.send('answer-notices', { clientId, choice });
    }
  }

  const definitions: Definitions = {
    'verification-email': {
      name: 'verification-email',
      ...EMAIL,
      handle: (data, job) => accountEmails.sendVerification(data, job),
    },
    'reset-link-email': {
      name: 'reset-link-email',
      ...EMAIL,
      handle: (data, job) => accountEmails.sendResetLink(data, job),
    },
    'clean-up': {
      name: 'clean-up',
      retryLimit: 2,
      expireInSeconds: 600,
      schedule: '17 * * * *', // hourly
      async handle() {
        const now = Date.now();
        await tokens.deleteExpired(new Date(now - KEEP_EXPIRED_TOKENS_MS));
        await rateLimits.purge(new Date(now - KEEP_COUNTERS_MS));
      },
    },
    'answer-notices': {
      name: 'answer-notices',
      ...EMAIL,
      handle: ({ clientId, choice }) => notices.sendAnswers(clientId, choice),
    },
    // An answer queues its notice (public-invitation, a minute ahead: answer-notices.service.ts);
    // this catches any that could not be queued (the database was away at that moment).
    'answer-notices-sweep': {
      name: 'answer-notices-sweep',
      retryLimit: 2,
      expireInSeconds: 300,
      schedule: '*/10 * * * *',
      handle: () => queueAnswerNotices('each'),
    },
    // 20:00 in Mexico City (UTC-6 all year since 2022): the day's answers.
    'answers-digest': {
      name: 'answers-digest',
      retryLimit: 4,
      expireInSeconds: 300,
      schedule: '0 2 * * *',
      handle: () => queueAnswerNotices('daily'),
    },
    // 09:00 in Mexico City: the deadlines of the next days, with the guests still missing.
    // Retryable refusals (an outage, a rate limit) throw WhatsAppDeliveryDeferredError: retried.
    'whatsapp-message': {
      name: 'whatsapp-message',
      ...EMAIL,
      async handle({ messageId }) {
        await deliverWhatsAppMessage(messageId);
      },
    },
    'payment-receipt': {
      name: 'payment-receipt',
      ...EMAIL,
      handle: ({ paymentId }, job) => sendReceipt(paymentId, job),
    },
    'payment-instructions': {
      name: 'payment-instructions',
      ...EMAIL,
      handle: ({ paymentId }, job) => sendInstructions(paymentId, job),
    },
    'deadline-notices': {
      name: 'deadline-notices',
      ...EMAIL,
      schedule: '0 15 * * *',
      handle: () => notices.sendDeadlineNotices(),
    },
    // Every quarter hour; it sends only on reminder days between 10:00 and 20:00 Mexico City, each
    // wedding's day once (claimed), so a later run catches up a morning the service was away.
    'reminders-sweep': {
      name: 'reminders-sweep',
      retryLimit: 2,
      expireInSeconds: 900,
      schedule: '*/15 * * * *',
      async handle() {
        const outcomes = await reminderSweep.run();
        if (outcomes.length > 0) log.info({ outcomes }, 'scheduled reminders sent');
      },
    },
    // Daily at 09:30 Mexico City; each wedding's notice and erasure once (claimed), so a run after
    // a day the service was away catches up.
    'guest-data-retention': {
      name: 'guest-data-retention',
      retryLimit: 4,
      expireInSeconds: 900,
      schedule: '30 15 * * *',
      async handle() {
        const outcomes = await retentionSweep.run();
        if (outcomes.length > 0) log.info({ outcomes }, "guests' data retention applied");
      },
    },
    // A checkout queues its own reconciliation; the provider still away: retried.
    'payment-reconcile': {
      name: 'payment-reconcile',
      retryLimit: 8,
      expireInSeconds: 120,
      async handle({ paymentId }) {
        const outcome = await payments.reconcilePayment(paymentId);
        if (outcome === 'still-pending') {
          throw new Error(`payment ${paymentId} is still pending: the provider could not be asked`);
        }
      },
    },
    // The backstop: any payment pending past its checkout's own reconciliation (a job lost with
    // the database away when the checkout tried to queue it). At start-up, every payment recorded
    // before the start and still pending, at once: after a crash a couple waits seconds, not the
    // checkout's five minutes. Reconciling a payment whose checkout is still running on another
    // replica is harmless: the provider is asked under the same idempotency key.
    'payments-reconcile-sweep': {
      name: 'payments-reconcile-sweep',
      retryLimit: 2,
      expireInSeconds: 600,
      schedule: '*/5 * * * *',
      atStart: () => ({ recordedBefore: new Date().toISOString() }),
      async handle(data) {
        const outcomes =
          data === null
            ? await payments.reconcilePending()
            : await payments.reconcileRecordedBefore(new Date(data.recordedBefore));
        if (outcomes.length > 0) log.info({ outcomes }, 'pending payments reconciled');
      },
    },
  };
  return Object.values(definitions) as JobDefinition<never>[];
}
