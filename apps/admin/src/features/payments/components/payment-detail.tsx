import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { DataTable } from '../../../components/data-table.tsx';
import { Details } from '../../../components/details.tsx';
import { PageSpinner } from '../../../components/page-spinner.tsx';
import { formatAdminDate, formatMoney, formatPercent, personName } from '../../../lib/format.ts';
import { useReturnOnError } from '../../../lib/use-return-on-error.ts';
import { Breadcrumbs } from '../../../components/breadcrumbs.tsx';
import { useForwardState } from '../../../lib/navigation.ts';
import { usePayment, type AdminPayment } from '../api/payments.ts';

const INDEX = '/admin/pagos';

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
      <InvoiceRequestDetails request={data.invoiceRequest} />
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

/** The couple's invoice (CFDI) request, with each SAT code beside its name, for staff to issue it. */
function InvoiceRequestDetails({ request }: { request: AdminPayment['invoiceRequest'] }) {
  const { t } = useTranslation(['admin', 'common']);
  return (
    <>
      <h2>{t('payments.invoiceRequest')}</h2>
      {request ? (
        <Details
          items={[
            [t('payments.invoiceRfc'), request.rfc],
            [t('payments.invoiceName'), request.name],
            [
              t('payments.invoiceTaxRegime'),
              `${request.taxRegime} · ${t(`common:cfdi.taxRegimes.${request.taxRegime}`, { defaultValue: '' })}`,
            ],
            [t('payments.invoicePostalCode'), request.postalCode],
            [
              t('payments.invoiceCfdiUse'),
              `${request.cfdiUse} · ${t(`common:cfdi.cfdiUses.${request.cfdiUse}`, { defaultValue: '' })}`,
            ],
            [t('payments.invoiceEmail'), request.email],
            [t('payments.invoiceRequestedAt'), formatAdminDate(request.createdAt)],
          ]}
        />
      ) : (
        <p className="muted">{t('payments.noInvoiceRequest')}</p>
      )}
    </>
  );
}
