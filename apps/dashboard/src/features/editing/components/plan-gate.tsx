import { NotIncluded } from '@convite/ui/not-included';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { featureAllowance, type FeatureAllowance } from '@convite/rules/plans';
import type { Wedding } from '../../../lib/wedding.ts';

export type PlanGateProps = {
  wedding: Pick<Wedding, 'invitationPlan'>;
  /** The feature name the plan's slugs must contain (PLAN_FEATURES). */
  feature: string;
  children: (allowance: FeatureAllowance) => ReactNode;
};

/** The control of a plan feature, or "not included" when the plan (or test mode) lacks it. */
export function PlanGate({ wedding, feature, children }: PlanGateProps) {
  const { t } = useTranslation('dashboard');
  const allowance = featureAllowance(
    wedding.invitationPlan?.invitationPlanFeatures ?? null,
    feature,
  );
  if (allowance.isAvailable) return children(allowance);
  return (
    <NotIncluded
      text={allowance.isTestMode ? t('editing.notInTestMode') : t('editing.notIncluded')}
    />
  );
}
