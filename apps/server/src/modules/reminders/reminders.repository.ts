// The only SQL of the scheduled reminders: the couple's schedule, the weddings whose reminder day it
// is, the claim of a wedding's day (one sweep works it, across replicas), and the record of each
// guest reminded through the Cloud API (at most one a guest and day: a unique key, so a second
// sweep, at once or later, records and sends nothing more).
import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { clients } from '../../db/schema/accounts.ts';
import { guests } from '../../db/schema/guests.ts';
import {
  guestReminders,
  reminderRuns,
  reminderSchedules,
  type ReminderChannel,
} from '../../db/schema/reminders.ts';
import { weddings } from '../../db/schema/weddings.ts';
import { whatsAppMessages } from '../../db/schema/whatsapp.ts';
import { WEDDING_TIME_ZONE } from '@convite/rules/time-zone';

export type ReminderScheduleRow = { enabled: boolean; daysBefore: number[] };

/** A wedding whose reminder day is today, with its couple (who the email goes to). */
export type ReminderDue = {
  weddingId: number;
  weddingName: string;
  clientId: number;
  email: string;
  name: string | null;
  language: 'es' | 'en';
  /** The day the reminders count back from: the answer deadline, else the wedding's day. */
  targetDay: string;
  isDeadline: boolean;
  invitationPlanId: number | null;
  deactivatedAt: Date | null;
  trialEndsAt: Date | null;
};

export type UnansweredGuest = { guestId: number; name: string; lastName: string | null };

/** The wedding's day in Mexico City (its date is an instant). */
const weddingDay = sql`(${weddings.date} AT TIME ZONE ${sql.raw(`'${WEDDING_TIME_ZONE}'`)})::date`;
const targetDay = sql`coalesce(${weddings.rsvpDeadline}, ${weddingDay})`;

export function createRemindersRepository(db: Db) {
  return {
    async schedule(weddingId: number): Promise<ReminderScheduleRow | null> {
      const [row] = await db
        .select({ enabled: reminderSchedules.enabled, daysBefore: reminderSchedules.daysBefore })
        .from(reminderSchedules)
        .where(eq(reminderSchedules.weddingId, weddingId));
      return row ?? null;
    },

    async saveSchedule(weddingId: number, schedule: ReminderScheduleRow): Promise<void> {
      await db
        .insert(reminderSchedules)
        .values({ weddingId, ...schedule })
        .onConflictDoUpdate({ target: reminderSchedules.weddingId, set: schedule });
    },

    /** Weddings with reminders on whose reminder day is `today`, not yet worked to the end. */
    async due(today: string): Promise<ReminderDue[]> {
      return db
        .select({
          weddingId: weddings.id,
          weddingName: weddings.name,
          clientId: clients.id,
          email: clients.email,
          name: clients.name,
          language: sql<'es' | 'en'>`${clients.noticesLanguage}`,
          targetDay: sql<string>`${targetDay}::text`,
          isDeadline: sql<boolean>`${weddings.rsvpDeadline} IS NOT NULL`,
          invitationPlanId: weddings.invitationPlanId,
          deactivatedAt: weddings.deactivatedAt,
          trialEndsAt: weddings.trialEndsAt,
        })
        .from(reminderSchedules)
        .innerJoin(weddings, eq(weddings.id, reminderSchedules.weddingId))
        .innerJoin(clients, eq(clients.id, weddings.clientId))
        .leftJoin(
          reminderRuns,
          and(eq(reminderRuns.weddingId, weddings.id), eq(reminderRuns.day, today)),
        )
        .where(
          and(
            eq(reminderSchedules.enabled, true),
            sql`(${targetDay} - ${today}::date) = ANY(${reminderSchedules.daysBefore})`,
            isNull(reminderRuns.completedAt),
          ),
        )
        .orderBy(asc(weddings.id));
    },

    /**
     * Takes a wedding's reminder day for one sweep: true when this caller holds it (no sweep holds
     * it, or the one that did is older than `leaseMs`: crashed), false when it is done or held.
     */
    async claimDay(
      weddingId: number,
      day: string,
      channel: ReminderChannel,
      leaseMs: number,
    ): Promise<boolean> {
      const claimed = await db
        .insert(reminderRuns)
        .values({ weddingId, day, channel, claimedAt: sql`now()` })
        .onConflictDoUpdate({
          target: [reminderRuns.weddingId, reminderRuns.day],
          set: { claimedAt: sql`now()`, channel },
          setWhere: and(
            isNull(reminderRuns.completedAt),
            sql`(${reminderRuns.claimedAt} IS NULL OR ${reminderRuns.claimedAt} < now() - make_interval(secs => ${leaseMs / 1000}))`,
          ),
        })
        .returning({ weddingId: reminderRuns.weddingId });
      return claimed.length > 0;
    },

    async completeDay(weddingId: number, day: string): Promise<void> {
      await db
        .update(reminderRuns)
        .set({ completedAt: sql`now()`, claimedAt: null })
        .where(and(eq(reminderRuns.weddingId, weddingId), eq(reminderRuns.day, day)));
    },

    /** Everyone who has not answered, for the couple's email. */
    async unanswered(weddingId: number): Promise<UnansweredGuest[]> {
      return db
        .select({ guestId: guests.id, name: guests.name, lastName: guests.lastName })
        .from(guests)
        .where(and(eq(guests.weddingId, weddingId), isNull(guests.confirmation)))
        .orderBy(asc(guests.searchName), asc(guests.id));
    },

    /** Who the Cloud API reminds: sent the invitation, with a phone, no answer, not opted out. */
    async toRemind(weddingId: number): Promise<number[]> {
      const rows = await db
        .select({ guestId: guests.id })
        .from(guests)
        .where(
          and(
            eq(guests.weddingId, weddingId),
            eq(guests.sent, true),
            isNull(guests.confirmation),
            isNotNull(guests.phone),
            sql`${guests.phone} <> ''`,
            isNull(guests.whatsAppOptedOutAt),
          ),
        )
        .orderBy(asc(guests.id));
      return rows.map((row) => row.guestId);
    },

    /**
     * Records the guest's reminder of `day` with its queued message, together; null when the guest
     * already has that day's reminder (another sweep recorded it: it waits on the unique key until
     * that one commits).
     */
    async recordReminder(weddingId: number, guestId: number, day: string): Promise<number | null> {
      return db.transaction(async (tx) => {
        const [recorded] = await tx
          .insert(guestReminders)
          .values({ weddingId, guestId, day })
          .onConflictDoNothing()
          .returning({ guestId: guestReminders.guestId });
        if (recorded === undefined) return null;
        const [message] = await tx
          .insert(whatsAppMessages)
          .values({ weddingId, guestId, kind: 'reminder' })
          .returning({ id: whatsAppMessages.id });
        if (message === undefined) throw new Error('the reminder message was not recorded');
        await tx
          .update(guestReminders)
          .set({ whatsAppMessageId: message.id })
          .where(and(eq(guestReminders.guestId, guestId), eq(guestReminders.day, day)));
        return message.id;
      });
    },

    /** The day's reminder messages of the wedding still queued (a crashed sweep's included). */
    async queuedOfDay(weddingId: number, day: string): Promise<number[]> {
      const rows = await db
        .select({ id: whatsAppMessages.id })
        .from(guestReminders)
        .innerJoin(whatsAppMessages, eq(whatsAppMessages.id, guestReminders.whatsAppMessageId))
        .where(
          and(
            eq(guestReminders.weddingId, weddingId),
            eq(guestReminders.day, day),
            eq(whatsAppMessages.status, 'queued'),
          ),
        )
        .orderBy(asc(whatsAppMessages.id));
      return rows.map((row) => row.id);
    },
  };
}

export type RemindersRepository = ReturnType<typeof createRemindersRepository>;
