// Meta's WhatsApp webhook: GET answers the address verification (hub.challenge), POST carries
// message statuses. A body is read only once its X-Hub-Signature-256 matches the app secret; each
// status then moves its message forward at most (repositories' applyStatus), so Meta's retries,
// duplicates and out-of-order deliveries are harmless. Statuses of messages Convite did not send
// are ignored: Meta would retry a refusal for days. Nothing of the guest (number, text) is logged.
import { serverTexts } from '@convite/i18n/server-texts';
import { toE164Phone } from '@convite/rules/phone';
import type { WhatsAppConfig } from '../../config/config.ts';
import { ForbiddenError, UnauthenticatedError, UnavailableError } from '../../domain/errors.ts';
import { isValidWebhookSignature } from '../../whatsapp/webhook-signature.ts';
import type { DeliveryLog } from './whatsapp-messages.service.ts';
import { MESSAGE_REFERENCE_PREFIX } from './whatsapp-messages.service.ts';
import type { ReportedStatus, WhatsAppMessagesRepository } from './whatsapp-messages.repository.ts';

const REPORTED = new Set(['sent', 'delivered', 'read', 'failed']);

type Json = Record<string, unknown>;
const objects = (value: unknown): Json[] =>
  Array.isArray(value)
    ? value.filter((item): item is Json => typeof item === 'object' && item !== null)
    : [];

/** The statuses of a notification: entry[].changes[].value.statuses[], the others skipped. */
export function reportedStatuses(body: unknown): ReportedStatus[] {
  const entries = objects((body as Json | null)?.entry);
  const statuses = entries
    .flatMap((entry) => objects(entry.changes))
    .flatMap((change) => objects((change.value as Json | undefined)?.statuses));
  return statuses.flatMap((status): ReportedStatus[] => {
    const { id, status: name, timestamp, biz_opaque_callback_data: reference } = status;
    if (typeof id !== 'string' || id === '' || typeof name !== 'string' || !REPORTED.has(name)) {
      return [];
    }
    const seconds = Number(timestamp);
    const [error] = objects(status.errors);
    return [
      {
        wamid: id,
        messageId: referencedMessage(reference),
        status: name as ReportedStatus['status'],
        at: Number.isFinite(seconds) && seconds > 0 ? new Date(seconds * 1000) : new Date(),
        error:
          name === 'failed'
            ? {
                code: typeof error?.code === 'number' ? error.code : null,
                title: typeof error?.title === 'string' ? error.title.slice(0, 200) : 'Failed',
              }
            : null,
      },
    ];
  });
}

/** What a guest writes to stop Convite's messages, or to have them again (accents, case, dots ignored). */
const OPT_OUT_WORDS = new Set(['STOP', 'ALTO', 'BAJA', 'CANCELAR', 'NO MAS', 'UNSUBSCRIBE']);
const OPT_IN_WORDS = new Set(['START', 'REANUDAR', 'UNSTOP']);

export type ReportedOptOut = { phone: string; optedOut: boolean };

/**
 * The guests' opt-outs in a notification: entry[].changes[].value.messages[] whose text (or quick
 * reply button) is only a stop or start word, from the sender's number (E.164). Other messages are
 * ignored: Convite does not read guests' chats.
 */
export function reportedOptOuts(body: unknown): ReportedOptOut[] {
  const messages = objects((body as Json | null)?.entry)
    .flatMap((entry) => objects(entry.changes))
    .flatMap((change) => objects((change.value as Json | undefined)?.messages));
  return messages.flatMap((message): ReportedOptOut[] => {
    const from = typeof message.from === 'string' ? toE164Phone(`+${message.from}`) : null;
    const said =
      (message.text as Json | undefined)?.body ?? (message.button as Json | undefined)?.text;
    if (from === null || typeof said !== 'string') return [];
    const word = said
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z ]/g, '')
      .trim()
      .replace(/\s+/g, ' ')
      .toUpperCase();
    if (OPT_OUT_WORDS.has(word)) return [{ phone: from, optedOut: true }];
    if (OPT_IN_WORDS.has(word)) return [{ phone: from, optedOut: false }];
    return [];
  });
}

function referencedMessage(reference: unknown): number | null {
  if (typeof reference !== 'string' || !reference.startsWith(MESSAGE_REFERENCE_PREFIX)) return null;
  const id = Number(reference.slice(MESSAGE_REFERENCE_PREFIX.length));
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

export function createWhatsAppWebhookService(deps: {
  config: Pick<WhatsAppConfig, 'appSecret' | 'verifyToken'> | null;
  messages: WhatsAppMessagesRepository;
}) {
  return {
    /** GET: the challenge when Meta asks with our verify token; 403 otherwise. */
    verify(query: { mode?: string; token?: string; challenge?: string }): string {
      const { config } = deps;
      if (
        config === null ||
        query.mode !== 'subscribe' ||
        query.token !== config.verifyToken ||
        query.challenge === undefined
      ) {
        throw new ForbiddenError(serverTexts.whatsAppMessages.verifyRefused);
      }
      return query.challenge;
    },

    /** POST: applies the statuses of a signed notification; how many moved a message forward. */
    async receive(input: {
      rawBody: Buffer;
      signature: string | undefined;
      body: unknown;
      log: DeliveryLog;
    }): Promise<{ applied: number; ignored: number }> {
      if (deps.config === null) throw new UnavailableError(serverTexts.whatsAppMessages.webhookOff);
      if (!isValidWebhookSignature(input.rawBody, input.signature, deps.config.appSecret)) {
        input.log.warn({}, 'WhatsApp webhook refused: bad signature');
        throw new UnauthenticatedError(serverTexts.whatsAppMessages.badSignature);
      }
      let applied = 0;
      const statuses = reportedStatuses(input.body);
      for (const status of statuses) {
        if (await deps.messages.applyStatus(status)) applied += 1;
      }
      // A guest's STOP: no more scheduled reminders to that number (modules/reminders).
      for (const optOut of reportedOptOuts(input.body)) {
        const guests = await deps.messages.setOptOut(optOut.phone, optOut.optedOut);
        input.log.info({ guests, optedOut: optOut.optedOut }, 'WhatsApp opt-out received');
      }
      input.log.info({ applied, ignored: statuses.length - applied }, 'WhatsApp statuses received');
      return { applied, ignored: statuses.length - applied };
    },
  };
}
