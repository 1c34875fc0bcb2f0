// Meta's WhatsApp webhook: GET answers the address verification (hub.challenge), POST carries
// message statuses. A body is read only once its X-Hub-Signature-256 matches the app secret; each
// status then moves its message forward at most (repositories' applyStatus), so Meta's retries,
// duplicates and out-of-order deliveries are harmless. Statuses of messages Convite did not send
// are ignored: Meta would retry a refusal for days. Nothing of the guest (number, text) is logged.
import { serverTexts } from '@convite/i18n/server-texts';
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
      input.log.info({ applied, ignored: statuses.length - applied }, 'WhatsApp statuses received');
      return { applied, ignored: statuses.length - applied };
    },
  };
}
