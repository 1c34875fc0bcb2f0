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
import { KEEP_COUNTERS_MS } from '../security/rate-limit.ts';
import { createRateLimitsRepository } from '../security/rate-limits.repository.ts';

export type JobPayloads = {
  'verification-email': AccountEmailJob;
  'reset-link-email': AccountEmailJob;
  'clean-up': null;
};
export type JobName = keyof JobPayloads;

/** What a service is handed to queue jobs (the engine itself stays out of services). */
export type JobQueue = {
  send<N extends JobName>(name: N, data: JobPayloads[N]): Promise<void>;
};

export type JobDefinition<Data> = {
  name: JobName;
  /** Tries after the first; the delays grow exponentially from JOBS_RETRY_DELAY_S. */
  retryLimit: number;
  /** An attempt still running after this long counts as failed (and is retried). */
  expireInSeconds: number;
  /** A cron expression (UTC): pg-boss queues the job on it, once across replicas. */
  schedule?: string;
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

export type JobDependencies = { mailer: Mailer; close(): void };

/** The handlers' dependencies, built once per process (API or worker) over its database. */
export function createJobDependencies(
  config: Config,
  logger: { info(details: object, message: string): void },
): JobDependencies {
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    dataDir: config.dataDir,
    logger,
  });
  return { mailer, close: () => mailer.close() };
}

export function jobDefinitions(
  config: Config,
  database: Database,
  { mailer }: JobDependencies,
): readonly JobDefinition<never>[] {
  const tokens = createOneTimeTokensRepository(database.db);
  const accountEmails = createAccountEmails({
    clients: createClientAccounts(database.db),
    tokens,
    mailer,
    appUrl: config.appUrl,
  });
  const rateLimits = createRateLimitsRepository(database.db);

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
  };
  return Object.values(definitions) as JobDefinition<never>[];
}
