import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { guests, type GuestRow } from '../../db/schema/guests.ts';
import { needsReminderCondition } from './guest-status-sql.ts';

/** A guest of a walkthrough's queue: what fills the message and opens WhatsApp. */
export type SendQueueRow = Pick<
  GuestRow,
  'id' | 'name' | 'lastName' | 'phone' | 'code' | 'remindedAt'
>;

export function createGuestSendQueueRepository(db: Db) {
  return {
    /**
     * The whole queue of a walkthrough, in the list's order: the guests not sent the invitation, or
     * those sent or who opened it and have not answered (a reminder: needsReminder).
     */
    async sendQueue(weddingId: number, kind: 'invitation' | 'reminder'): Promise<SendQueueRow[]> {
      const pending = kind === 'invitation' ? eq(guests.sent, false) : needsReminderCondition;
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
