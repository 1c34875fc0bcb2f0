import { useTranslation } from 'react-i18next';
import type { Column } from '../../../components/data-table.tsx';
import { ListScreen } from '../../../components/list-screen.tsx';
import { formatAdminDate, personName } from '../../../lib/format.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import { useClients, type Client } from '../api/clients.ts';
import { authLabel, yesNo } from './client-labels.ts';

export function ClientsList() {
  const { t } = useTranslation('admin');
  const params = useListParams();
  const list = useClients(params.query);
  const columns: Column<Client>[] = [
    { header: t('clients.id'), cell: (client) => client.id },
    { header: t('clients.name'), cell: personName, isMain: true },
    { header: t('clients.email'), cell: (client) => client.email },
    { header: t('clients.verified'), cell: (client) => yesNo(client.verified, t) },
    { header: t('clients.auth'), cell: (client) => authLabel(client, t) },
    {
      header: t('clients.createdAt'),
      cell: (client) => formatAdminDate(client.createdAt),
      isNowrap: true,
    },
  ];
  return (
    <ListScreen
      title={t('layout.clients')}
      params={params}
      isSearchable
      list={list}
      rows={list.data?.clients}
      columns={columns}
      rowKey={(client) => client.id}
      detailPath={(client) => `/admin/clientes/${client.id}`}
    />
  );
}
