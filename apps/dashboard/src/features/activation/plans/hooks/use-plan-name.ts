import { currentLanguage } from '@convite/i18n/create-i18n';
import { useTranslation } from 'react-i18next';
import type { InvitationPlan } from '../../../../lib/plans.ts';

/** A plan's name in the app's language: `name` in Spanish, `nameEng` in English. */
export function usePlanName() {
  const { i18n } = useTranslation('dashboard');
  const isEnglish = currentLanguage(i18n) === 'en';
  return (plan: InvitationPlan) => (isEnglish ? plan.nameEng : plan.name);
}
