import { useTranslation } from 'react-i18next';
import type { AdminPayment } from '../api/payments.ts';

type Status = AdminPayment['status'];

/** Green when the money stayed, gold while part is back or disputed, red once it is gone. */
const TONES: Record<Status, 'ok' | 'warn' | 'bad' | 'neutral'> = {
  pending: 'neutral',
  succeeded: 'ok',
  failed: 'bad',
  partially_refunded: 'warn',
  disputed: 'warn',
  refunded: 'bad',
  dispute_lost: 'bad',
};

export function PaymentStatus({ status }: { status: Status }) {
  const { t } = useTranslation('admin');
  return (
    <span className={`status-badge status-badge--${TONES[status]}`}>
      {t(`payments.statuses.${status}`)}
    </span>
  );
}
