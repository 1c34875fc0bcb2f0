import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { DataTable } from '../../../components/data-table.tsx';
import { Details } from '../../../components/details.tsx';
import { PageSpinner } from '../../../components/page-spinner.tsx';
import { formatAdminDate, formatMoney, formatPercent, personName } from '../../../lib/format.ts';
import { useReturnOnError } from '../../../lib/use-return-on-error.ts';
import { Breadcrumbs } from '../../../components/breadcrumbs.tsx';
import { CommissionReversal } from '../../../components/commission-reversal.tsx';
import { useForwardState } from '../../../lib/navigation.ts';
import { usePayment, type AdminPayment } from '../api/payments.ts';
import { PaymentStatus } from './payment-status.tsx';

const INDEX = '/admin/pagos';

type DetailItem = readonly [string, ReactNode];

/** What the provider took back: the refund and the dispute, each only when there is one. */
function reversalItems({ refund, dispute }: AdminPayment, t: TFunction<'admin'>): DetailItem[] {
  const items: DetailItem[] = [];
  if (refund !== null) {
    items.push(
      [t('payments.refundAmount'), formatMoney(refund.amountCentavos / 100)],
      [t('payments.refundedAt'), formatAdminDate(refund.refundedAt)],
    );
  }
  if (dispute !== null) {
    items.push(
      [t('payments.dispute'), t(`payments.disputeStatuses.${dispute.status}`)],
      [t('payments.disputeOpenedAt'), formatAdminDate(dispute.openedAt)],
      [t('payments.disputeClosedAt'), formatAdminDate(dispute.closedAt)],
    );
  }
  return items;
}

export function PaymentDetail() {
  const { t } = useTranslation('admin');
  const id = Number(useParams().id);
  const payment = usePayment(id);
  useReturnOnError(payment.error, INDEX);
  const title = t('payments.title', { id });
  const forward = useForwardState(title);

  if (!payment.data) return <PageSpinner />;
  const data = payment.data;
  return (
    <section className="screen">
      <Breadcrumbs current={title} root={{ label: t('layout.payments'), to: INDEX }} />
      <h1>{title}</h1>
      <Details
        items={[
          [t('payments.id'), data.id],
          [t('payments.amount'), formatMoney(data.amount)],
          [t('payments.status'), <PaymentStatus status={data.status} />],
          ...reversalItems(data, t),
          [
            t('payments.wedding'),
            // The wedding and client go when the client is deleted; the payment stays.
            data.wedding ? (
              <Link to={`/admin/bodas/${data.wedding.id}`} state={forward}>
                {data.wedding.name}
              </Link>
            ) : (
              '-'
            ),
          ],
          [
            t('payments.client'),
            data.client ? (
              <Link to={`/admin/clientes/${data.client.id}`} state={forward}>
                {personName(data.client)}
              </Link>
            ) : (
              '-'
            ),
          ],
          [t('payments.plan'), data.invitationPlan?.name ?? '-'],
          [t('payments.createdAt'), formatAdminDate(data.createdAt)],
          [t('payments.updatedAt'), formatAdminDate(data.updatedAt)],
          [t('payments.intentId'), data.stripePaymentIntentId ?? '-'],
        ]}
      />
      {data.status !== 'succeeded' && <p className="muted">{t('payments.planRule')}</p>}
      {data.commission && (
        <>
          <h2>{t('payments.commission')}</h2>
          <DataTable
            label={t('payments.commission')}
            rows={[data.commission]}
            rowKey={(commission) => commission.id}
            columns={[
              { header: t('payments.id'), cell: (commission) => commission.id },
              {
                header: t('payments.amount'),
                cell: (commission) => formatMoney(commission.amount),
              },
              {
                header: t('payments.percentage'),
                cell: (commission) => formatPercent(commission.percentage),
              },
              {
                header: t('payments.reversal'),
                cell: (commission) => <CommissionReversal reversal={commission.reversal} />,
              },
              {
                header: t('payments.promoter'),
                cell: (commission) => (
                  <Link to={`/admin/promotores/${commission.promoter.id}`} state={forward}>
                    {commission.promoter.name}
                  </Link>
                ),
              },
              {
                header: t('payments.commissionCreatedAt'),
                cell: (commission) => formatAdminDate(commission.createdAt),
                isNowrap: true,
              },
            ]}
          />
        </>
      )}
    </section>
  );
}
