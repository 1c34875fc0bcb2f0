// The only SQL of guests' WhatsApp Cloud API messages: recording, claiming a delivery, the outcome
// of a delivery, and the statuses Meta's webhook reports (each an UPDATE that can only move a
// message forward, so repeated and late notifications are harmless).
import { toE164Phone } from '@convite/rules/phone';
import { and, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { guests } from '../../db/schema/guests.ts';
import {
  WHATSAPP_MESSAGE_STATUSES,
  whatsAppMessages,
  type WhatsAppMessageKind,
  type WhatsAppMessageRow,
  type WhatsAppMessageStatus,
} from '../../db/schema/whatsapp.ts';
import { weddings } from '../../db/schema/weddings.ts';

/** What a template message to a guest says, and where it goes. */
export type MessageRecipient = {
  guestId: number;
  weddingId: number;
  name: string;
  phone: string | null;
  code: string;
  /** The household's answer: only one attending (true) has a pass. */
  confirmation: boolean | null;
  weddingSlug: string;
  weddingName: string;
  weddingDate: Date;
};

/** A status Meta reports: for `wamid`, or for our row `messageId` when the wamid was never recorded. */
export type ReportedStatus = {
  wamid: string;
  messageId: number | null;
  status: Exclude<WhatsAppMessageStatus, 'queued'>;
  at: Date;
  error: { code: number | null; title: string } | null;
};

/** When each reported status happened (the first report of it wins). */
const TIME_OF_STATUS = {
  sent: 'sentAt',
  delivered: 'deliveredAt',
  read: 'readAt',
  failed: 'failedAt',
} as const;

/** The statuses a message may leave for `status` (those before it in the forward order). */
function statusesBefore(status: WhatsAppMessageStatus): WhatsAppMessageStatus[] {
  return WHATSAPP_MESSAGE_STATUSES.slice(0, WHATSAPP_MESSAGE_STATUSES.indexOf(status));
}

export function createWhatsAppMessagesRepository(db: Db) {
  const markGuestSent = (tx: Db, guestId: number) =>
    tx
      .update(guests)
      .set({ sent: true })
      .where(and(eq(guests.id, guestId), eq(guests.sent, false)));

  return {
    async recipientOfGuest(guestId: number): Promise<MessageRecipient | null> {
      const [row] = await db
        .select({
          guestId: guests.id,
          weddingId: guests.weddingId,
          name: guests.name,
          phone: guests.phone,
          code: guests.code,
          confirmation: guests.confirmation,
          weddingSlug: weddings.slug,
          weddingName: weddings.name,
          weddingDate: weddings.date,
        })
        .from(guests)
        .innerJoin(weddings, eq(weddings.id, guests.weddingId))
        .where(eq(guests.id, guestId))
        .limit(1);
      return row ?? null;
    },

    async insertQueued(
      weddingId: number,
      guestId: number,
      kind: WhatsAppMessageKind,
    ): Promise<WhatsAppMessageRow> {
      const [row] = await db
        .insert(whatsAppMessages)
        .values({ weddingId, guestId, kind })
        .returning();
      return row as WhatsAppMessageRow;
    },

    async find(messageId: number): Promise<WhatsAppMessageRow | null> {
      const [row] = await db
        .select()
        .from(whatsAppMessages)
        .where(eq(whatsAppMessages.id, messageId))
        .limit(1);
      return row ?? null;
    },

    /**
     * Takes a queued message without a wamid for one delivery, unless another delivery holds it
     * (claimed less than `leaseMs` ago: an attempt still under way). Null: nothing to deliver.
     */
    async claim(messageId: number, leaseMs: number): Promise<WhatsAppMessageRow | null> {
      const [row] = await db
        .update(whatsAppMessages)
        .set({ claimedAt: sql`now()`, attempts: sql`${whatsAppMessages.attempts} + 1` })
        .where(
          and(
            eq(whatsAppMessages.id, messageId),
            eq(whatsAppMessages.status, 'queued'),
            isNull(whatsAppMessages.wamid),
            or(
              isNull(whatsAppMessages.claimedAt),
              lt(whatsAppMessages.claimedAt, sql`now() - make_interval(secs => ${leaseMs / 1000})`),
            ),
          ),
        )
        .returning();
      return row ?? null;
    },

    /** Accepted by Meta: the wamid recorded and the guest marked sent (and reminded), together. */
    async markAccepted(message: WhatsAppMessageRow, wamid: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(whatsAppMessages)
          .set({
            wamid,
            // A webhook may have moved it on already (traced by the reference): never back.
            status: sql`CASE WHEN ${whatsAppMessages.status} = 'queued' THEN 'sent' ELSE ${whatsAppMessages.status} END`,
            sentAt: sql`coalesce(${whatsAppMessages.sentAt}, now())`,
            claimedAt: null,
            errorCode: null,
            errorTitle: null,
          })
          .where(eq(whatsAppMessages.id, message.id));
        await markGuestSent(tx, message.guestId);
        // A reminder on its way: the couple's own reminder walkthrough pauses the guest for a day.
        if (message.kind === 'reminder') {
          await tx
            .update(guests)
            .set({ remindedAt: sql`now()` })
            .where(eq(guests.id, message.guestId));
        }
      });
    },

    /** Refused for good: failed, with why. */
    async markFailed(messageId: number, error: { code: number | null; title: string }) {
      await db
        .update(whatsAppMessages)
        .set({
          status: 'failed',
          failedAt: sql`now()`,
          claimedAt: null,
          errorCode: error.code,
          errorTitle: error.title,
        })
        .where(and(eq(whatsAppMessages.id, messageId), eq(whatsAppMessages.status, 'queued')));
    },

    /** Not delivered this time: left queued for the next attempt, with why. */
    async release(messageId: number, error: { code: number | null; title: string }) {
      await db
        .update(whatsAppMessages)
        .set({ claimedAt: null, errorCode: error.code, errorTitle: error.title })
        .where(and(eq(whatsAppMessages.id, messageId), eq(whatsAppMessages.status, 'queued')));
    },

    /**
     * Applies a reported status when it moves the message forward; false when the message is
     * unknown or already as far (a duplicate, or a late notification). A status other than failed
     * marks the guest sent (it may be the first news of a message whose acceptance was not recorded).
     */
    async applyStatus(report: ReportedStatus): Promise<boolean> {
      return db.transaction(async (tx) => {
        const target =
          report.messageId === null
            ? eq(whatsAppMessages.wamid, report.wamid)
            : or(
                eq(whatsAppMessages.wamid, report.wamid),
                and(isNull(whatsAppMessages.wamid), eq(whatsAppMessages.id, report.messageId)),
              );
        const time = TIME_OF_STATUS[report.status];
        const [row] = await tx
          .update(whatsAppMessages)
          .set({
            wamid: report.wamid,
            status: report.status,
            [time]: sql`coalesce(${whatsAppMessages[time]}, ${report.at.toISOString()}::timestamptz)`,
            ...(report.error === null
              ? {}
              : { errorCode: report.error.code, errorTitle: report.error.title }),
          })
          .where(and(target, inArray(whatsAppMessages.status, statusesBefore(report.status))))
          .returning({ guestId: whatsAppMessages.guestId });
        if (row === undefined) return false;
        if (report.status !== 'failed') await markGuestSent(tx, row.guestId);
        return true;
      });
    },

    /**
     * A number asked for no more messages (STOP) or for them again (START): every guest with that
     * number, in any wedding (they all come from Convite's one business number). How many changed.
     */
    async setOptOut(e164: string, optedOut: boolean): Promise<number> {
      const lastDigits = e164.replace(/\D/g, '').slice(-10);
      const candidates = await db
        .select({ id: guests.id, phone: guests.phone })
        .from(guests)
        .where(sql`right(regexp_replace(${guests.phone}, '[^0-9]', '', 'g'), 10) = ${lastDigits}`);
      const ids = candidates
        .filter((guest) => toE164Phone(guest.phone ?? '') === e164)
        .map((guest) => guest.id);
      if (ids.length === 0) return 0;
      const changed = await db
        .update(guests)
        .set({
          whatsAppOptedOutAt: optedOut ? sql`coalesce(${guests.whatsAppOptedOutAt}, now())` : null,
        })
        .where(inArray(guests.id, ids))
        .returning({ id: guests.id });
      return changed.length;
    },

    /** Each guest's latest message in the wedding. */
    async latestPerGuest(weddingId: number): Promise<WhatsAppMessageRow[]> {
      return db
        .selectDistinctOn([whatsAppMessages.guestId])
        .from(whatsAppMessages)
        .where(eq(whatsAppMessages.weddingId, weddingId))
        .orderBy(whatsAppMessages.guestId, desc(whatsAppMessages.id));
    },
  };
}

export type WhatsAppMessagesRepository = ReturnType<typeof createWhatsAppMessagesRepository>;
