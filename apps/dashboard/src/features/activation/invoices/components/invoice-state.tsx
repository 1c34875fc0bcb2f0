import { currentLanguage } from '@convite/i18n/create-i18n';
import { formatCalendarDay, formatDateTime } from '@convite/i18n/dates';
import { canRequestInvoice, invoiceRequestLastDay } from '@convite/rules/cfdi';
import { Button } from '@convite/ui/button';
import { useTranslation } from 'react-i18next';
import type { Wedding } from '../../../../lib/wedding.ts';
import type { InvoiceRequest } from '../api/invoice-requests.ts';

type Payment = Wedding['payments'][number];

/** Beside a payment: its invoice requested, the action while its month lasts, or why there is none. */
export function InvoiceState({
  payment,
  request,
  onRequest,
}: {
  payment: Payment;
  request: InvoiceRequest | undefined;
  onRequest: () => void;
}) {
  const { t, i18n } = useTranslation('dashboard');
  const language = currentLanguage(i18n);
  if (request) {
    return (
      <p className="payments__invoice-done">
        {t('activation.invoice.requestedAt', {
          date: formatDateTime(request.createdAt, language),
        })}
      </p>
    );
  }
  if (payment.amount === 0) {
    return <p className="muted">{t('activation.invoice.nothingToInvoice')}</p>;
  }
  const purchasedAt = new Date(payment.createdAt);
  const lastDay = formatCalendarDay(invoiceRequestLastDay(purchasedAt), language, 'd LLL yyyy');
  if (!canRequestInvoice(purchasedAt, new Date())) {
    return <p className="muted">{t('activation.invoice.closed', { date: lastDay })}</p>;
  }
  return (
    <div className="payments__invoice-action">
      <Button
        variant="secondary"
        onClick={onRequest}
        aria-label={t('activation.invoice.requestFor', {
          date: formatDateTime(payment.createdAt, language),
        })}
      >
        {t('activation.invoice.request')}
      </Button>
      <span className="muted">{t('activation.invoice.until', { date: lastDay })}</span>
    </div>
  );
}
