// The notices as the guest's answer reaches them: public-invitation queues one on every saved answer,
// a minute ahead and at most once a half-minute per couple, so the answers of that minute make one
// email.
import type { JobQueue } from '../../jobs/job-definitions.ts';

/**
 * How long an answer's notice waits for the answers after it (ANSWER_NOTICE_DELAY_S, 60 by
 * default). The first answer of a quiet couple queues the job this far ahead; the answers until it
 * runs find it queued and queue nothing.
 *
 * One job per couple in each slot of the clock half as long (pg-boss's throttle). A slot's job was
 * queued within the slot and starts the delay later, so after the slot has ended: it tells every
 * answer of its slot. An answer of the next slot queues the next job, which runs after this one
 * and sends only what this one did not (nothing, for a burst within a minute).
 */
const slotSeconds = (delaySeconds: number) => Math.max(1, Math.floor(delaySeconds / 2));

/**
 * Queues the "each" notice of a couple's new answers, debounced: at most one job a half-minute per
 * couple, which runs a minute after it was queued and tells every answer given until then. The
 * job reads the couple's choice when it runs (one who chose the digest or none gets nothing), so
 * the answer does not read it. True when this call queued the job, false when the slot had one.
 */
export async function queueAnswerNotice(
  jobs: JobQueue,
  clientId: number,
  delaySeconds: number,
): Promise<boolean> {
  const queued = await jobs.send(
    'answer-notices',
    { clientId, choice: 'each' },
    {
      startAfterSeconds: delaySeconds,
      singleton: { key: `client-${clientId}`, seconds: slotSeconds(delaySeconds) },
    },
  );
  return queued === true;
}

/** Slack for the time a queueing takes (only this process's own clock is read, for intervals). */
const MARGIN_SECONDS = 10;
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
  options: {
    /** ANSWER_NOTICE_DELAY_S. */
    delaySeconds: number;
    /** A monotonic clock in milliseconds. */
    clock?: () => number;
  },
): AnswerNotices {
  const { delaySeconds, clock = () => performance.now() } = options;
  // After queueing a couple's job, this process queues none for their answers this long: that
  // job starts the delay later, so it tells them. After finding the slot's job queued already,
  // this long: that job was queued in the same slot, at most a slot earlier, so it starts at
  // least the delay less a slot from now.
  const skipAfterQueueingMs = Math.max(0, delaySeconds - MARGIN_SECONDS) * 1000;
  const skipAfterFindingMs =
    Math.max(0, delaySeconds - slotSeconds(delaySeconds) - MARGIN_SECONDS) * 1000;
  /** Couple → until when their queued job covers their answers (this process queued it). */
  const covered = new Map<number, number>();
  return {
    async answered({ clientId }) {
      // A burst of answers (a couple's guests answering together) costs the database one insert
      // a minute, not one an answer.
      const now = clock();
      if ((covered.get(clientId) ?? 0) > now) return;
      try {
        const queued = await queueAnswerNotice(jobs, clientId, delaySeconds);
        if (covered.size >= REMEMBERED_COUPLES) {
          for (const [couple, until] of covered) if (until <= now) covered.delete(couple);
        }
        covered.set(clientId, now + (queued ? skipAfterQueueingMs : skipAfterFindingMs));
      } catch (error) {
        reportFailure(error);
      }
    },
  };
}
