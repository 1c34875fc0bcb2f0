import { Button } from '@convite/ui/button';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '../../../components/data-table.tsx';
import { formatAdminDate, formatMoney, formatPercent } from '../../../lib/format.ts';
import type { PromoCode } from '../api/promoters.ts';

export type PromoCodesTableProps = {
  promoCodes: readonly PromoCode[];
  /** The edit button of each code; without it the table is read-only (the promoter's own view). */
  onEdit?: (promoCode: PromoCode) => void;
  /** A card per code on phones (the promoter's own view). */
  hasPhoneCards?: boolean;
};

/** A promoter's promo codes, in the admin detail and in the promoter's view. */
export function PromoCodesTable({ promoCodes, onEdit, hasPhoneCards }: PromoCodesTableProps) {
  const { t } = useTranslation('admin');
  if (promoCodes.length === 0) return <p className="muted">{t('promoCodes.empty')}</p>;
  const columns: Column<PromoCode>[] = [
    { header: t('promoCodes.code'), cell: (code) => code.code, isMain: true },
    {
      header: t('promoCodes.type'),
      cell: (code) =>
        code.type === 'percentage' ? t('promoCodes.percentage') : t('promoCodes.amount'),
    },
    {
      header: t('promoCodes.value'),
      cell: (code) =>
        code.type === 'percentage' ? formatPercent(code.value) : formatMoney(code.value),
      isNowrap: true,
    },
    {
      header: t('promoCodes.commission'),
      cell: (code) => (code.commission === null ? '-' : formatPercent(code.commission)),
    },
    {
      header: t('promoCodes.status'),
      cell: (code) => (code.isActive ? t('promoCodes.active') : t('promoCodes.inactive')),
    },
    { header: t('promoCodes.limit'), cell: (code) => code.usageLimit ?? '-' },
    { header: t('promoCodes.used'), cell: (code) => code.usedCount },
    {
      header: t('promoCodes.expiresAt'),
      cell: (code) => formatAdminDate(code.expiresAt),
      isNowrap: true,
    },
  ];
  if (onEdit)
    columns.push({
      header: t('promoCodes.actions'),
      cell: (code) => (
        <Button
          variant="secondary"
          aria-label={t('promoCodes.editLabel', { code: code.code })}
          onClick={() => onEdit(code)}
        >
          {t('promoCodes.edit')}
        </Button>
      ),
    });
  return (
    <DataTable
      label={t('promoters.promoCodes')}
      columns={columns}
      rows={promoCodes}
      rowKey={(code) => code.id}
      hasPhoneCards={hasPhoneCards}
    />
  );
}
