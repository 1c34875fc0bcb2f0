import { createI18n } from '@convite/i18n/create-i18n';

export const i18n = createI18n({ namespaces: ['invitation', 'common'] });
