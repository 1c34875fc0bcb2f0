import { createI18n } from '@convite/i18n/create-i18n';
import { commonTexts, dashboardTexts, validationTexts } from '@convite/i18n/texts';

export const i18n = createI18n({
  texts: { dashboard: dashboardTexts, common: commonTexts, validation: validationTexts },
});
