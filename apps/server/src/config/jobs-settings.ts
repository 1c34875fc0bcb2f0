import { documented, integer, oneOf, type SettingsOf } from './settings-schema.ts';

/** Durable jobs (src/jobs): where they are worked and how soon a failed one is tried again. */
export type JobsConfig = Readonly<{
  /** in-process: the API works them; worker: only `dist/worker.js` does (the API just queues). */
  mode: 'in-process' | 'worker';
  /** The first retry waits this long; each later one about twice the one before. */
  retryDelaySeconds: number;
  /** A guest's answer is told to the couple this long after it, with the answers meanwhile. */
  answerNoticeDelaySeconds: number;
  /** Guests' personal data is erased this many days after their wedding (modules/retention). */
  guestDataRetentionDays: number;
}>;

/** Durable jobs: which process works them, and the wait before a retry. */
export const jobsSettings = {
  JOBS: documented(
    oneOf(['in-process', 'worker']).default('in-process'),
    '`in-process`: the API process works the durable jobs (emails, clean-ups); `worker`: only the worker process (`pnpm --filter @convite/server worker`, needs `DATABASE_URL`) does, the API just queues them',
  ),
  JOBS_RETRY_DELAY_S: documented(
    integer(1, 3600, 'seconds').default(30),
    'seconds before a failed job (an email the mail server refused) is tried again; each later retry waits about twice as long',
  ),
  ANSWER_NOTICE_DELAY_S: documented(
    integer(1, 3600, 'seconds').default(60),
    "seconds a couple's answer notice waits for the answers after the first, so a burst of answers makes one email",
  ),
  GUEST_DATA_RETENTION_DAYS: documented(
    integer(31, 3650, 'days').default(180),
    "days after a wedding its guests' personal data (names, phones, answers, diets, messages, openings) is erased, keeping only counts; the couple is emailed 30 days before with a link to download it",
  ),
};

export function jobsConfig(s: SettingsOf<typeof jobsSettings>): JobsConfig {
  return {
    mode: s.JOBS,
    retryDelaySeconds: s.JOBS_RETRY_DELAY_S,
    answerNoticeDelaySeconds: s.ANSWER_NOTICE_DELAY_S,
    guestDataRetentionDays: s.GUEST_DATA_RETENTION_DAYS,
  };
}
