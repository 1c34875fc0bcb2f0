import { useTranslation } from 'react-i18next';
import type { Column } from '../../../components/data-table.tsx';
import { ListScreen } from '../../../components/list-screen.tsx';
import { formatAdminDate, formatMoney, personName } from '../../../lib/format.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import { usePayments, type AdminPayment } from '../api/payments.ts';
import { PaymentStatus } from './payment-status.tsx';
import { usePaymentMethodLabel } from './payment-method.ts';

export function PaymentsList() {
  const { t } = useTranslation('admin');
  const params = useListParams();
  const list = usePayments({ page: params.page });
  const methodLabel = usePaymentMethodLabel();
  const columns: Column<AdminPayment>[] = [
    { header: t('payments.id'), cell: (payment) => payment.id, isMain: true },
    {
      header: t('payments.amount'),
      cell: (payment) => formatMoney(payment.amount),
      isNowrap: true,
    },
    {
      header: t('payments.status'),
      cell: (payment) => <PaymentStatus status={payment.status} lateCharge={payment.lateCharge} />,
    },
    { header: t('payments.method'), cell: methodLabel },
    { header: t('payments.wedding'), cell: (payment) => payment.wedding?.name ?? '-' },
    {
      header: t('payments.client'),
      cell: (payment) => (payment.client ? personName(payment.client) : '-'),
    },
    {
      header: t('payments.createdAt'),
      cell: (payment) => formatAdminDate(payment.createdAt),
      isNowrap: true,
    },
  ];
  return (
    <ListScreen
      title={t('layout.payments')}
      params={params}
      isSearchable={false}
      list={list}
      rows={list.data?.payments}
      columns={columns}
      rowKey={(payment) => payment.id}
      detailPath={(payment) => `/admin/pagos/${payment.id}`}
    />
  );
}
