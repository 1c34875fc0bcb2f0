// The only code that erases guests' personal data: a wedding's whole guest list a set time after the
// wedding (the daily job, retention.service.ts), and one household at its guest's own request. Every
// column and table that holds something a guest wrote or that identifies them is listed here once
// (retention.test.ts reads them all back):
//   guests: name, search_name, last_name, phone, special_message, food_restrictions, message,
//     answers, confirmed_at, reminded_at, whatsapp_opted_out_at, first/last_opened_at, open_count;
//   guest_members: first_name, last_name, diet, answers, is_child, named_by_guest, table_id;
//   member_event_answers (who attends what, eating what), arrival_events (who arrived when);
//   whatsapp_messages (Meta's message ids, which lead to the phone), guest_reminders;
//   idempotency_keys of answers (their stored response holds the guest as their page showed it).
import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rowsOf } from '../../db/raw-rows.ts';
import { clients } from '../../db/schema/accounts.ts';
import { arrivalEvents } from '../../db/schema/door.ts';
import { guests } from '../../db/schema/guests.ts';
import { guestMembers, memberEventAnswers } from '../../db/schema/households.ts';
import { idempotencyKeys } from '../../db/schema/payments.ts';
import { guestReminders } from '../../db/schema/reminders.ts';
import { guestDataRetention } from '../../db/schema/retention.ts';
import { weddings } from '../../db/schema/weddings.ts';
import { whatsAppMessages } from '../../db/schema/whatsapp.ts';

/** The couple a retention notice goes to, and their wedding. */
export type RetentionRecipient = {
  weddingId: number;
  weddingName: string;
  weddingDate: Date;
  email: string;
  name: string | null;
  language: 'es' | 'en';
};

/** What is kept of a wedding's guests once they are erased: counts, no person. */
export type ErasedGuestCounts = {
  households: number;
  invitedPeople: number;
  confirmedPeople: number;
  arrivedPeople: number;
  guestsWhoLeft: number;
};

export function createRetentionRepository(db: Db) {
  return {
    /**
     * Claims the notice of each wedding held on or before `weddingBefore` that has guests and was
     * neither told nor erased, and whose claim (if any) is older than `leaseBefore` (a crashed
     * sweep's): one statement, so two replicas never claim the same wedding.
     */
    async claimNotices(weddingBefore: Date, at: Date, leaseBefore: Date): Promise<number[]> {
      const result = await db.execute(sql`
        insert into guest_data_retention (wedding_id, notice_claimed_at)
        select w.id, ${at.toISOString()}::timestamptz from weddings w
         where w.date <= ${weddingBefore.toISOString()}::timestamptz
           and exists (select 1 from guests g where g.wedding_id = w.id and g.left_at is null)
        on conflict (wedding_id) do update set notice_claimed_at = excluded.notice_claimed_at
         where guest_data_retention.notice_sent_at is null
           and guest_data_retention.erased_at is null
           and (guest_data_retention.notice_claimed_at is null
                or guest_data_retention.notice_claimed_at < ${leaseBefore.toISOString()}::timestamptz)
        returning wedding_id`);
      return rowsOf<{ wedding_id: number }>(result).map((row) => Number(row.wedding_id));
    },

    async recipient(weddingId: number): Promise<RetentionRecipient | null> {
      const [row] = await db
        .select({
          weddingId: weddings.id,
          weddingName: weddings.name,
          weddingDate: weddings.date,
          email: clients.email,
          name: clients.name,
          language: sql<'es' | 'en'>`${clients.noticesLanguage}`,
        })
        .from(weddings)
        .innerJoin(clients, eq(clients.id, weddings.clientId))
        .where(eq(weddings.id, weddingId));
      return row ?? null;
    },

    async markNoticeSent(weddingId: number, at: Date): Promise<void> {
      await db
        .update(guestDataRetention)
        .set({ noticeSentAt: at })
        .where(eq(guestDataRetention.weddingId, weddingId));
    },

    /**
     * The weddings whose guests are due to be erased: held on or before `weddingBefore`, told on
     * or before `toldBefore` (the couple always has their 30 days), not erased yet.
     */
    async erasuresDue(weddingBefore: Date, toldBefore: Date): Promise<number[]> {
      const rows = await db
        .select({ weddingId: guestDataRetention.weddingId })
        .from(guestDataRetention)
        .innerJoin(weddings, eq(weddings.id, guestDataRetention.weddingId))
        .where(
          and(
            isNull(guestDataRetention.erasedAt),
            lte(guestDataRetention.noticeSentAt, toldBefore),
            lte(weddings.date, weddingBefore),
          ),
        );
      return rows.map((row) => row.weddingId);
    },

    /**
     * Deletes every guest of the wedding (their seats, answers, arrivals, messages and reminders go
     * with them) and keeps the counts, in one transaction claimed by its first statement: a second
     * replica waits on the row, then finds it erased and does nothing. Null when it was not due.
     */
    async eraseWedding(weddingId: number, at: Date): Promise<ErasedGuestCounts | null> {
      return db.transaction(async (tx) => {
        const result = await tx.execute(sql`
          update guest_data_retention set
            erased_at = ${at.toISOString()}::timestamptz,
            households = (select count(*) from guests g
                           where g.wedding_id = ${weddingId} and g.left_at is null),
            invited_people = (select coalesce(sum(g.max_guests_allowed), 0) from guests g
                               where g.wedding_id = ${weddingId} and g.left_at is null),
            confirmed_people = (select coalesce(sum(g.confirmed_guests), 0) from guests g
                                 where g.wedding_id = ${weddingId} and g.confirmation),
            arrived_people = (select count(distinct a.member_id) from arrival_events a
                                join guest_members m on m.id = a.member_id
                                join guests g on g.id = m.guest_id
                               where g.wedding_id = ${weddingId}),
            guests_who_left = (select count(*) from guests g
                                where g.wedding_id = ${weddingId} and g.left_at is not null)
          where wedding_id = ${weddingId} and erased_at is null
          returning households, invited_people, confirmed_people, arrived_people, guests_who_left`);
        const [row] = rowsOf<Record<string, unknown>>(result);
        if (row === undefined) return null;
        const [wedding] = await tx
          .select({ slug: weddings.slug })
          .from(weddings)
          .where(eq(weddings.id, weddingId));
        await tx.delete(guests).where(eq(guests.weddingId, weddingId));
        if (wedding !== undefined) {
          await tx
            .delete(idempotencyKeys)
            .where(eq(idempotencyKeys.scope, `confirmation:${wedding.slug}`));
        }
        return {
          households: Number(row.households),
          invitedPeople: Number(row.invited_people),
          confirmedPeople: Number(row.confirmed_people),
          arrivedPeople: Number(row.arrived_people),
          guestsWhoLeft: Number(row.guests_who_left),
        };
      });
    },

    /**
     * A guest's own removal: the household's row stays, anonymised, with the day it left (so their
     * link can say it was done and the couple sees a guest left); everything that named or
     * described its people goes. The answer counts as declined (nobody of it can be checked in
     * any more), and is no notice. Returns when it left (the first time, if asked again).
     */
    async removeGuest(guestId: number, slug: string, at: Date): Promise<Date> {
      return db.transaction(async (tx) => {
        const [already] = await tx
          .select({ leftAt: guests.leftAt })
          .from(guests)
          .where(eq(guests.id, guestId))
          .for('update');
        if (already?.leftAt) return already.leftAt;
        await tx
          .update(guests)
          .set({
            name: '',
            searchName: '',
            lastName: null,
            phone: null,
            specialMessage: null,
            confirmation: false,
            confirmedGuests: null,
            foodRestrictions: null,
            message: null,
            answers: {},
            remindedAt: null,
            whatsAppOptedOutAt: null,
            confirmedAt: null,
            firstOpenedAt: null,
            lastOpenedAt: null,
            openCount: 0,
            leftAt: at,
            updatedAt: at,
          })
          .where(eq(guests.id, guestId));
        const members = tx
          .select({ id: guestMembers.id })
          .from(guestMembers)
          .where(eq(guestMembers.guestId, guestId));
        await tx.delete(arrivalEvents).where(inArray(arrivalEvents.memberId, members));
        await tx.delete(memberEventAnswers).where(inArray(memberEventAnswers.memberId, members));
        await tx
          .update(guestMembers)
          .set({
            firstName: null,
            lastName: null,
            isChild: false,
            namedByGuest: false,
            diet: null,
            answers: {},
            tableId: null,
            updatedAt: at,
          })
          .where(eq(guestMembers.guestId, guestId));
        await tx.delete(whatsAppMessages).where(eq(whatsAppMessages.guestId, guestId));
        await tx.delete(guestReminders).where(eq(guestReminders.guestId, guestId));
        // The stored answers of this guest (they hold the guest as their answer left them: see
        // savedAnswerOf). One stored by the version before held its response whole, which lists
        // the household's seats by id (cleared, the seats keep theirs).
        await tx.delete(idempotencyKeys).where(
          and(
            eq(idempotencyKeys.scope, `confirmation:${slug}`),
            sql`((${idempotencyKeys.responseBody} -> 'savedGuest' -> 'id') = to_jsonb(${guestId}::integer)
              or exists (select 1 from guest_members m where m.guest_id = ${guestId}
                and (${idempotencyKeys.responseBody} -> 'guest' -> 'members')
                    @> jsonb_build_array(jsonb_build_object('id', m.id))))`,
          ),
        );
        return at;
      });
    },
  };
}

export type RetentionRepository = ReturnType<typeof createRetentionRepository>;
