import { useTranslation } from 'react-i18next';
import { PlanCard } from '../../../../components/plan-card.tsx';
import type { InvitationPlan } from '../../../../lib/plans.ts';
import { usePlanName } from '../hooks/use-plan-name.ts';

/** The plan the wedding has, as its card. */
export function CurrentPlan({ plan }: { plan: InvitationPlan }) {
  const { t } = useTranslation('dashboard');
  const name = usePlanName();
  return (
    <div className="plans">
      <h2>{t('activation.current.title')}</h2>
      <p className="tab__lead">{t('activation.plan', { name: name(plan) })}</p>
      <PlanCard plan={plan} />
    </div>
  );
}
