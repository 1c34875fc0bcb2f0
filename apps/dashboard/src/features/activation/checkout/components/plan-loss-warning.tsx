import { currentLanguage } from '@convite/i18n/create-i18n';
import { Button } from '@convite/ui/button';
import { useTranslation } from 'react-i18next';
import { usePlans, type InvitationPlan } from '../../../../lib/plans.ts';
import type { Wedding } from '../../../../lib/wedding.ts';
import { useGuestCount } from '../api/wedding-usage.ts';
import { planLosses, weddingUsage, type PlanLoss } from '../utils/plan-losses.ts';

type Props = {
  wedding: Wedding;
  plan: InvitationPlan;
  /** Buys another plan on sale instead (offered in test mode, where plans sell at their price). */
  onChoosePlan: ((plan: InvitationPlan) => void) | undefined;
  /** While a payment is under way. */
  disabled: boolean;
};

/**
 * Before paying: what the chosen plan lacks of what the wedding uses now (its guest list first),
 * that nothing is deleted, and the cheapest plan that keeps everything. Nothing when nothing is lost.
 */
export function PlanLossWarning({ wedding, plan, onChoosePlan, disabled }: Props) {
  const { t, i18n } = useTranslation('dashboard');
  const guests = useGuestCount(wedding.id);
  const { data: plans } = usePlans();
  const usage = weddingUsage(wedding, guests ?? 0);
  const losses = planLosses(plan.invitationPlanFeatures, usage);
  if (losses.length === 0) return null;
  const nameOf = (which: InvitationPlan) =>
    currentLanguage(i18n) === 'en' ? which.nameEng : which.name;
  const keepsAll =
    wedding.invitationPlan === null
      ? plans
          ?.filter((other) => other.priceMxn > plan.priceMxn)
          .sort((a, b) => a.priceMxn - b.priceMxn)
          .find((other) => planLosses(other.invitationPlanFeatures, usage).length === 0)
      : undefined;
  const title = t('activation.checkout.losses.title', { name: nameOf(plan) });
  return (
    <section className="plan-losses" aria-label={title}>
      <h3 className="plan-losses__title">{title}</h3>
      <ul className="plan-losses__list">
        {losses.map((loss) => (
          <li key={loss.kind}>
            <LossText loss={loss} />
          </li>
        ))}
      </ul>
      <p className="plan-losses__kept">{t('activation.checkout.losses.kept')}</p>
      {keepsAll && onChoosePlan && (
        <div className="plan-losses__better">
          <span>{t('activation.checkout.losses.better', { name: nameOf(keepsAll) })}</span>
          <Button variant="secondary" disabled={disabled} onClick={() => onChoosePlan(keepsAll)}>
            {t('activation.checkout.losses.choose', { name: nameOf(keepsAll) })}
          </Button>
        </div>
      )}
    </section>
  );
}

function LossText({ loss }: { loss: PlanLoss }) {
  const { t, i18n } = useTranslation('dashboard');
  switch (loss.kind) {
    case 'guests':
      return t('activation.checkout.losses.guests', { count: loss.count });
    case 'exclusiveEvents': {
      const language = currentLanguage(i18n);
      const quote = (name: string) => (language === 'en' ? `“${name}”` : `«${name}»`);
      const names = new Intl.ListFormat(language, { type: 'conjunction' }).format(
        loss.names.map(quote),
      );
      return t('activation.checkout.losses.exclusiveEvents', { names });
    }
    case 'song':
      return t('activation.checkout.losses.song');
    case 'galleryImages':
      return loss.max === null
        ? t('activation.checkout.losses.galleryImages', { count: loss.count })
        : t('activation.checkout.losses.galleryImagesLimit', loss);
    case 'eventImages':
      return loss.max === null
        ? t('activation.checkout.losses.eventImages')
        : t('activation.checkout.losses.eventImagesLimit', loss);
  }
}
