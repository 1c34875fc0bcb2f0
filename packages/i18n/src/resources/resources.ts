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

const es = {
  common: esCommon,
  validation: esValidation,
  dashboard: esDashboard,
  admin: esAdmin,
  invitation: esInvitation,
};

export type Namespace = keyof typeof es;
export type Translations = typeof es;

const en: Translations = {
  common: enCommon,
  validation: enValidation,
  dashboard: enDashboard,
  admin: enAdmin,
  invitation: enInvitation,
};

export const resources = { es, en };

export const NAMESPACES = Object.keys(es) as Namespace[];
