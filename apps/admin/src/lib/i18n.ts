import { createI18n } from '@convite/i18n/create-i18n';
import { adminTexts, commonTexts } from '@convite/i18n/texts';

export const i18n = createI18n({ texts: { admin: adminTexts, common: commonTexts } });
