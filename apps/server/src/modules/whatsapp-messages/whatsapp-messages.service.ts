// Guests' invitations, reminders and passes through the WhatsApp Business Cloud API: the couple's call
// records a queued message, and deliverWhatsAppMessage sends it once. A delivery claims the row
// first (a retried or concurrent delivery of a message already sent or under way sends nothing),
// passes the row's id to Meta as the message's reference (echoed by every status webhook), and
// records the outcome: accepted (the wamid, the guest marked sent), refused for good (failed), or
// not this time (left queued, WhatsAppDeliveryDeferredError so that a job tries again).
import { serverTexts } from '@convite/i18n/server-texts';
import { toE164Phone } from '@convite/rules/phone';
import { PLAN_FEATURES, TEST_MODE_GUESTS } from '@convite/rules/plans';
import { ConflictError, InvalidFieldsError, NotFoundError } from '../../domain/errors.ts';
import { guestInvitationLink, passLink } from '../../content-kit/invitation-links.ts';
import type { PassTokens } from '../../security/pass-tokens.ts';
import {
  assertEditable,
  assertFeature,
  type WeddingAccess,
} from '../../content-kit/wedding-access.ts';
import type {
  WhatsAppFailure,
  WhatsAppSender,
  WhatsAppTemplateKind,
} from '../../whatsapp/whatsapp-sender.ts';
import { toWhatsAppMessageDto, type WhatsAppMessageDto } from './whatsapp-message-dto.ts';
import type { WhatsAppMessagesRepository } from './whatsapp-messages.repository.ts';
import type { JobQueue } from '../../jobs/job-definitions.ts';

/** A delivery under way longer than this is taken for a crashed one and may be tried again. */
export const DELIVERY_LEASE_MS = 120_000;

/** What Meta echoes in status webhooks: our message row's id. */
export const MESSAGE_REFERENCE_PREFIX = 'convite-message:';

export type DeliveryLog = Record<
  'info' | 'warn' | 'error',
  (details: object, message: string) => void
>;

/** Not delivered this time (an outage, a rate limit, a refused token): the message stays queued. */
export class WhatsAppDeliveryDeferredError extends Error {
  override name = 'WhatsAppDeliveryDeferredError';
  constructor(
    readonly messageId: number,
    readonly failure: WhatsAppFailure,
  ) {
    super(`WhatsApp message ${messageId} not delivered: ${failure.title}`);
  }
}

export type DeliveryOutcome = 'sent' | 'failed' | 'skipped';

export type WhatsAppDeliveryDeps = {
  messages: WhatsAppMessagesRepository;
  /** Null while the Cloud API is not configured. */
  sender: WhatsAppSender | null;
  invitationUrl: string;
  /** Signs the household's pass link the pass message carries. */
  passTokens: PassTokens;
  log: DeliveryLog;
};

/**
 * The unit a job runs: delivers one recorded message at most once. 'skipped' when there is nothing
 * to do (already sent or failed, another delivery under way, the Cloud API switched off); throws
 * WhatsAppDeliveryDeferredError when it should be tried again later. Logs ids and codes only,
 * never the guest's number or the message.
 */
export function createWhatsAppDelivery(deps: WhatsAppDeliveryDeps) {
  return async function deliverWhatsAppMessage(messageId: number): Promise<DeliveryOutcome> {
    const context = { whatsAppMessageId: messageId };
    if (deps.sender === null) {
      deps.log.warn(context, 'WhatsApp message left queued: the Cloud API is not configured');
      return 'skipped';
    }
    const message = await deps.messages.claim(messageId, DELIVERY_LEASE_MS);
    if (message === null) return 'skipped';
    const recipient = await deps.messages.recipientOfGuest(message.guestId);
    const to = recipient === null ? null : toE164Phone(recipient.phone ?? '');
    if (recipient === null || to === null) {
      await deps.messages.markFailed(messageId, { code: null, title: 'No valid phone number' });
      return 'failed';
    }
    const result = await deps.sender.send({
      to,
      kind: message.kind,
      reference: `${MESSAGE_REFERENCE_PREFIX}${message.id}`,
      parameters: {
        guestName: recipient.name,
        couple: recipient.weddingName,
        date: recipient.weddingDate,
        link:
          message.kind === 'pass'
            ? passLink(
                deps.invitationUrl,
                recipient.weddingSlug,
                deps.passTokens.issue(recipient.guestId),
              )
            : guestInvitationLink(deps.invitationUrl, recipient.weddingSlug, recipient.code),
      },
    });
    if (result.ok) {
      await deps.messages.markAccepted(message, result.wamid);
      deps.log.info({ ...context, wamid: result.wamid }, 'WhatsApp message accepted');
      return 'sent';
    }
    const { failure } = result;
    const details = { ...context, code: failure.code, title: failure.title };
    if (!failure.retryable) {
      await deps.messages.markFailed(messageId, failure);
      deps.log.warn(details, 'WhatsApp message refused');
      return 'failed';
    }
    await deps.messages.release(messageId, failure);
    deps.log.error(details, 'WhatsApp message not delivered: will be tried again');
    throw new WhatsAppDeliveryDeferredError(messageId, failure);
  };
}

/**
 * The job that delivers a message when the request's own attempt did not (a retryable refusal, a
 * process killed meanwhile) starts this long after it: past any attempt's lease, so it never meets
 * one still under way.
 */
export const DELIVERY_BACKSTOP_SECONDS = DELIVERY_LEASE_MS / 1000 + 30;

export function createWhatsAppMessagesService(
  deps: WhatsAppDeliveryDeps & { access: WeddingAccess; jobs: JobQueue },
) {
  const deliverWhatsAppMessage = createWhatsAppDelivery(deps);

  /** The caller's wedding, active, with guest administration (as the guest list's writes ask). */
  async function administrable(clientId: number, weddingId: number) {
    const wedding = await deps.access.ownedWedding(clientId, weddingId);
    assertEditable(wedding, deps.access.now());
    assertFeature(wedding, PLAN_FEATURES.rsvpAdmin, { isAvailable: true, max: TEST_MODE_GUESTS });
    return wedding;
  }

  return {
    deliverWhatsAppMessage,

    /** Records a queued message to the caller's guest and delivers it; the message as it stands. */
    async send(
      clientId: number,
      guestId: number,
      kind: WhatsAppTemplateKind,
    ): Promise<WhatsAppMessageDto> {
      const recipient = await deps.messages.recipientOfGuest(guestId);
      if (recipient === null) throw new NotFoundError();
      await administrable(clientId, recipient.weddingId);
      if (deps.sender === null) throw new ConflictError(serverTexts.whatsAppMessages.cloudApiOff);
      if (kind === 'pass') {
        if (!deps.sender.sends('pass')) {
          throw new ConflictError(serverTexts.whatsAppMessages.passTemplateOff);
        }
        if (recipient.confirmation !== true) {
          throw new ConflictError(serverTexts.whatsAppMessages.noPass);
        }
      }
      if (toE164Phone(recipient.phone ?? '') === null) {
        throw InvalidFieldsError.field('phone', serverTexts.whatsAppMessages.noPhone);
      }
      const message = await deps.messages.insertQueued(recipient.weddingId, guestId, kind);
      // Durable first: the job delivers it later if this request's attempt does not.
      await deps.jobs.send(
        'whatsapp-message',
        { messageId: message.id },
        { startAfterSeconds: DELIVERY_BACKSTOP_SECONDS },
      );
      try {
        await deliverWhatsAppMessage(message.id);
      } catch (error) {
        // Deferred: the couple sees it queued; anything else is a bug and answers 500.
        if (!(error instanceof WhatsAppDeliveryDeferredError)) throw error;
      }
      const current = await deps.messages.find(message.id);
      if (current === null) throw new NotFoundError(); // the guest was deleted meanwhile
      return toWhatsAppMessageDto(current);
    },

    /** Reads need only ownership. */
    async latest(clientId: number, weddingId: number): Promise<WhatsAppMessageDto[]> {
      const wedding = await deps.access.ownedWedding(clientId, weddingId);
      return (await deps.messages.latestPerGuest(wedding.id)).map(toWhatsAppMessageDto);
    },
  };
}

export type WhatsAppMessagesService = ReturnType<typeof createWhatsAppMessagesService>;
