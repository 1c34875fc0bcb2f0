import { useTranslation } from 'react-i18next';
import type { Column } from '../../../components/data-table.tsx';
import { ListScreen } from '../../../components/list-screen.tsx';
import { formatAdminDate, personName } from '../../../lib/format.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import { useWeddings, type AdminWedding } from '../api/weddings.ts';

export function WeddingsList() {
  const { t } = useTranslation('admin');
  const params = useListParams();
  const list = useWeddings(params.query);
  const columns: Column<AdminWedding>[] = [
    { header: t('weddings.id'), cell: (wedding) => wedding.id },
    { header: t('weddings.slug'), cell: (wedding) => wedding.slug, isMain: true },
    { header: t('weddings.client'), cell: (wedding) => personName(wedding.client) },
    {
      header: t('weddings.date'),
      cell: (wedding) => formatAdminDate(wedding.date),
      isNowrap: true,
    },
    {
      header: t('weddings.status'),
      cell: (wedding) => (wedding.active ? t('weddings.active') : t('weddings.inactive')),
    },
    {
      header: t('weddings.plan'),
      cell: (wedding) => wedding.invitationPlan?.name ?? t('weddings.noPlan'),
    },
    {
      header: t('weddings.createdAt'),
      cell: (wedding) => formatAdminDate(wedding.createdAt),
      isNowrap: true,
    },
  ];
  return (
    <ListScreen
      title={t('layout.weddings')}
      params={params}
      isSearchable
      list={list}
      rows={list.data?.weddings}
      columns={columns}
      rowKey={(wedding) => wedding.id}
      detailPath={(wedding) => `/admin/bodas/${wedding.id}`}
    />
  );
}
