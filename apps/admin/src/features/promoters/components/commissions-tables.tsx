import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CommissionReversal } from '../../../components/commission-reversal.tsx';
import { DataTable } from '../../../components/data-table.tsx';
import { formatAdminDate, formatMoney, formatPercent } from '../../../lib/format.ts';
import type { PromoCode } from '../api/promoters.ts';

export type CommissionsTablesProps = {
  promoCodes: readonly PromoCode[];
  /**
   * The breadcrumb state for the payment links (this screen pushed first); without it the payment
   * IDs are plain text (the promoter's own view).
   */
  paymentLinkState?: unknown;
  /** A card per commission on phones (the promoter's own view). */
  hasPhoneCards?: boolean;
};

/** "Comisiones": one table per promo code; nothing at all for a promoter without codes. */
export function CommissionsTables({
  promoCodes,
  paymentLinkState,
  hasPhoneCards,
}: CommissionsTablesProps) {
  const { t } = useTranslation('admin');
  if (promoCodes.length === 0) return null;
  return (
    <>
      <h2>{t('promoters.commissions')}</h2>
      {promoCodes.map((code) => {
        const label = t('promoCodes.commissionsOf', { code: code.code });
        return (
          <div key={code.id} className="commissions">
            <h3>{label}</h3>
            {code.commissions.length === 0 ? (
              <p className="muted">{t('promoCodes.noCommissions')}</p>
            ) : (
              <DataTable
                label={label}
                rows={code.commissions}
                rowKey={(commission) => commission.id}
                hasPhoneCards={hasPhoneCards}
                columns={[
                  { header: t('promoCodes.commissionId'), cell: (commission) => commission.id },
                  {
                    header: t('promoCodes.commissionAmount'),
                    cell: (commission) => formatMoney(commission.amount),
                    isNowrap: true,
                  },
                  {
                    header: t('promoCodes.commissionPercentage'),
                    cell: (commission) => formatPercent(commission.percentage),
                  },
                  {
                    header: t('promoCodes.commissionReversal'),
                    cell: (commission) => <CommissionReversal reversal={commission.reversal} />,
                  },
                  {
                    header: t('promoCodes.paymentId'),
                    cell: (commission) =>
                      paymentLinkState === undefined ? (
                        commission.paymentId
                      ) : (
                        <Link to={`/admin/pagos/${commission.paymentId}`} state={paymentLinkState}>
                          {commission.paymentId}
                        </Link>
                      ),
                  },
                  {
                    header: t('promoCodes.commissionCreatedAt'),
                    cell: (commission) => formatAdminDate(commission.createdAt),
                    isNowrap: true,
                  },
                ]}
              />
            )}
          </div>
        );
      })}
    </>
  );
}
