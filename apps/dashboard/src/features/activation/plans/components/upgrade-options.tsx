import { useTranslation } from 'react-i18next';
import { PlanCard } from '../../../../components/plan-card.tsx';
import { trackEvent } from '../../../../lib/analytics.ts';
import { formatMxn } from '../../../../lib/money.ts';
import type { Wedding } from '../../../../lib/wedding.ts';
import { useUpgradeOptions } from '../api/upgrade-options.ts';
import { usePlanName } from '../hooks/use-plan-name.ts';
import { useRequestedCheckout, type ChooseItem } from '../hooks/use-requested-checkout.ts';

/** The dearer plans a wedding with a plan can move up to, each at the difference in price. */
export function UpgradeOptions({
  wedding,
  onChoose,
  onRequested,
}: {
  wedding: Wedding;
  onChoose: ChooseItem;
  onRequested: ChooseItem;
}) {
  const { t } = useTranslation('dashboard');
  const name = usePlanName();
  const { data: options } = useUpgradeOptions(wedding.id, true);
  useRequestedCheckout(
    options?.map((option) => ({ plan: option, amount: option.upgradePriceMxn })),
    onRequested,
  );
  if (!options) return null;
  return (
    <div className="plans">
      <h2>{t('activation.upgrades.title')}</h2>
      {options.length === 0 ? (
        <p className="muted">{t('activation.upgrades.none')}</p>
      ) : (
        <>
          <p className="muted">{t('activation.upgrades.pitch')}</p>
          <div className="plans__list">
            {options.map((option) => (
              <PlanCard
                key={option.id}
                plan={option}
                price={t('activation.upgrades.difference', {
                  price: formatMxn(option.upgradePriceMxn),
                })}
                action={
                  onChoose && {
                    label: t('activation.upgrades.upgrade', { name: name(option) }),
                    onClick: () => {
                      trackEvent('buy_click', { plan: option.name });
                      onChoose({ plan: option, amount: option.upgradePriceMxn });
                    },
                  }
                }
              />
            ))}
          </div>
        </>
      )}
    </div>
  );
}
