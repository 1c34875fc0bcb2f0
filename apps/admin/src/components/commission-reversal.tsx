import type { components } from '@convite/api/schema';
import { useTranslation } from 'react-i18next';
import { formatAdminDate, formatMoney } from '../lib/format.ts';

type Reversal = components['schemas']['CommissionReversal'];

/**
 * The part of a commission a refund or a lost dispute took back, as a debit beside what it earned
 * ("−$149 · Reembolso · date"); "-" when nothing was. Staff's payment and a promoter's statement show
 * it alike.
 */
export function CommissionReversal({ reversal }: { reversal: Reversal | null }) {
  const { t } = useTranslation('admin');
  if (reversal === null) return '-';
  return (
    <span className="reversal">
      <span className="reversal__what">
        <span className="reversal__amount">−{formatMoney(reversal.amount)}</span>{' '}
        {t(`payments.reversalReasons.${reversal.reason}`)}
      </span>{' '}
      <span className="reversal__when">· {formatAdminDate(reversal.reversedAt)}</span>
    </span>
  );
}
