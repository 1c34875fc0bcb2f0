import { Button } from '@convite/ui/button';
import { useTranslation } from 'react-i18next';
import { AppLogo } from '../../../components/app-logo.tsx';
import { Details } from '../../../components/details.tsx';
import { formatMoney } from '../../../lib/format.ts';
import type { PromoterDetail } from '../api/promoters.ts';
import { totalEarned } from '../utils/total-earned.ts';
import { CommissionsTables } from './commissions-tables.tsx';
import { PromoCodesTable } from './promo-codes-table.tsx';

/**
 * The promoter's read-only view after login: what they earned in all first, then the same tables as
 * the admin's promoter detail, without edit buttons and with the payment IDs as plain text; on a
 * phone each row is a card. "Salir" clears it.
 */
export function PromoterView({
  promoter,
  onExit,
}: {
  promoter: PromoterDetail;
  onExit: () => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <main className="promoter-view">
      <header className="promoter-view__head">
        <AppLogo />
        <Button variant="secondary" onClick={onExit}>
          {t('promoter.exit')}
        </Button>
      </header>
      <h1>{t('promoter.title')}</h1>
      <section className="promoter-view__total" aria-labelledby="promoter-total">
        <h2 id="promoter-total">{t('promoter.totalEarned')}</h2>
        <p className="promoter-view__amount">{formatMoney(totalEarned(promoter.promoCodes))}</p>
        <p className="muted">{t('promoter.totalNote')}</p>
      </section>
      <Details
        items={[
          [t('promoter.id'), promoter.id],
          [t('promoter.name'), promoter.name],
          [t('promoter.email'), promoter.email],
        ]}
      />
      <h2>{t('promoters.promoCodes')}</h2>
      <PromoCodesTable promoCodes={promoter.promoCodes} hasPhoneCards />
      <CommissionsTables promoCodes={promoter.promoCodes} hasPhoneCards />
    </main>
  );
}
