// The notices as the guest's answer reaches them: public-invitation queues one on every saved answer,
// a minute ahead and once a minute per couple, so the answers of that minute make one email.
import type { JobQueue } from '../../jobs/job-definitions.ts';

/**
 * How long an answer's notice waits for the answers after it. The first answer of a quiet couple
 * queues the job this far ahead; the answers until it runs find it queued and queue nothing (one
 * job per couple in each slot of this length: an answer in the next slot queues the next one, which
 * runs after this one and sends only what this one did not).
 */
export const ANSWER_NOTICE_DELAY_SECONDS = 60;

/**
 * Queues the "each" notice of a couple's new answers, debounced: at most one job a minute per
 * couple, which runs a minute after it was queued and tells every answer given until then. The job
 * reads the couple's choice when it runs (one who chose the digest or none gets nothing), so the
 * answer does not read it.
 */
export async function queueAnswerNotice(jobs: JobQueue, clientId: number): Promise<boolean> {
  const queued = await jobs.send(
    'answer-notices',
    { clientId, choice: 'each' },
    {
      startAfterSeconds: ANSWER_NOTICE_DELAY_SECONDS,
      singleton: { key: `client-${clientId}`, seconds: ANSWER_NOTICE_DELAY_SECONDS },
    },
  );
  return queued === true;
}

/**
 * After this process queued a couple's job, it queues none for their answers this long: the job
 * starts ANSWER_NOTICE_DELAY_SECONDS after it was queued, so it tells them. The margin covers the
 * time the queueing took (only this process's own clock is read, for an interval).
 */
const SKIP_AFTER_QUEUEING_MS = (ANSWER_NOTICE_DELAY_SECONDS - 10) * 1000;
/** Past this many couples remembered, the ones whose skip is over are forgotten. */
const REMEMBERED_COUPLES = 10_000;

export type AnswerNotices = {
  /**
   * Queues the couple's notice of a new answer: nothing when this process queued their job within
   * the minute, else one statement (a no-op when another process queued the minute's job). Never
   * throws: the answer is saved already, and a notice that could not be queued is queued by the
   * sweep job.
   */
  answered(wedding: { clientId: number }): Promise<void>;
};

export function createAnswerNotices(
  jobs: JobQueue,
  reportFailure: (error: unknown) => void,
  /** A monotonic clock in milliseconds. */
  clock: () => number = () => performance.now(),
): AnswerNotices {
  /** Couple → until when their queued job covers their answers (this process queued it). */
  const covered = new Map<number, number>();
  return {
    async answered({ clientId }) {
      // A burst of answers (a couple's guests answering together) costs the database one insert
      // a minute, not one an answer.
      const now = clock();
      if ((covered.get(clientId) ?? 0) > now) return;
      try {
        if (!(await queueAnswerNotice(jobs, clientId))) return;
        if (covered.size >= REMEMBERED_COUPLES) {
          for (const [couple, until] of covered) if (until <= now) covered.delete(couple);
        }
        covered.set(clientId, now + SKIP_AFTER_QUEUEING_MS);
      } catch (error) {
        reportFailure(error);
      }
    },
  };
}
