// Durable jobs: pg-boss on our own database, PGlite or PostgreSQL. pg-boss keeps its tables in the
// `pgboss` schema, which it creates and migrates itself at start (our drizzle migrations never touch
// it). A queued job survives a restart; a failed attempt is retried with exponential backoff; a
// claimed job is worked by one process only, across replicas; a scheduled job is queued once per
// slot; a start-up job at each start of a process (API or worker). What each job does is in
// job-definitions.ts: this file only runs them.
import { fromPglite, PgBoss, type ConstructorOptions, type Job, type JobResult } from 'pg-boss';
import type { JobsConfig } from '../config/config.ts';
import { ADMIN_PAGE_SIZE } from '../db/admin-pages.ts';
import type { Database } from '../db/database.ts';
import { signals } from '../observability/signals.ts';
import type {
  JobDefinition,
  JobName,
  JobPayloads,
  JobQueue,
  SendOptions,
} from './job-definitions.ts';

export type JobsLogger = {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
};

/** A job whose retries ran out, as the admin console lists it (no payload: it may name people). */
export type FailedJob = {
  id: string;
  name: string;
  /** Attempts made, the first included. */
  attempts: number;
  /** The last attempt's error (a JobAttemptError's message: email addresses masked). */
  lastError: string | null;
  createdAt: Date;
  failedAt: Date;
};

export type Jobs = JobQueue & {
  /** Installs or migrates pg-boss's schema, then (when `work`) works the queues and schedules. */
  start(): Promise<void>;
  /** Stops taking jobs and waits up to `timeoutMs` for the active ones to finish. */
  stop(timeoutMs?: number): Promise<void>;
  /** One page (1-based, of the staff console's page size) of failed jobs, most recently failed first. */
  failed(page: number): Promise<{ items: FailedJob[]; total: number }>;
  /** Queues a failed job again; false when there is no failed job of that id. */
  retry(id: string): Promise<boolean>;
};

export type JobsOptions = {
  database: Database;
  config: JobsConfig;
  logger: JobsLogger;
  definitions: readonly JobDefinition<never>[];
  /** True in the process that works jobs (the API with JOBS=in-process, or the worker). */
  work: boolean;
};

const SCHEMA = 'pgboss';
/** How often an idle worker looks for due jobs (retries, scheduled ones) besides being notified. */
const POLLING_SECONDS = 1;
/**
 * A worker fetches up to this many due jobs at once, works them together and fetches again at once
 * while fetches come back full: a backlog drains at hundreds a second, not one a poll (a worker of
 * one job a fetch waits out the poll between jobs). Jobs of one payload in a batch run one after
 * another (two notices of a couple never race); the others concurrently. A process killed
 * mid-batch retries the batch's unsettled jobs, each as idempotent as one job alone.
 */
const BATCH_SIZE = 10;
/** The longest wait between two retries, however many came before. */
const RETRY_DELAY_MAX_SECONDS = 3600;
/**
 * A worker marks each job it holds this often (pg-boss does it while the handler runs); a job whose
 * mark is older, its process killed mid-attempt, is failed and retried by the next check, which runs
 * at this interval too. So a crash delays a job by about twice this, not by its expiry.
 */
const HEARTBEAT_SECONDS = 10;
/** Failed and completed jobs stay listed this long. */
const KEEP_FINISHED_SECONDS = 14 * 24 * 3600;
/** Marks the jobs queued at start-up (jobs-definitions.ts `atStart`). */
const AT_START_KEY = 'at-start';
/** Stopping waits this long for the jobs being worked: within the processes' 10 s shutdown deadline. */
const STOP_TIMEOUT_MS = 8000;

const EMAIL_ADDRESS = /[^\s@<>"'(),;:]+@[^\s@<>"'(),;:]+\.[^\s@<>"'(),;:]+/g;

/**
 * What a failed attempt leaves in the log and in the job's row (which the admin console lists): the
 * error's message and code with email addresses masked, nothing else of it (an SMTP refusal carries
 * the recipient in several properties).
 */
export class JobAttemptError extends Error {
  override name = 'JobAttemptError';
  readonly code: string | undefined;

  constructor(error: unknown) {
    super(
      (error instanceof Error ? error.message : 'a non-Error value was thrown').replace(
        EMAIL_ADDRESS,
        '[email]',
      ),
    );
    const code = (error as { code?: unknown } | null)?.code;
    this.code = typeof code === 'string' ? code : undefined;
  }
}

function connectionOptions(database: Database): ConstructorOptions {
  const { connection } = database;
  if (connection.kind === 'pglite') {
    return { db: fromPglite(connection.client), backend: 'pglite' };
  }
  // Its own small pool: a job running long never takes a connection a request needs.
  return { connectionString: connection.url, max: 3, application_name: 'convite-jobs' };
}

/**
 * Installs (or migrates) pg-boss's schema and stops: what `start` does first, for databases prepared
 * ahead of time (the test templates), so that starting on a copy only checks the version.
 */
export async function installJobsSchema(database: Database): Promise<void> {
  const boss = new PgBoss({ ...bossOptions(database), supervise: false, schedule: false });
  await boss.start();
  await boss.stop({ graceful: false });
}

function bossOptions(database: Database): ConstructorOptions {
  return { ...connectionOptions(database), schema: SCHEMA, registerInstance: false };
}

export function createJobs(options: JobsOptions): Jobs {
  const { database, config, logger, definitions, work } = options;
  const boss = new PgBoss({
    ...bossOptions(database),
    // Maintenance (expiring stuck jobs, deleting old ones) and cron only where jobs are worked.
    supervise: work,
    schedule: work,
    superviseIntervalSeconds: HEARTBEAT_SECONDS,
    monitorIntervalSeconds: HEARTBEAT_SECONDS,
  });
  boss.on('error', (error) => logger.error({ err: error }, 'job engine error'));
  const names = definitions.map((definition) => definition.name);

  async function setUpQueue(definition: JobDefinition<never>) {
    const queue = {
      retryLimit: definition.retryLimit,
      retryDelay: config.retryDelaySeconds,
      retryBackoff: true,
      retryDelayMax: RETRY_DELAY_MAX_SECONDS,
      expireInSeconds: definition.expireInSeconds,
      heartbeatSeconds: HEARTBEAT_SECONDS,
      deleteAfterSeconds: KEEP_FINISHED_SECONDS,
    };
    // createQueue keeps an existing queue as it is; updateQueue brings it to today's settings.
    await boss.createQueue(definition.name, { ...queue, notify: true });
    await boss.updateQueue(definition.name, queue);
  }

  /** One attempt of a job: its outcome for pg-boss, a failure logged and masked. */
  async function attempt(definition: JobDefinition<never>, job: Job<never>): Promise<JobResult> {
    // A span of its own per attempt (tracing on): the job's SQL and calls (SMTP, Stripe) under it.
    const attributes = { 'job.name': definition.name, 'job.id': job.id };
    try {
      await signals.inSpan(`job ${definition.name}`, attributes, () =>
        definition.handle(job.data, { id: job.id }),
      );
      signals.jobFinished(definition.name, 'completed');
      return { id: job.id, status: 'completed' };
    } catch (error) {
      const failure = new JobAttemptError(error);
      logger.warn(
        { err: failure, job: definition.name, jobId: job.id, attempt: job.retryCount + 1 },
        `job attempt failed: ${definition.name}`,
      );
      signals.jobFinished(definition.name, 'failed');
      signals.faultReported(error, { job: definition.name });
      return { id: job.id, status: 'failed', output: failure };
    }
  }

  /**
   * Queues a start-up job, each start its own (of an API or a worker: the working processes run
   * it): one queued by a process that started earlier may have looked before the crash this start
   * follows. Repeating the work is safe.
   */
  async function queueAtStart(definition: JobDefinition<never>) {
    const payload: unknown = definition.atStart?.();
    await boss.send(definition.name, payload as object | null, { singletonKey: AT_START_KEY });
  }

  async function workQueue(definition: JobDefinition<never>) {
    await boss.work<never>(
      definition.name,
      {
        pollingIntervalSeconds: POLLING_SECONDS,
        notifyPollingIntervalSeconds: POLLING_SECONDS,
        batchSize: BATCH_SIZE,
        burstWhenBatchFull: true,
        perJobResults: true,
      },
      async (batch) => {
        const byPayload = new Map<string, Job<never>[]>();
        for (const job of batch) {
          const payload = JSON.stringify(job.data);
          byPayload.set(payload, [...(byPayload.get(payload) ?? []), job]);
        }
        const results = await Promise.all(
          [...byPayload.values()].map(async (jobs) => {
            const outcomes: JobResult[] = [];
            for (const job of jobs) outcomes.push(await attempt(definition, job));
            return outcomes;
          }),
        );
        return results.flat();
      },
    );
    if (definition.schedule !== undefined) {
      await boss.schedule(definition.name, definition.schedule, null, { tz: 'UTC' });
    }
  }

  return {
    async send<N extends JobName>(name: N, data: JobPayloads[N], options: SendOptions = {}) {
      const { startAfterSeconds = 0, singleton } = options;
      const id = await boss.send(name, data, {
        startAfter: startAfterSeconds,
        ...(singleton && { singletonKey: singleton.key, singletonSeconds: singleton.seconds }),
      });
      return id !== null;
    },

    async start() {
      await boss.start();
      for (const definition of definitions) await setUpQueue(definition);
      if (work) for (const definition of definitions) await workQueue(definition);
      // Whether or not this process works them: an API whose jobs a worker runs crashes too.
      for (const definition of definitions) {
        if (definition.atStart !== undefined) await queueAtStart(definition);
      }
      logger.info({ queues: names, working: work }, 'jobs ready');
    },

    async stop(timeoutMs = STOP_TIMEOUT_MS) {
      await boss.stop({ graceful: true, timeout: timeoutMs });
    },

    async failed(page) {
      const db = boss.getDb();
      const failedHere = `from ${SCHEMA}.job where state = 'failed' and name = any($1::text[])`;
      const counted = await db.executeSql(`select count(*) as total ${failedHere}`, [names]);
      const total = Number((counted.rows[0] as { total: unknown }).total);
      const offset = (page - 1) * ADMIN_PAGE_SIZE;
      // A page past the last one is not read (its offset may be more than PostgreSQL takes).
      if (offset >= total) return { items: [], total };
      const { rows } = await db.executeSql(
        `select id, name, retry_count, output->>'message' as message, created_on, completed_on
           ${failedHere}
          order by completed_on desc, id desc
          limit $2 offset $3`,
        [names, ADMIN_PAGE_SIZE, offset],
      );
      const items = (rows as Record<string, unknown>[]).map((row) => ({
        id: String(row.id),
        name: String(row.name),
        attempts: Number(row.retry_count) + 1,
        lastError: typeof row.message === 'string' ? row.message : null,
        createdAt: new Date(row.created_on as string),
        failedAt: new Date(row.completed_on as string),
      }));
      return { items, total };
    },

    async retry(id) {
      const { rows } = await boss
        .getDb()
        .executeSql(`select name from ${SCHEMA}.job where id = $1 and state = 'failed'`, [id]);
      const name = (rows[0] as { name?: string } | undefined)?.name;
      if (name === undefined) return false;
      const result = (await boss.retry(name, id)) as { affected?: number };
      return (result.affected ?? 0) > 0;
    },
  };
}
