import { currentLanguage } from '@convite/i18n/create-i18n';
import { NotIncluded } from '@convite/ui/not-included';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cheapestPlanWith, usePlans } from '../lib/plans.ts';
import type { Wedding } from '../lib/wedding.ts';
import './not-included-offer.css';

type Props = {
  wedding: Pick<Wedding, 'invitationPlan'>;
  /** The feature name the plan's slugs must contain (PLAN_FEATURES). */
  feature: string;
  /** "No incluido en tu plan". */
  text: string;
  /** Inside a row of actions: the pill and the upgrade as a link, without the explanation. */
  isCompact?: boolean;
};

/**
 * "Not included", with the cheapest plan that includes the feature and one tap to its checkout (the
 * plan tab opens it from `?plan=`). Rendered inside a wedding tab, so the plan tab is a sibling route.
 */
export function NotIncludedOffer({ wedding, feature, text, isCompact = false }: Props) {
  const { t, i18n } = useTranslation('dashboard');
  const { data: plans } = usePlans();
  const plan = plans && cheapestPlanWith(plans, wedding.invitationPlan, feature);
  if (!plan) return <NotIncluded text={text} />;
  const name = currentLanguage(i18n) === 'en' ? plan.nameEng : plan.name;
  const upgrade = (
    <Link
      className={`cv-button ${isCompact ? 'cv-button--ghost' : 'cv-button--primary not-included-offer__action'}`}
      to={{ pathname: '../activacion', search: `?plan=${plan.id}` }}
      relative="path"
    >
      {t('planOffer.upgrade', { name })}
    </Link>
  );
  if (isCompact) {
    return (
      <span className="not-included-offer--compact">
        <NotIncluded text={text} />
        {upgrade}
      </span>
    );
  }
  return (
    <div className="not-included-offer">
      <NotIncluded text={text} />
      <p className="not-included-offer__text">{t('planOffer.includedIn', { name })}</p>
      {upgrade}
    </div>
  );
}
