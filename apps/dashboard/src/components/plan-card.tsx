import { currentLanguage } from '@convite/i18n/create-i18n';
import { Button } from '@convite/ui/button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMxn } from '../lib/money.ts';
import type { InvitationPlan } from '../lib/plans.ts';
import './plan-card.css';

const NEW_FEATURE = 'aiThemeCreation';

/** The plan's features with aiThemeCreation first (the spec tags it New). */
export function orderedFeatures(plan: InvitationPlan) {
  const features = plan.invitationPlanFeatures;
  return [
    ...features.filter((feature) => feature.slug === NEW_FEATURE),
    ...features.filter((feature) => feature.slug !== NEW_FEATURE),
  ];
}

type Props = {
  plan: InvitationPlan;
  /** The price to show: the plan's, or an upgrade's difference (then without the old price). */
  price?: ReactNode;
  action?: { label: string; onClick: () => void };
  /** What ends the card instead of an action button (the landing's Buy link). */
  children?: ReactNode;
};

/** A plan: name by language, old price struck through, price with VAT, features, and an action. */
export function PlanCard({ plan, price, action, children }: Props) {
  const { t, i18n } = useTranslation('dashboard');
  const isEnglish = currentLanguage(i18n) === 'en';
  const name = isEnglish ? plan.nameEng : plan.name;
  return (
    <article className="card plan-card" aria-label={name}>
      <h3 className="plan-card__name">{name}</h3>
      <p className="plan-card__prices">
        {plan.oldPriceMxn !== null && price === undefined && (
          <s
            className="plan-card__old"
            aria-label={t('activation.plans.oldPrice', { price: formatMxn(plan.oldPriceMxn) })}
          >
            {formatMxn(plan.oldPriceMxn)}
          </s>
        )}
        <span className="plan-card__price">
          {price ?? t('activation.plans.price', { price: formatMxn(plan.priceMxn) })}
        </span>
        <span className="plan-card__tax">{t('activation.plans.taxIncluded')}</span>
      </p>
      <p className="plan-card__description">{isEnglish ? plan.descriptionEng : plan.description}</p>
      <ul className="plan-card__features">
        {orderedFeatures(plan).map((feature) => (
          <li key={feature.id}>
            {isEnglish ? feature.featureEng : feature.feature}
            {feature.slug === NEW_FEATURE && (
              <span className="plan-card__new">{t('activation.plans.new')}</span>
            )}
          </li>
        ))}
      </ul>
      {action && (
        <Button fullWidth onClick={action.onClick}>
          {action.label}
        </Button>
      )}
      {children}
    </article>
  );
}
