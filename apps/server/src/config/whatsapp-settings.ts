import { z } from 'zod';
import { documented, got, httpUrl, integer, ms, type SettingsOf } from './settings-schema.ts';

/**
 * The WhatsApp Business Cloud API driver (template messages, delivery statuses by webhook). Null
 * until every required WHATSAPP_* setting is given: couples then send from their own phone (wa.me).
 */
export type WhatsAppConfig = Readonly<{
  accessToken: string;
  phoneNumberId: string;
  /** Signs the webhook's bodies (X-Hub-Signature-256). */
  appSecret: string;
  /** What Meta echoes when it verifies the webhook's address (GET hub.verify_token). */
  verifyToken: string;
  /** The pass's is optional: without it, couples send the passes from their own phone. */
  templates: Readonly<{ invitation: string; reminder: string; pass: string | null }>;
  /** The templates' language code, e.g. es_MX. */
  templateLanguage: string;
  /** The Graph API origin (Meta's, or a Graph-speaking server for tests and development). */
  graphUrl: string;
  graphVersion: string;
  timeoutMs: number;
}>;

/** The WhatsApp Business Cloud API: off until every required setting is given, all or none. */
export const whatsAppSettings = {
  WHATSAPP_ACCESS_TOKEN: documented(
    z.string().optional(),
    "the WhatsApp Business Cloud API access token (a system user's token); the Cloud API is on when this and the other required `WHATSAPP_*` settings are set, all or none",
    'none: couples send from their own phone (`wa.me` links)',
  ),
  WHATSAPP_PHONE_NUMBER_ID: documented(
    z
      .string()
      .regex(/^\d{1,30}$/, got('the numeric id of the sending phone number'))
      .optional(),
    'the id of the business phone number that sends (WhatsApp Manager → API setup); required with the Cloud API',
    'none',
  ),
  WHATSAPP_APP_SECRET: documented(
    z.string().optional(),
    "the Meta app's secret, which signs the webhook's bodies (`X-Hub-Signature-256`); required with the Cloud API",
    'none',
  ),
  WHATSAPP_VERIFY_TOKEN: documented(
    z.string().optional(),
    "a token of your choice, typed in Meta's webhook settings, that `GET /v1/webhooks/whatsapp` checks; required with the Cloud API",
    'none',
  ),
  WHATSAPP_TEMPLATE_INVITATION: documented(
    z
      .string()
      .regex(/^[a-z0-9_]{1,512}$/, got('a template name (a-z, 0-9 and _)'))
      .optional(),
    "the approved template of the invitation (body parameters: guest's name, couple, date, personal link); required with the Cloud API",
    'none',
  ),
  WHATSAPP_TEMPLATE_REMINDER: documented(
    z
      .string()
      .regex(/^[a-z0-9_]{1,512}$/, got('a template name (a-z, 0-9 and _)'))
      .optional(),
    'the approved template of the reminder (the same four body parameters); required with the Cloud API',
    'none',
  ),
  WHATSAPP_TEMPLATE_PASS: documented(
    z
      .string()
      .regex(/^[a-z0-9_]{1,512}$/, got('a template name (a-z, 0-9 and _)'))
      .optional(),
    "the approved template of the pass sent the week before the wedding (guest's name, couple, date, the household's pass link)",
    'none: couples send the passes from their own phone',
  ),
  WHATSAPP_TEMPLATE_LANGUAGE: documented(
    z
      .string()
      .regex(/^[a-z]{2,3}(_[A-Z]{2})?$/, got('a language code such as es_MX'))
      .default('es_MX'),
    "the templates' language code",
  ),
  WHATSAPP_GRAPH_URL: documented(
    httpUrl.default('https://graph.facebook.com'),
    'the Graph API origin (tests and development: a server speaking the Graph API)',
  ),
  WHATSAPP_GRAPH_VERSION: documented(
    z
      .string()
      .regex(/^v\d+\.\d+$/, got('a Graph API version such as v21.0'))
      .default('v21.0'),
    'the Graph API version of the calls',
  ),
  WHATSAPP_TIMEOUT_MS: documented(
    integer(1000, 120_000, ms).default(15_000),
    'milliseconds one Cloud API call may take (1000 to 120000)',
  ),
};

/** The settings the WhatsApp Cloud API needs, all or none (the others have defaults). */
export const WHATSAPP_REQUIRED = [
  'WHATSAPP_ACCESS_TOKEN',
  'WHATSAPP_PHONE_NUMBER_ID',
  'WHATSAPP_APP_SECRET',
  'WHATSAPP_VERIFY_TOKEN',
  'WHATSAPP_TEMPLATE_INVITATION',
  'WHATSAPP_TEMPLATE_REMINDER',
] as const satisfies readonly (keyof typeof whatsAppSettings)[];

export function whatsAppConfig(s: SettingsOf<typeof whatsAppSettings>): WhatsAppConfig | null {
  const {
    WHATSAPP_ACCESS_TOKEN: accessToken,
    WHATSAPP_PHONE_NUMBER_ID: phoneNumberId,
    WHATSAPP_APP_SECRET: appSecret,
    WHATSAPP_VERIFY_TOKEN: verifyToken,
    WHATSAPP_TEMPLATE_INVITATION: invitation,
    WHATSAPP_TEMPLATE_REMINDER: reminder,
  } = s;
  if (
    accessToken === undefined ||
    phoneNumberId === undefined ||
    appSecret === undefined ||
    verifyToken === undefined ||
    invitation === undefined ||
    reminder === undefined
  ) {
    return null;
  }
  return {
    accessToken,
    phoneNumberId,
    appSecret,
    verifyToken,
    templates: { invitation, reminder, pass: s.WHATSAPP_TEMPLATE_PASS ?? null },
    templateLanguage: s.WHATSAPP_TEMPLATE_LANGUAGE,
    graphUrl: s.WHATSAPP_GRAPH_URL,
    graphVersion: s.WHATSAPP_GRAPH_VERSION,
    timeoutMs: s.WHATSAPP_TIMEOUT_MS,
  };
}
