import { currentLanguage } from '@convite/i18n/create-i18n';
import { formatDateTime } from '@convite/i18n/dates';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMxn } from '../../../../lib/money.ts';
import type { WeddingPayment } from '../../checkout/api/payments.ts';
import { useInvoiceRequests } from '../api/invoice-requests.ts';
import { InvoiceRequestModal } from './invoice-request-modal.tsx';
import { InvoiceState } from './invoice-state.tsx';
import { PaymentMethod } from './payment-method.tsx';

/** The paid payments: when, how, how much, and each one's invoice (CFDI) request. */
export function PaymentsList({
  weddingId,
  payments,
}: {
  weddingId: number;
  payments: WeddingPayment[] | undefined;
}) {
  const { t, i18n } = useTranslation('dashboard');
  const language = currentLanguage(i18n);
  const [invoicing, setInvoicing] = useState<WeddingPayment | null>(null);
  const { data: requests } = useInvoiceRequests(weddingId);
  if (!payments) return null;
  const paid = payments.filter((payment) => payment.status === 'succeeded');
  return (
    <div className="card">
      <h2>{t('activation.payments.title')}</h2>
      {paid.length === 0 ? (
        <p className="muted">{t('activation.payments.empty')}</p>
      ) : (
        <table className="payments">
          <thead>
            <tr>
              <th scope="col">{t('activation.payments.date')}</th>
              <th scope="col">{t('activation.payments.method')}</th>
              <th scope="col">{t('activation.payments.amount')}</th>
            </tr>
          </thead>
          {paid.map((payment) => (
            <tbody key={payment.id}>
              <tr>
                <td>{formatDateTime(payment.createdAt, language)}</td>
                <td>
                  <PaymentMethod payment={payment} />
                </td>
                <td className="payments__amount">
                  {t('activation.plans.price', { price: formatMxn(payment.amount) })}
                </td>
              </tr>
              <tr className="payments__invoice">
                <td colSpan={3}>
                  {requests && (
                    <InvoiceState
                      payment={payment}
                      request={requests.invoiceRequests.find((r) => r.paymentId === payment.id)}
                      onRequest={() => setInvoicing(payment)}
                    />
                  )}
                </td>
              </tr>
            </tbody>
          ))}
        </table>
      )}
      <InvoiceRequestModal
        weddingId={weddingId}
        payment={invoicing}
        onClose={() => setInvoicing(null)}
      />
    </div>
  );
}
