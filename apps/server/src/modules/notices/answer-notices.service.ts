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
export async function queueAnswerNotice(jobs: JobQueue, clientId: number): Promise<void> {
  await jobs.send(
    'answer-notices',
    { clientId, choice: 'each' },
    {
      startAfterSeconds: ANSWER_NOTICE_DELAY_SECONDS,
      singleton: { key: `client-${clientId}`, seconds: ANSWER_NOTICE_DELAY_SECONDS },
    },
  );
}

export type AnswerNotices = {
  /**
   * Queues the couple's notice of a new answer (one statement, most often a no-op: the minute's job
   * is queued already). Never throws: the answer is saved already, and a notice that could not be
   * queued is queued by the sweep job.
   */
  answered(wedding: { clientId: number }): Promise<void>;
};

export function createAnswerNotices(
  jobs: JobQueue,
  reportFailure: (error: unknown) => void,
): AnswerNotices {
  return {
    async answered({ clientId }) {
      try {
        await queueAnswerNotice(jobs, clientId);
      } catch (error) {
        reportFailure(error);
      }
    },
  };
}
