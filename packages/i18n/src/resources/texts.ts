// Each namespace's texts in both languages, one export each, so that an app bundles only the
// namespaces it imports (the admin never carries the couples' texts or the terms, nor the reverse).
// A namespace assembled from parts by spreading them looks side-effectful to the bundler; the
// package's `"sideEffects": false` is what lets it drop a namespace no import uses.
import type { Language } from '../create-i18n.ts';
import { admin as enAdmin } from './en/admin.ts';
import { common as enCommon } from './en/common.ts';
import { dashboard as enDashboard } from './en/dashboard.ts';
import { invitation as enInvitation } from './en/invitation.ts';
import { validation as enValidation } from './en/validation.ts';
import { admin as esAdmin } from './es/admin.ts';
import { common as esCommon } from './es/common.ts';
import { dashboard as esDashboard } from './es/dashboard.ts';
import { invitation as esInvitation } from './es/invitation.ts';
import { validation as esValidation } from './es/validation.ts';
import type { Namespace, Translations } from './resources.ts';

/** The texts an app's i18n instance holds, by namespace. */
export type AppTexts = { [N in Namespace]?: Record<Language, Translations[N]> };

export const commonTexts = { es: esCommon, en: enCommon };
export const validationTexts = { es: esValidation, en: enValidation };
export const dashboardTexts = { es: esDashboard, en: enDashboard };
export const adminTexts = { es: esAdmin, en: enAdmin };
export const invitationTexts = { es: esInvitation, en: enInvitation };
