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
import { Button } from '@convite/ui/button';
import { usePayment, useTestSettlement, type AdminPayment } from '../api/payments.ts';
import { PaymentStatus } from './payment-status.tsx';
import { usePaymentMethodLabel } from './payment-method.ts';

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
  const root = { label: t('layout.payments'), to: INDEX };
  const id = Number(useParams().id);
  const payment = usePayment(id);
  useReturnOnError(payment.error, INDEX);
  const title = t('payments.title', { id });
  const forward = useForwardState(title, { root });
  const methodLabel = usePaymentMethodLabel();
  const nextStep = useNextStepDetails();

  if (!payment.data) return <PageSpinner />;
  const data = payment.data;
  return (
    <section className="screen">
      <Breadcrumbs current={title} root={root} />
      <h1>{title}</h1>
      <Details
        items={[
          [t('payments.id'), data.id],
          [t('payments.amount'), formatMoney(data.amount)],
          [
            t('payments.status'),
            <PaymentStatus status={data.status} lateCharge={data.lateCharge} />,
          ],
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
          [t('payments.method'), methodLabel(data)],
          ...(data.installments === null
            ? []
            : [[t('payments.installments'), String(data.installments)] as const]),
          ...nextStep(data),
        ]}
      />
      {data.refund !== null || data.dispute !== null ? (
        <p className="muted">{t('payments.planRule')}</p>
      ) : null}
      {(data.nextAction?.kind === 'oxxo_voucher' || data.nextAction?.kind === 'spei_transfer') && (
        <TestSettlement id={data.id} />
      )}
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

/** While pending, what the couple still has to do: the voucher or transfer they pay, or their step. */
function useNextStepDetails() {
  const { t } = useTranslation('admin');
  return (payment: AdminPayment): [string, ReactNode][] => {
    const action = payment.nextAction;
    if (!action) return [];
    switch (action.kind) {
      case 'oxxo_voucher':
        return [
          [t('payments.oxxoNumber'), action.number],
          [t('payments.expiresAt'), formatAdminDate(action.expiresAt)],
          [
            t('payments.voucher'),
            action.voucherUrl ? (
              <a href={action.voucherUrl} target="_blank" rel="noopener noreferrer">
                {action.voucherUrl}
              </a>
            ) : (
              '-'
            ),
          ],
        ];
      case 'spei_transfer':
        return [
          [t('payments.clabe'), action.clabe],
          [t('payments.bank'), action.bankName],
          [t('payments.reference'), action.reference],
        ];
      default:
        return [[t('payments.pendingStep'), t(`payments.steps.${action.kind}`)]];
    }
  };
}

/**
 * The embedded gateway's stand-ins for OXXO and the bank, for a pending voucher or transfer in
 * development; gone for good once the API answers that it runs Stripe (404).
 */
function TestSettlement({ id }: { id: number }) {
  const { t } = useTranslation('admin');
  const settle = useTestSettlement(id);
  if (!settle.isAvailable) return null;
  return (
    <section className="test-settlement" aria-label={t('payments.testSettlement')}>
      <h2>{t('payments.testSettlement')}</h2>
      <p>{t('payments.testSettlementLead')}</p>
      <div className="test-settlement__actions">
        <Button
          loading={settle.isPending && settle.variables === 'paid'}
          disabled={settle.isPending}
          onClick={() => settle.mutate('paid')}
        >
          {t('payments.markPaid')}
        </Button>
        <Button
          variant="secondary"
          loading={settle.isPending && settle.variables === 'expired'}
          disabled={settle.isPending}
          onClick={() => settle.mutate('expired')}
        >
          {t('payments.markExpired')}
        </Button>
      </div>
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
