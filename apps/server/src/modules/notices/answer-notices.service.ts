// The notices as the guest's answer reaches them: public-invitation queues one on every saved answer,
// a minute ahead and at most once a half-minute per couple, so the answers of that minute make one
// email.
import type { JobQueue } from '../../jobs/job-definitions.ts';

/**
 * How long an answer's notice waits for the answers after it. The first answer of a quiet couple
 * queues the job this far ahead; the answers until it runs find it queued and queue nothing.
 */
export const ANSWER_NOTICE_DELAY_SECONDS = 60;
/**
 * One job per couple in each slot of the clock this long (pg-boss's throttle). A slot's job was
 * queued within the slot and starts ANSWER_NOTICE_DELAY_SECONDS later, so after the slot has ended:
 * it tells every answer of its slot. An answer of the next slot queues the next job, which runs
 * after this one and sends only what this one did not (nothing, for a burst within a minute).
 */
const SLOT_SECONDS = ANSWER_NOTICE_DELAY_SECONDS / 2;

/**
 * Queues the "each" notice of a couple's new answers, debounced: at most one job a half-minute per
 * couple, which runs a minute after it was queued and tells every answer given until then. The
 * job reads the couple's choice when it runs (one who chose the digest or none gets nothing), so
 * the answer does not read it. True when this call queued the job, false when the slot had one.
 */
export async function queueAnswerNotice(jobs: JobQueue, clientId: number): Promise<boolean> {
  const queued = await jobs.send(
    'answer-notices',
    { clientId, choice: 'each' },
    {
      startAfterSeconds: ANSWER_NOTICE_DELAY_SECONDS,
      singleton: { key: `client-${clientId}`, seconds: SLOT_SECONDS },
    },
  );
  return queued === true;
}

/** Slack for the time a queueing takes (only this process's own clock is read, for intervals). */
const MARGIN_SECONDS = 10;
/**
 * After queueing a couple's job, this process queues none for their answers this long: that job
 * starts ANSWER_NOTICE_DELAY_SECONDS later, so it tells them.
 */
const SKIP_AFTER_QUEUEING_MS = (ANSWER_NOTICE_DELAY_SECONDS - MARGIN_SECONDS) * 1000;
/**
 * After finding the slot's job queued already, this long: that job was queued in the same slot, at
 * most SLOT_SECONDS earlier, so it starts at least DELAY − SLOT seconds from now.
 */
const SKIP_AFTER_FINDING_MS = (ANSWER_NOTICE_DELAY_SECONDS - SLOT_SECONDS - MARGIN_SECONDS) * 1000;
/** Past this many couples remembered, the ones whose skip is over are forgotten. */
const REMEMBERED_COUPLES = 10_000;

export type AnswerNotices = {
  /**
   * Queues the couple's notice of a new answer: nothing when this process knows their queued job
   * covers it, else one statement (a no-op when the slot's job is queued already). Never
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
        const queued = await queueAnswerNotice(jobs, clientId);
        if (covered.size >= REMEMBERED_COUPLES) {
          for (const [couple, until] of covered) if (until <= now) covered.delete(couple);
        }
        covered.set(clientId, now + (queued ? SKIP_AFTER_QUEUEING_MS : SKIP_AFTER_FINDING_MS));
      } catch (error) {
        reportFailure(error);
      }
    },
  };
}
