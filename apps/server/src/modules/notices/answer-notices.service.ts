// The notices as the guest's answer reaches them: public-invitation queues one on every saved answer.
import type { JobQueue } from '../../jobs/job-definitions.ts';
import { createNoticesRepository } from './notices.repository.ts';

export type AnswerNotices = {
  /**
   * Queues the couple's notice of a new answer, if they want one each time. Never throws: the
   * answer is saved already, and a notice that could not be queued is sent by the sweep job.
   */
  answered(weddingId: number): Promise<void>;
};

/** Over the database handle of the caller's routes plugin (services do not import src/db). */
export function createAnswerNotices(
  db: Parameters<typeof createNoticesRepository>[0],
  jobs: JobQueue,
  reportFailure: (error: unknown) => void,
): AnswerNotices {
  const notices = createNoticesRepository(db);
  return {
    async answered(weddingId) {
      try {
        const recipient = await notices.recipientOfWedding(weddingId);
        if (recipient?.answerNotices !== 'each') return;
        await jobs.send('answer-notices', { clientId: recipient.clientId, choice: 'each' });
      } catch (error) {
        reportFailure(error);
      }
    },
  };
}
