import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { featureAllowance, type FeatureAllowance } from '@convite/rules/plans';
import { NotIncludedOffer } from '../../../components/not-included-offer.tsx';
import type { Wedding } from '../../../lib/wedding.ts';

export type PlanGateProps = {
  wedding: Pick<Wedding, 'invitationPlan'>;
  /** The feature name the plan's slugs must contain (PLAN_FEATURES). */
  feature: string;
  children: (allowance: FeatureAllowance) => ReactNode;
};

/** The control of a plan feature, or "not included" with its upgrade when the plan (or test mode) lacks it. */
export function PlanGate({ wedding, feature, children }: PlanGateProps) {
  const { t } = useTranslation('dashboard');
  const allowance = featureAllowance(
    wedding.invitationPlan?.invitationPlanFeatures ?? null,
    feature,
  );
  if (allowance.isAvailable) return children(allowance);
  return (
    <NotIncludedOffer
      wedding={wedding}
      feature={feature}
      text={allowance.isTestMode ? t('editing.notInTestMode') : t('editing.notIncluded')}
    />
  );
}
