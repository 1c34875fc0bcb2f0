import { useTranslation } from 'react-i18next';
import type { AdminPayment } from '../api/payments.ts';

type Status = AdminPayment['status'];
type LateCharge = NonNullable<AdminPayment['lateCharge']>;

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

/**
 * Money that came after the payment failed: staff see it beside the status, gold once settled
 * (applied, or refunded), red while the refund is still owed.
 */
const LATE_CHARGE_TONES: Record<LateCharge, 'warn' | 'bad'> = {
  applied: 'warn',
  refund_due: 'bad',
  refunded: 'warn',
};

export function PaymentStatus({
  status,
  lateCharge = null,
}: {
  status: Status;
  lateCharge?: AdminPayment['lateCharge'];
}) {
  const { t } = useTranslation('admin');
  return (
    <>
      <span className={`status-badge status-badge--${TONES[status]}`}>
        {t(`payments.statuses.${status}`)}
      </span>
      {lateCharge === null ? null : (
        <>
          {' '}
          <span className={`status-badge status-badge--${LATE_CHARGE_TONES[lateCharge]}`}>
            {t(`payments.lateCharges.${lateCharge}`)}
          </span>
        </>
      )}
    </>
  );
}
