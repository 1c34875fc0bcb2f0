import { serverTexts, type LocalizedText } from '@convite/i18n/server-texts';
import type { components } from '@convite/api/schema';
import { NotFoundError } from '../../domain/errors.ts';
import { totalPages } from '../../domain/paging.ts';
import type { FailedJob, Jobs } from '../../jobs/jobs.ts';

export type FailedJobDto = components['schemas']['FailedJob'];

const toFailedJobDto = (job: FailedJob): FailedJobDto => ({
  ...job,
  createdAt: job.createdAt.toISOString(),
  failedAt: job.failedAt.toISOString(),
});

/** Staff's view of the jobs whose retries ran out, and their retry (the caller is an admin). */
export function createAdminJobsService(deps: { jobs: Pick<Jobs, 'failed' | 'retry'> }) {
  return {
    async listFailed(page: number) {
      const { items, total } = await deps.jobs.failed(page);
      return { jobs: items.map(toFailedJobDto), page, totalPages: totalPages(total) };
    },

    async retry(id: string): Promise<{ message: LocalizedText }> {
      if (!(await deps.jobs.retry(id))) throw new NotFoundError(serverTexts.jobs.jobNotFound);
      return { message: serverTexts.jobs.retried };
    },
  };
}
