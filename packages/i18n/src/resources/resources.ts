// Every namespace together (the parity and unused-keys tests, the types); an app takes only its own
// namespaces from texts.ts.
import {
  adminTexts,
  commonTexts,
  dashboardTexts,
  invitationTexts,
  validationTexts,
} from './texts.ts';

const es = {
  common: commonTexts.es,
  validation: validationTexts.es,
  dashboard: dashboardTexts.es,
  admin: adminTexts.es,
  invitation: invitationTexts.es,
};

export type Namespace = keyof typeof es;
export type Translations = typeof es;

const en: Translations = {
  common: commonTexts.en,
  validation: validationTexts.en,
  dashboard: dashboardTexts.en,
  admin: adminTexts.en,
  invitation: invitationTexts.en,
};

export const resources = { es, en };

export const NAMESPACES = Object.keys(es) as Namespace[];
