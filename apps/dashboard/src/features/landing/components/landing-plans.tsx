import { currentLanguage } from '@convite/i18n/create-i18n';
import { Spinner } from '@convite/ui/spinner';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PlanCard } from '../../../components/plan-card.tsx';
import { trackEvent } from '../../../lib/analytics.ts';
import { usePlans } from '../../../lib/plans.ts';
import { AmexBadge, MastercardBadge, VisaBadge } from './brand-icons.tsx';

/** The plans on sale, each with Buy leading to login; then the cards accepted. */
export function LandingPlans() {
  const { t, i18n } = useTranslation('dashboard');
  const { data: plans, isError } = usePlans();
  const isEnglish = currentLanguage(i18n) === 'en';
  return (
    <section className="landing-section" aria-labelledby="landing-plans">
      <h2 id="landing-plans" className="landing-section__title">
        {t('landing.plans.title')}
      </h2>
      <p className="landing-section__lead">{t('landing.plans.lead')}</p>
      {plans ? (
        <div className="landing-plans">
          {[...plans]
            .sort((a, b) => a.priceMxn - b.priceMxn)
            .map((plan) => (
              <PlanCard key={plan.id} plan={plan}>
                <Link
                  to="/login"
                  className="cv-button cv-button--primary cv-button--full landing-plans__buy"
                  aria-label={t('landing.plans.buyPlan', {
                    name: isEnglish ? plan.nameEng : plan.name,
                  })}
                  // The plan's Spanish name: one name per plan in analytics, whatever the language.
                  onClick={() => trackEvent('buy_click', { plan: plan.name })}
                >
                  {t('landing.plans.buy')}
                </Link>
              </PlanCard>
            ))}
        </div>
      ) : isError ? (
        <p className="muted">{t('landing.plans.error')}</p>
      ) : (
        <div className="landing-plans__loading">
          <Spinner />
        </div>
      )}
      <div className="landing-cards">
        <p className="landing-cards__text">{t('landing.payments')}</p>
        <div className="landing-cards__brands">
          <VisaBadge label={t('landing.cards.visa')} />
          <MastercardBadge label={t('landing.cards.mastercard')} />
          <AmexBadge label={t('landing.cards.amex')} />
        </div>
      </div>
    </section>
  );
}
