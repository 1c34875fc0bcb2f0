import { useTranslation } from 'react-i18next';
import type { WeddingPayment } from '../../checkout/api/payments.ts';

const CARD_BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
};

/** "Visa •••• 4242", its meses sin intereses below; "Efectivo en OXXO"; "Transferencia SPEI". */
export function PaymentMethod({ payment }: { payment: WeddingPayment }) {
  const { t } = useTranslation('dashboard');
  if (payment.method === 'card' && payment.card) {
    const { brand, last4 } = payment.card;
    return (
      <>
        <span className="payments__card">
          {t('activation.payments.card', { brand: CARD_BRANDS[brand] ?? brand, last4 })}
        </span>
        {payment.installments && (
          <span className="payments__detail">
            {t('activation.payments.installments', { months: payment.installments })}
          </span>
        )}
      </>
    );
  }
  if (payment.method === 'oxxo') return <>{t('activation.payments.oxxo')}</>;
  if (payment.method === 'spei') return <>{t('activation.payments.spei')}</>;
  return <>-</>;
}
