import { Spinner } from '@convite/ui/spinner';
import { useTranslation } from 'react-i18next';
import { PlanCard } from '../../../../components/plan-card.tsx';
import { trackEvent } from '../../../../lib/analytics.ts';
import { usePlans } from '../../../../lib/plans.ts';
import { usePlanName } from '../hooks/use-plan-name.ts';
import { useRequestedCheckout, type ChooseItem } from '../hooks/use-requested-checkout.ts';

/** The plans; without onChoose (a payment pending) they cannot be bought. */
export function PlansOnSale({
  onChoose,
  onRequested,
}: {
  onChoose: ChooseItem;
  onRequested: ChooseItem;
}) {
  const { t } = useTranslation('dashboard');
  const name = usePlanName();
  const { data: plans } = usePlans();
  useRequestedCheckout(
    plans?.map((plan) => ({ plan, amount: plan.priceMxn })),
    onRequested,
  );
  return (
    <div className="plans">
      <h2>{t('activation.plans.title')}</h2>
      {plans ? (
        <div className="plans__list">
          {[...plans]
            .sort((a, b) => a.priceMxn - b.priceMxn)
            .map((plan) => (
              <PlanCard
                key={plan.id}
                plan={plan}
                action={
                  onChoose && {
                    label: t('activation.plans.buy', { name: name(plan) }),
                    onClick: () => {
                      // The Spanish name, as the landing sends it: one name per plan in the reports.
                      trackEvent('buy_click', { plan: plan.name });
                      onChoose({ plan, amount: plan.priceMxn });
                    },
                  }
                }
              />
            ))}
        </div>
      ) : (
        <Spinner />
      )}
    </div>
  );
}
