import { Button } from '@convite/ui/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../../components/data-table.tsx';
import { ListScreen } from '../../../components/list-screen.tsx';
import { formatAdminDate } from '../../../lib/format.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import { usePromoters, type Promoter } from '../api/promoters.ts';
import { PromoterModal } from './promoter-modal.tsx';

export function PromotersList() {
  const { t } = useTranslation('admin');
  const params = useListParams();
  const list = usePromoters(params.query);
  const [isCreating, setCreating] = useState(false);
  const columns: Column<Promoter>[] = [
    { header: t('promoters.id'), cell: (promoter) => promoter.id },
    { header: t('promoters.name'), cell: (promoter) => promoter.name, isMain: true },
    { header: t('promoters.email'), cell: (promoter) => promoter.email },
    {
      header: t('promoters.createdAt'),
      cell: (promoter) => formatAdminDate(promoter.createdAt),
      isNowrap: true,
    },
  ];
  return (
    <>
      <ListScreen
        title={t('layout.promoters')}
        params={params}
        isSearchable
        list={list}
        rows={list.data?.promoters}
        columns={columns}
        rowKey={(promoter) => promoter.id}
        detailPath={(promoter) => `/admin/promotores/${promoter.id}`}
        actions={<Button onClick={() => setCreating(true)}>{t('promoters.create')}</Button>}
      />
      {isCreating && <PromoterModal onClose={() => setCreating(false)} />}
    </>
  );
}
