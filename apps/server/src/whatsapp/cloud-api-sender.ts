// The WhatsApp Business Cloud API driver: one template message per POST
// {graphUrl}/{version}/{phoneNumberId}/messages with the access token as a bearer, made with the
// built-in fetch under a timeout. Graph's errors become a WhatsAppFailure, retryable or not
// (https://developers.facebook.com/docs/whatsapp/cloud-api/support/error-codes).
import type { WhatsAppConfig } from '../config/config.ts';
import type {
  SendResult,
  TemplateMessage,
  TemplateParameters,
  WhatsAppFailure,
  WhatsAppSender,
} from './whatsapp-sender.ts';
import { longDay } from '../content-kit/long-day.ts';

/** Graph's error object (`{ error: { message, type, code, error_subcode, error_data, fbtrace_id } }`). */
type GraphError = { message?: unknown; code?: unknown; error_data?: { details?: unknown } };

/** Codes that may succeed later as they are: throttling, Meta's own outages, a token to renew. */
const RETRYABLE_CODES = new Set([
  0, // AuthException
  1, // API unknown
  2, // API service (temporary)
  4, // application request limit
  190, // access token expired or invalid
  80007, // WhatsApp Business Account rate limit
  130429, // Cloud API throughput reached
  131000, // something went wrong
  131016, // service unavailable
  131056, // pair rate limit (too many messages to the same number)
  133004, // server temporarily unavailable
]);

/** Titles of the codes the couple is most likely to meet, for the row and the logs. */
const TITLES: Record<number, string> = {
  190: 'Access token refused',
  130429: 'Rate limit hit',
  131026: 'Message undeliverable',
  131047: 'Re-engagement message',
  132001: 'Template does not exist',
  132000: 'Template parameter count mismatch',
  133010: 'Phone number not registered',
};

export function failureOf(status: number, error: GraphError | undefined): WhatsAppFailure {
  const code = typeof error?.code === 'number' ? error.code : null;
  const title = (code === null ? undefined : TITLES[code]) ?? `Graph API error (HTTP ${status})`;
  const retryable =
    status >= 500 ||
    status === 401 ||
    status === 429 ||
    (code !== null && RETRYABLE_CODES.has(code));
  return { code, title, retryable };
}

/** {{1}} guest's name, {{2}} couple, {{3}} date, {{4}} personal link. */
function bodyTexts(parameters: TemplateParameters, locale: string): string[] {
  const date = longDay(parameters.date, locale.toLowerCase().startsWith('es') ? 'es' : 'en');
  return [parameters.guestName, parameters.couple, date, parameters.link];
}

export function createCloudApiSender(
  config: Pick<
    WhatsAppConfig,
    | 'accessToken'
    | 'phoneNumberId'
    | 'templates'
    | 'templateLanguage'
    | 'graphUrl'
    | 'graphVersion'
    | 'timeoutMs'
  >,
): WhatsAppSender {
  // es_MX → es-MX, the locale the date is written in.
  const locale = config.templateLanguage.replace('_', '-');
  const endpoint = `${config.graphUrl}/${config.graphVersion}/${encodeURIComponent(config.phoneNumberId)}/messages`;

  async function send(message: TemplateMessage): Promise<SendResult> {
    const name = config.templates[message.kind];
    if (name === null) {
      return {
        ok: false,
        failure: { code: null, title: 'No template configured for this kind', retryable: false },
      };
    }
    const body = {
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: message.to,
      type: 'template',
      biz_opaque_callback_data: message.reference,
      template: {
        name,
        language: { code: config.templateLanguage },
        components: [
          {
            type: 'body',
            parameters: bodyTexts(message.parameters, locale).map((text) => ({
              type: 'text',
              text,
            })),
          },
        ],
      },
    };
    let response: Response;
    let answer: unknown;
    try {
      response = await fetch(endpoint, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${config.accessToken}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(config.timeoutMs),
      });
      answer = await response.json().catch(() => undefined);
    } catch (error) {
      // A timeout may hide a message Meta did accept: retrying risks a duplicate, which is better
      // than an invitation never sent (Graph has no idempotency key; the reference traces both).
      const timedOut = (error as Error).name === 'TimeoutError';
      return {
        ok: false,
        failure: {
          code: null,
          title: timedOut ? 'Graph API timed out' : 'Graph API unreachable',
          retryable: true,
        },
      };
    }
    const wamid = (answer as { messages?: { id?: unknown }[] } | undefined)?.messages?.[0]?.id;
    if (response.ok && typeof wamid === 'string' && wamid !== '') return { ok: true, wamid };
    const error = (answer as { error?: GraphError } | undefined)?.error;
    if (response.ok) {
      return {
        ok: false,
        failure: { code: null, title: 'Graph API answered without a message id', retryable: true },
      };
    }
    return { ok: false, failure: failureOf(response.status, error) };
  }

  return { sends: (kind) => config.templates[kind] !== null, send };
}
