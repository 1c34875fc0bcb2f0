import { Button } from '@convite/ui/button';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../../components/data-table.tsx';
import { ListScreen } from '../../../components/list-screen.tsx';
import { formatAdminDate } from '../../../lib/format.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import { useMessageMutation } from '../../../lib/use-message-mutation.ts';
import { FAILED_JOB_KEYS, retryJob, useFailedJobs, type FailedJob } from '../api/jobs.ts';

/** Emails and clean-ups whose retries ran out, each with "Reintentar" (it runs again soon). */
export function FailedJobsList() {
  const { t } = useTranslation('admin');
  const params = useListParams();
  const list = useFailedJobs({ page: params.page });
  const retry = useMessageMutation(retryJob, FAILED_JOB_KEYS);
  // A job added later without its label yet shows its technical name.
  const jobName = (job: FailedJob) => t(`jobs.names.${job.name}`, { defaultValue: job.name });
  const columns: Column<FailedJob>[] = [
    { header: t('jobs.name'), cell: jobName, isMain: true },
    // Beside the name, so a phone shows it without scrolling the table sideways.
    {
      header: t('jobs.action'),
      cell: (job) => (
        <Button
          variant="secondary"
          aria-label={t('jobs.retryNamed', { name: jobName(job) })}
          disabled={retry.isPending && retry.variables === job.id}
          onClick={() => retry.mutate(job.id)}
        >
          {t('jobs.retry')}
        </Button>
      ),
    },
    { header: t('jobs.attempts'), cell: (job) => job.attempts },
    { header: t('jobs.lastError'), cell: (job) => job.lastError ?? t('jobs.noError') },
    { header: t('jobs.failedAt'), cell: (job) => formatAdminDate(job.failedAt), isNowrap: true },
    { header: t('jobs.createdAt'), cell: (job) => formatAdminDate(job.createdAt), isNowrap: true },
  ];
  return (
    <ListScreen
      title={t('layout.jobs')}
      intro={t('jobs.intro')}
      emptyText={t('jobs.empty')}
      params={params}
      isSearchable={false}
      list={list}
      rows={list.data?.jobs}
      columns={columns}
      rowKey={(job) => job.id}
    />
  );
}
