import { useTranslation } from 'react-i18next';
import type { AdminPayment } from '../api/payments.ts';

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** "Tarjeta Visa •••• 4242", "OXXO", "Transferencia SPEI", or "-" before the provider's first answer. */
export function usePaymentMethodLabel() {
  const { t } = useTranslation('admin');
  return (payment: Pick<AdminPayment, 'method' | 'card'>) => {
    if (!payment.method) return '-';
    const method = t(`payments.methods.${payment.method}`);
    return payment.card
      ? `${method} ${t('payments.card', { brand: capitalize(payment.card.brand), last4: payment.card.last4 })}`
      : method;
  };
}
