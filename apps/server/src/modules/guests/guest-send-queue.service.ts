import { serverTexts } from '@convite/i18n/server-texts';
import type { MessageKind } from '@convite/rules/message-template';
import { guestInvitationLink, passLink } from '../../content-kit/invitation-links.ts';
import type { WeddingAccess } from '../../content-kit/wedding-access.ts';
import type { PassTokens } from '../../security/pass-tokens.ts';
import type { GuestAdministration } from './guest-administration.ts';
import type { GuestSendQueueRepository } from './guest-send-queue.repository.ts';

export type GuestSendQueueServiceDeps = {
  access: WeddingAccess;
  administration: GuestAdministration;
  queue: GuestSendQueueRepository;
  invitationUrl: string;
  passTokens: PassTokens;
};

/**
 * The WhatsApp walkthroughs' side of the list: who is left to send to (with each household's pass
 * in the pass walkthrough), and the reminders opened.
 */
export function createGuestSendQueueService(deps: GuestSendQueueServiceDeps) {
  return {
    /** Every guest a walkthrough still has to send to (readable while the wedding is inactive). */
    async sendQueue(clientId: number, weddingId: number, kind: MessageKind) {
      const wedding = await deps.access.ownedWedding(clientId, weddingId);
      const rows = await deps.queue.sendQueue(wedding.id, kind);
      return {
        kind,
        guests: rows.map((row) => ({
          id: row.id,
          name: row.name,
          lastName: row.lastName,
          phone: row.phone,
          link: guestInvitationLink(deps.invitationUrl, wedding.slug, row.code),
          passLink:
            kind === 'pass'
              ? passLink(deps.invitationUrl, wedding.slug, deps.passTokens.issue(row.id))
              : null,
          remindedAt: row.remindedAt?.toISOString() ?? null,
        })),
      };
    },

    /** The couple opened a reminder to the guest now (an active wedding only, like "sent"). */
    async markReminded(clientId: number, id: number) {
      await deps.administration.weddingOfGuest(clientId, id);
      const at = deps.access.now();
      await deps.queue.markReminded(id, at);
      return { message: serverTexts.guests.reminded, remindedAt: at.toISOString() };
    },
  };
}

export type GuestSendQueueService = ReturnType<typeof createGuestSendQueueService>;
