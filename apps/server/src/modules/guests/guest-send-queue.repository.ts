import type { MessageKind } from '@convite/rules/message-template';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { guests, type GuestRow } from '../../db/schema/guests.ts';
import { needsReminderCondition, statusCondition } from './guest-status-sql.ts';

/** A guest of a walkthrough's queue: what fills the message and opens WhatsApp. */
export type SendQueueRow = Pick<
  GuestRow,
  'id' | 'name' | 'lastName' | 'phone' | 'code' | 'remindedAt'
>;

/** Who each walkthrough still has to send to. */
const PENDING_OF_KIND: Record<MessageKind, SQL | undefined> = {
  invitation: eq(guests.sent, false),
  reminder: needsReminderCondition,
  pass: and(statusCondition('attending'), sql`nullif(trim(${guests.phone}), '') is not null`),
};

export function createGuestSendQueueRepository(db: Db) {
  return {
    /**
     * The whole queue of a walkthrough, in the list's order: the guests not sent the invitation,
     * those sent or who opened it and have not answered (a reminder: needsReminder), or the
     * households that answered with someone attending and have a phone (the pass).
     */
    async sendQueue(weddingId: number, kind: MessageKind): Promise<SendQueueRow[]> {
      const pending = PENDING_OF_KIND[kind];
      return db
        .select({
          id: guests.id,
          name: guests.name,
          lastName: guests.lastName,
          phone: guests.phone,
          code: guests.code,
          remindedAt: guests.remindedAt,
        })
        .from(guests)
        .where(and(eq(guests.weddingId, weddingId), pending))
        .orderBy(asc(guests.id));
    },

    async markReminded(id: number, at: Date): Promise<void> {
      await db.update(guests).set({ remindedAt: at }).where(eq(guests.id, id));
    },
  };
}

export type GuestSendQueueRepository = ReturnType<typeof createGuestSendQueueRepository>;
